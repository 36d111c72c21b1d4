/** The call service as the dialer sees it (adapter.ts picks one by configuration). */

/** What the call service reports about the current call. */
export type HotlineEvent =
  /** The callee's phone rings. */
  | { type: "ringing" }
  /** The callee answered: the call is on. */
  | { type: "answered" }
  /** The call ended (hung up by either side). */
  | { type: "ended"; by: "local" | "remote" }
  /** The call could not be placed or was rejected. */
  | { type: "failed"; reason?: string }
  /** The service gave up waiting for an answer. */
  | { type: "timeout" }
  /** Anything else the vendor SDK sends (the dialer answers it with 数据异常请刷新后重试). */
  | { type: "unknown"; raw: unknown };

export interface HotlineAdapter {
  readonly name: string;
  /** Logs in to the call service with the rhinokeen token. Rejects when the SDK cannot start. */
  init(token: string): Promise<void>;
  /** Places a call from `seat` (the caller number) to `number`. Rejects when it cannot be placed. */
  dial(number: string, seat: string): Promise<void>;
  /** Ends the current call (the service then reports "ended"). */
  hangUp(): Promise<void>;
  /** Subscribes to the call events; returns the unsubscribe function. */
  on(listener: (event: HotlineEvent) => void): () => void;
  /** Releases the SDK (the dialer was closed). */
  destroy(): void;
}
