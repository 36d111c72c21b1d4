import { createContext, useCallback, useContext, useState } from "react";

/**
 * The uploads a form has on their way up. A form that saves while one is still going waits for it: the file the
 * user chose is part of what they meant to save, and its field would otherwise count as empty.
 */
export class UploadsInFlight {
  private readonly running = new Set<Promise<unknown>>();

  /** Counts `upload` until it settles, whichever way. */
  track(upload: Promise<unknown>): void {
    this.running.add(upload);
    const done = () => this.running.delete(upload);
    upload.then(done, done);
  }

  get busy(): boolean {
    return this.running.size > 0;
  }

  /** Settles once no upload is on its way (one started while waiting is waited for too). */
  async settled(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }
}

/** Set by a form around its fields; an Upload inside reports its uploads to it. */
export const UploadsInFlightContext = createContext<UploadsInFlight | null>(null);

/** The Upload's side: where to report an upload (nowhere outside a form that waits). */
export function useUploadsTracker(): UploadsInFlight | null {
  return useContext(UploadsInFlightContext);
}

/**
 * The form's side: its tracker (give it to UploadsInFlightContext), `waiting` while a save waits for uploads (show it
 * as the button's loading), and `settled()` to await before the form's fields are checked.
 */
export function useUploadsInFlight() {
  const [tracker] = useState(() => new UploadsInFlight());
  const [waiting, setWaiting] = useState(false);
  const settled = useCallback(async () => {
    if (!tracker.busy) return;
    setWaiting(true);
    try {
      await tracker.settled();
    } finally {
      setWaiting(false);
    }
  }, [tracker]);
  return { tracker, waiting, settled };
}
