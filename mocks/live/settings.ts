/**
 * The push channel's timing (issue 28 §2; the wire format is documented on src/api/live.ts). Environment:
 * LIVE_HEARTBEAT_MS (default 15000). The others are fixed in the served stand-in; tests shorten them.
 */
export interface LiveSettings {
  /** A `: heartbeat` comment, and a check that the session still holds, this often on every connection. */
  heartbeatMs: number;
  /** How often the hub looks for new rows of live_events while any console is connected. */
  pollMs: number;
  /** The `retry:` the stream suggests (the console's first reconnect delay). */
  retryMs: number;
  /** How long events are kept for resuming; an older Last-Event-ID gets `event: reset`. */
  keepMs: number;
  /** How often events older than keepMs are deleted. */
  pruneEveryMs: number;
  /** A connection whose client reads slower than this many unsent chunks is closed (it resumes on reconnect). */
  maxQueuedChunks: number;
}

export const DEFAULT_LIVE_SETTINGS: LiveSettings = {
  heartbeatMs: 15_000,
  pollMs: 200,
  retryMs: 3_000,
  keepMs: 24 * 60 * 60 * 1000,
  pruneEveryMs: 10 * 60 * 1000,
  maxQueuedChunks: 256,
};
