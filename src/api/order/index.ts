/**
 * /order-app — the order endpoints, one namespace per file: `api.order.provider.orderList`,
 * `api.order.admin.queryOrderBaseInfo`, `api.order.performance.signIn`, `api.order.tmall.signIn`.
 * Order alerts belong to the data service: see ../data.ts.
 */
export * as provider from "./provider";
export * as admin from "./admin";
export * as performance from "./performance";
export * as tmall from "./tmall";
export type * from "./types";
