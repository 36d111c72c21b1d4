import * as live from "../../src/api/live";
import { mountLiveDevPage } from "./devPage";
import { openLiveStream } from "./stream";
import { defineRoutes } from "../router";

/**
 * The push channel (issue 28 §2): the console's SSE stream (mocks/live/stream.ts, fed by mocks/live/hub.ts) and the
 * development page that makes outside events happen (mocks/live/devPage.ts).
 */
export default defineRoutes((r) => {
  r.serve(live.events, (ctx) => openLiveStream(ctx));
}, mountLiveDevPage);
