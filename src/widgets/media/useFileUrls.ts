import { useEffect, useMemo, useState, useSyncExternalStore } from "react";
import { fileUrls } from "../../api/basicPublic";
import { config } from "../../config";
import { call } from "../../providers/http";
import { getToken, onSessionChange } from "../../providers/session";
import { fileUrl } from "./fileUrl";
import { createFileUrlStore } from "./fileUrlStore";
import type { MediaFile } from "./kinds";

/**
 * Stored files as the browser loads them. A record holds a storage path; the gateway serves a private file only to
 * its owner, so an `<img>`, a `<video>` or a download link needs an address the gateway has signed for this session
 * (api.basicPublic.fileUrls, asked in batches and cached until shortly before it expires). With VITE_FILE_URLS=direct
 * (a gateway that serves files by path) the plain address is used and nothing is asked.
 */

/** The addresses of this page, forgotten when the session's token changes (logout, another login). */
export const fileUrlStore = createFileUrlStore((filePaths) =>
  call(fileUrls, { filePaths }, { silent: true }),
);

let storeToken = getToken();
onSessionChange(() => {
  const token = getToken();
  if (token === storeToken) return;
  storeToken = token;
  fileUrlStore.clear();
});

const direct = () => config.fileUrls === "direct";

/**
 * The loadable address of each path: `lookup(path)` is the address, or undefined while it is asked (or when the
 * gateway gave none: the caller may not read the file).
 */
export function useFileUrls(paths: readonly string[]): (path: string) => string | undefined {
  const key = [...new Set(paths.filter(Boolean))].sort().join("\n");
  const version = useSyncExternalStore(fileUrlStore.subscribe, fileUrlStore.version);
  const [renewals, setRenewals] = useState(0);
  useEffect(() => {
    if (direct() || key === "") return;
    const list = key.split("\n");
    fileUrlStore.request(list);
    const wait = fileUrlStore.renewIn(list);
    if (wait === null) return;
    // Ask again when the first address is due (renewIn is 0 for one that is being renewed: check back shortly).
    const timer = setTimeout(() => setRenewals((n) => n + 1), Math.max(1000, wait));
    return () => clearTimeout(timer);
  }, [key, version, renewals]);
  return useMemo(
    () => (path: string) => (direct() ? fileUrl(path) : (fileUrlStore.get(path) ?? undefined)),
    // A new function whenever an address changes, so that memoised users see it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [version],
  );
}

/**
 * The files with `url` replaced by the loadable address of their `filePath` ("" until it is known); files without a
 * filePath (an address given by the gateway itself) are kept as they are.
 */
export function useResolvedFiles<T extends MediaFile>(files: readonly T[]): T[] {
  const lookup = useFileUrls(files.flatMap((file) => (file.filePath ? [file.filePath] : [])));
  return useMemo(
    () => files.map((file) => (file.filePath ? { ...file, url: lookup(file.filePath) ?? "" } : file)),
    [files, lookup],
  );
}
