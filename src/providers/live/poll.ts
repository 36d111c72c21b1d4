/**
 * The polling transport: the leader tab reads the spec's own calls (the unread count, the to-do count, the order
 * queue's counts: src/queries/live.ts lists them) every `intervalMs` while some tab of the browser is visible, hands
 * each answer to every tab (they put it in their query cache: no tab asks again) and turns a rise into an event.
 * A failing round waits longer (backoff), up to `maxBackoffMs`.
 */
import { createBackoff } from "./backoff";
import type { WireEvent } from "./types";

/** An event a poll infers from a changed answer. */
export type PolledEvent = Pick<WireEvent, "channel" | "type" | "payload" | "change">;

export interface PollTarget {
  name: string;
  /** The query key of the same read in the console (refine's custom key): the answer goes there as `{ data }`. */
  key: readonly unknown[];
  read(): Promise<unknown>;
  /** What a change from `before` to `after` means; never called for the first answer (nothing to compare). */
  events(before: unknown, after: unknown): PolledEvent[];
}

export interface Poller {
  /** Stops polling; a round under way finishes without reporting. */
  stop(): void;
  /** Something changed (a tab became visible): poll now if idle and due. */
  wake(): void;
}

export function startPoller(options: {
  targets: () => readonly PollTarget[];
  intervalMs: number;
  maxBackoffMs: number;
  /** Whether some tab of the browser is visible (no poll otherwise). */
  anyVisible: () => boolean;
  onData(key: readonly unknown[], data: unknown): void;
  onEvent(event: WireEvent): void;
  /** A round read every target: what changed before `at` has been announced. */
  onRound?(at: number): void;
  now?: () => number;
}): Poller {
  const now = options.now ?? Date.now;
  const backoff = createBackoff(options.intervalMs, options.maxBackoffMs);
  const last = new Map<string, unknown>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  let running = false;
  let dueAt = 0;

  const schedule = (delay: number) => {
    clearTimeout(timer);
    dueAt = now() + delay;
    timer = setTimeout(() => void round(), delay);
  };

  async function round(): Promise<void> {
    if (stopped || running) return;
    if (!options.anyVisible()) return; // wake() resumes when a tab is visible again
    running = true;
    let failed = false;
    const at = now();
    await Promise.all(
      options.targets().map(async (target) => {
        try {
          const answer = await target.read();
          if (stopped) return;
          options.onData(target.key, answer);
          if (last.has(target.name)) {
            target
              .events(last.get(target.name), answer)
              .forEach((event, i) =>
                options.onEvent({ ...event, key: `p:${target.name}:${at}:${i}`, id: 0, createdAt: at }),
              );
          }
          last.set(target.name, answer);
        } catch {
          failed = true;
        }
      }),
    );
    running = false;
    if (stopped) return;
    if (failed) schedule(backoff.next());
    else {
      options.onRound?.(at);
      backoff.reset();
      schedule(options.intervalMs);
    }
  }

  void round();
  return {
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
    wake() {
      if (!stopped && !running && now() >= dueAt) void round();
    },
  };
}
