import * as live from "../../live";
import { wire, type WireEntry } from "../define";
import * as schemas from "../live";

/** api.live's calls with their schemas (../live.ts). */
export const entries: readonly WireEntry[] = [
  // The push stream answers events, not JSON: no answer schema.
  wire(live.events, { request: schemas.liveEventsRequest }),
];
