/**
 * Every declared endpoint, each once: for the contract's tests and the stand-in's, which check that each is served
 * and signed. The console itself never lists the contract (walking it would keep every declaration in every page).
 */
import { isEndpoint, type Endpoint } from "./endpoint";
import * as modules from "./modules";

/** Walks module namespaces (folders nest one level: `api.order.tmall`) and collects each declaration once. */
function collectEndpoints(): readonly Endpoint[] {
  const seen = new Set<Endpoint>();
  const visit = (namespace: object, depth: number): void => {
    for (const value of Object.values(namespace)) {
      if (isEndpoint(value)) seen.add(value);
      else if (depth < 2 && typeof value === "object" && value !== null && !Array.isArray(value))
        visit(value, depth + 1);
    }
  };
  visit(modules, 0);
  return Object.freeze(Array.from(seen));
}

export const allEndpoints: readonly Endpoint[] = collectEndpoints();
