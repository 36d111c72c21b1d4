import { allEndpoints } from "../../src/api/allEndpoints";
import * as gateway from "../../src/api/gateway";
import { defineRoutes, endpointKey } from "../router";

/**
 * api.gateway.servedCalls (issue 42 §3): the chosen calls this gateway serves. The stand-in serves every call of
 * the contract (mocks/app.test.ts holds it to that) except those it is told to act as not serving
 * (`settings.unserved`: STANDIN_UNSERVED, or the test hook), which answer HTTP 404 and are left out here.
 */
export default defineRoutes((r) => {
  r.serve(gateway.servedCalls, ({ settings }) =>
    allEndpoints
      .filter((endpoint) => endpoint.chosenPath)
      .map(endpointKey)
      .filter((key) => !settings.unserved.has(key))
      .sort(),
  );
});
