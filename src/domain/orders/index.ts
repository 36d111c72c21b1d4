/** Order domain tables: statuses and filters, §9 constants, marks and the order commands. */
export * from "./status";
export * from "./constants";
export * from "./marks";
export * from "./commands";
export * from "./transfer";
export * from "./flow";
export * from "./dispatchRules";
export * from "./lateness";
