// @vitest-environment node
import { allEndpoints } from "../src/api/allEndpoints";
import { notServed } from "./notServed";
import { collectRoutes, endpointKey } from "./router";
import { routeModules } from "./routes";

const served = collectRoutes(routeModules).map((route) => endpointKey(route.endpoint));
const listed = notServed.map(endpointKey);
const declared = allEndpoints.map(endpointKey);

describe("stand-in contract", () => {
  it("serves or lists every declared endpoint", () => {
    const missing = declared.filter((key) => !served.includes(key) && !listed.includes(key));
    expect(missing).toEqual([]);
  });

  it("does not list an endpoint it serves", () => {
    expect(listed.filter((key) => served.includes(key))).toEqual([]);
  });

  it("serves only declared endpoints, each once", () => {
    expect(served.filter((key) => !declared.includes(key))).toEqual([]);
    expect(new Set(served).size).toBe(served.length);
  });

  it("lists each endpoint once", () => {
    expect(new Set(listed).size).toBe(listed.length);
    expect(listed.filter((key) => !declared.includes(key))).toEqual([]);
  });
});
