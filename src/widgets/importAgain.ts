/**
 * A dynamic import tried again after it failed. Chromium keeps a failed dynamic import failed: the same address is
 * answered with the same error, without a request, until the page is reloaded, so 重试 after a dropped connection
 * did nothing. Once `importer` has failed with an error naming the chunk it could not fetch (chromium's and Firefox's
 * messages do), the next tries import that chunk at a new address of the same file (`?retry=n`). An error naming no
 * chunk of this site (Safari's) leaves the next try to `importer`, as before.
 *
 * A chunk that failed as a dependency of the one imported stays failed by this route; the error page's 刷新页面
 * (a reload) clears them all.
 */
const failedChunks = new WeakMap<() => Promise<unknown>, { url: string; tries: number }>();

/** Imports an address the build does not know (the failed chunk's, with its retry number). */
export type ImportAddress = (url: string) => Promise<unknown>;

const importAddress: ImportAddress = (url) => import(/* @vite-ignore */ url);

export function importAgain<M>(
  importer: () => Promise<M>,
  byAddress: ImportAddress = importAddress,
): Promise<M> {
  const failed = failedChunks.get(importer);
  const attempt = failed ? (byAddress(`${failed.url}?retry=${failed.tries + 1}`) as Promise<M>) : importer();
  // Once loaded at a new address, later tries keep to it (the browser answers it from its loaded modules).
  return attempt.catch((error: unknown) => {
    const url = failed?.url ?? chunkNamedBy(error);
    if (url) failedChunks.set(importer, { url, tries: failed ? failed.tries + 1 : 0 });
    throw error;
  });
}

/** The address of a script of this site that a failed import's message names. */
export function chunkNamedBy(error: unknown): string | undefined {
  const message = error instanceof Error ? error.message : "";
  for (const [candidate] of message.matchAll(/https?:\/\/[^\s"'<>]+?\.m?js(?=$|[\s"'<>?#])/g)) {
    const url = new URL(candidate);
    if (url.origin === globalThis.location?.origin) return `${url.origin}${url.pathname}`;
  }
  return undefined;
}
