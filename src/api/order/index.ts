/**
 * /order-app — the order endpoints, one namespace per file: `api.order.provider.orderList`,
 * `api.order.admin.queryOrderBaseInfo`, `api.order.performance.signIn`, `api.order.tmall.signIn`,
 * `api.order.operations.hangUp` (operations §7 has no call for), `api.order.dispatch.candidates` (issue 41).
 * Order alerts belong to the data service: see ../data.ts.
 */
export * as provider from "./provider";
export * as admin from "./admin";
export * as performance from "./performance";
export * as tmall from "./tmall";
export * as operations from "./operations";
export * as dispatch from "./dispatch";
export type * from "./types";
export type * from "./operations";
export type * from "./dispatch";
