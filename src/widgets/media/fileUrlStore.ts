import type { FileUrls } from "../../api/basicPublic";

/**
 * The loadable addresses of stored files, by storage path: asked from the gateway in batches (one call for the paths
 * asked within the same tick, at most MAX_BATCH each), kept until shortly before they expire, then asked again (the
 * old address serves meanwhile). Framework-free so it can be tested alone; useFileUrls.ts binds it to React.
 *
 * Not react-query: the widgets that show files also run on /apply/index and other pages outside refine's
 * QueryClient, and this needs only a cache with expiry.
 */

/** The gateway's answer for one batch. */
export type FetchFileUrls = (filePaths: string[]) => Promise<FileUrls>;

export interface FileUrlStore {
  /** The address of `path`: a string, null when the gateway gave none (not the caller's), undefined not yet known. */
  get(path: string): string | null | undefined;
  /** Asks for the paths with no address yet, or one that is due for renewal. */
  request(paths: readonly string[]): void;
  /** Ms from now until the first of `paths` is due for renewal; null when none is known yet. */
  renewIn(paths: readonly string[]): number | null;
  /** Called after each change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** Changes with every change (the snapshot of useSyncExternalStore). */
  version(): number;
  /** Forgets every address (another session). */
  clear(): void;
}

/** Paths per call (the gateway takes at most 100). */
export const MAX_BATCH = 100;
/** An address is asked again this long before it expires (or at half its life, when that is shorter). */
export const RENEW_MARGIN_MS = 2 * 60 * 1000;
/** After a failed call, its paths are asked again after this long. */
export const RETRY_MS = 30 * 1000;

interface Entry {
  url: string | null;
  renewAt: number;
}

export function createFileUrlStore(fetchUrls: FetchFileUrls, now: () => number = Date.now): FileUrlStore {
  let entries = new Map<string, Entry>();
  const inFlight = new Set<string>();
  const queued = new Set<string>();
  const listeners = new Set<() => void>();
  let generation = 0;
  let changes = 0;
  let scheduled = false;

  const changed = () => {
    changes++;
    listeners.forEach((listener) => listener());
  };

  const send = async (paths: string[], at: number, asked: number) => {
    let answer: FileUrls | null = null;
    try {
      answer = await fetchUrls(paths);
    } catch {
      answer = null;
    }
    if (asked !== generation) return; // cleared meanwhile: the answer belongs to another session
    const received = now();
    const lifeMs = answer ? Math.max(0, answer.expiresIn * 1000) : 0;
    const renewAt = received + lifeMs - Math.min(RENEW_MARGIN_MS, lifeMs / 2);
    for (const path of paths) {
      inFlight.delete(path);
      if (answer) entries.set(path, { url: answer.urls[path] ?? null, renewAt });
      else entries.set(path, { url: entries.get(path)?.url ?? null, renewAt: at + RETRY_MS });
    }
    changed();
  };

  const flush = () => {
    scheduled = false;
    const paths = [...queued];
    queued.clear();
    const at = now();
    for (let i = 0; i < paths.length; i += MAX_BATCH)
      void send(paths.slice(i, i + MAX_BATCH), at, generation);
  };

  return {
    get: (path) => entries.get(path)?.url,
    request(paths) {
      const at = now();
      for (const path of paths) {
        const entry = entries.get(path);
        if (!path || inFlight.has(path) || (entry && entry.renewAt > at)) continue;
        inFlight.add(path);
        queued.add(path);
      }
      if (queued.size > 0 && !scheduled) {
        scheduled = true;
        setTimeout(flush, 0);
      }
    },
    renewIn(paths) {
      let first: number | null = null;
      for (const path of paths) {
        const entry = entries.get(path);
        if (entry && (first === null || entry.renewAt < first)) first = entry.renewAt;
      }
      return first === null ? null : Math.max(0, first - now());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    version: () => changes,
    clear() {
      generation++;
      entries = new Map();
      inFlight.clear();
      queued.clear();
      changed();
    },
  };
}
