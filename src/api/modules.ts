/** The contract's modules, one per service prefix: the namespace `api` of ./index. */
export * as account from "./account";
export * as address from "./address";
export * as adminTemplate from "./adminTemplate";
export * as basicPublic from "./basicPublic";
export * as data from "./data";
export * as finance from "./finance";
export * as gateway from "./gateway";
export * as goods from "./goods";
export * as live from "./live";
export * as merchant from "./merchant";
export * as message from "./message";
export * as order from "./order";
export * as staff from "./staff";
export * as worker from "./worker";
export * as workOrders from "./workOrders";
