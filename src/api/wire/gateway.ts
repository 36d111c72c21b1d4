import * as v from "valibot";

/**
 * The schemas of api.gateway's calls (registered in ./entries/gateway.ts); src/api/gateway.ts takes its types from
 * them.
 */

/** The chosen calls the gateway serves, each as "METHOD /path" (the path as declared, e.g. `POST /order-app/…`). */
export const servedCallList = v.array(v.pipe(v.string(), v.regex(/^(GET|POST|PUT|DELETE) \/\S+$/)));
