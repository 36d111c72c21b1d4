import * as v from "valibot";
import { request } from "../schema";

/**
 * The schemas of api.live's calls (registered in ./entries/live.ts); src/api/live.ts takes its request type from
 * them. The push stream answers events, not JSON: no answer schema (its events' types are written in src/api/live.ts).
 */

/** mocks/live/stream.ts LIVE_MESSAGES.badLastEventId. */
const BAD_LAST_EVENT_ID = "lastEventId 无效";

export const liveEventsRequest = request({
  /**
   * Resume after this id when the `Last-Event-ID` header cannot be sent. Up to 15 digits; blank is "not given"
   * (mocks/live/stream.ts `resumeId`). The header, when sent, wins over it there: the console sends one or the other.
   */
  lastEventId: v.optional(
    v.pipe(
      v.union([v.number(), v.string()], BAD_LAST_EVENT_ID),
      v.check((value) => {
        const written = String(value).trim();
        return written === "" || /^\d{1,15}$/.test(written);
      }, BAD_LAST_EVENT_ID),
    ),
  ),
});
