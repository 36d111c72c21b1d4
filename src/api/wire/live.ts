import * as v from "valibot";
import * as live from "../live";
import { request } from "../schema";
import { wire, type WireEntry } from "./define";

/** The schemas of api.live's calls (./define.ts). */

/** mocks/live/stream.ts LIVE_MESSAGES.badLastEventId. */
const BAD_LAST_EVENT_ID = "lastEventId 无效";

export const entries: readonly WireEntry[] = [
  // The push stream answers events, not JSON: no answer schema.
  wire(live.events, {
    request: request({
      // Up to 15 digits; blank is "not given" (mocks/live/stream.ts `resumeId`). The `Last-Event-ID` header, when
      // sent, wins over it there: the console sends one or the other.
      lastEventId: v.optional(
        v.pipe(
          v.union([v.number(), v.string()], BAD_LAST_EVENT_ID),
          v.check((value) => {
            const written = String(value).trim();
            return written === "" || /^\d{1,15}$/.test(written);
          }, BAD_LAST_EVENT_ID),
        ),
      ),
    }),
  }),
];
