/**
 * One leader per browser (per origin): the tab holding the Web Lock `name` runs the transport (one push connection,
 * one poller) and hands what it learns to the other tabs. When it closes, the lock passes to the tab that waited
 * longest. Without Web Locks (an old browser, a test environment) every tab leads itself.
 */
export interface Leadership {
  /** Gives up leading (or waiting to lead); `lead`'s cleanup runs if it led. */
  stop(): void;
  readonly leading: boolean;
}

export interface LockManagerLike {
  request(name: string, options: { signal: AbortSignal }, callback: () => Promise<void>): Promise<unknown>;
}

function browserLocks(): LockManagerLike | undefined {
  return typeof navigator !== "undefined" && navigator.locks ? navigator.locks : undefined;
}

/** Calls `lead` once this tab holds the lock; the function it returns runs when leadership ends. */
export function electLeader(
  name: string,
  lead: () => () => void,
  locks: LockManagerLike | undefined = browserLocks(),
): Leadership {
  let leading = false;
  let release: (() => void) | undefined;
  const aborter = new AbortController();
  const hold = async () => {
    leading = true;
    const cleanup = lead();
    await new Promise<void>((resolve) => (release = resolve));
    leading = false;
    cleanup();
  };
  if (locks) {
    locks.request(name, { signal: aborter.signal }, hold).catch(() => undefined);
  } else void hold();
  return {
    stop() {
      aborter.abort();
      release?.();
    },
    get leading() {
      return leading;
    },
  };
}
