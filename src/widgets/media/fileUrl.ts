import { downloadFile } from "../../api/basicPublic";
import { config } from "../../config";

/**
 * The plain address of a stored file, for a storage path ("r/…/x.png"): the file fetch endpoint under the console's
 * base URL, without a signature. The gateway serves it as is only for platform files (or with VITE_FILE_URLS=direct);
 * the media widgets load a file that has a filePath from the address the gateway signs for it (useFileUrls.ts), so
 * this is the fallback `url` of a record that holds only a path.
 */
export function fileUrl(filePath: string, baseUrl: string = config.apiBaseUrl): string {
  return `${baseUrl.replace(/\/+$/, "")}${downloadFile.path}?filePath=${encodeURIComponent(filePath)}`;
}
