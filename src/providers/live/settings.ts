/**
 * The live channel's settings: the build's (src/config: VITE_LIVE, VITE_LIVE_POLL_MS), which one browser may
 * override in localStorage `console.live.override` ({"transport":"poll","pollMs":5000}) — for support (a gateway
 * whose push channel misbehaves for one office) and for the browser tests and the benchmark, which run one build.
 */
import { config } from "../../config";
import type { LiveSettings } from "./runtime";
import type { TransportName } from "./types";

export const LIVE_OVERRIDE_KEY = "console.live.override";

function override(): { transport?: TransportName; pollMs?: number } {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(LIVE_OVERRIDE_KEY) ?? "null");
    if (typeof stored !== "object" || stored === null) return {};
    const transport = "transport" in stored ? stored.transport : undefined;
    const pollMs = "pollMs" in stored ? stored.pollMs : undefined;
    return {
      transport: transport === "push" || transport === "poll" || transport === "off" ? transport : undefined,
      pollMs: typeof pollMs === "number" && pollMs >= 1000 ? pollMs : undefined,
    };
  } catch {
    return {};
  }
}

export function liveSettings(): LiveSettings {
  const chosen = override();
  return {
    transport: chosen.transport ?? config.live,
    pollMs: chosen.pollMs ?? config.livePollMs,
    // The server's heartbeat comes every 15 s: two missed and a margin mean the connection is dead.
    heartbeatTimeoutMs: 40_000,
    fallbackAfter: 5,
    pushRetryMs: 30_000,
  };
}
