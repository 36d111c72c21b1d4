import { describe, expect, it } from "vitest";
import { createBackoff } from "./backoff";

describe("createBackoff", () => {
  it("doubles up to the cap, half fixed and half random", () => {
    const low = createBackoff(1000, 8000, () => 0);
    expect([low.next(), low.next(), low.next(), low.next(), low.next()]).toEqual([
      500, 1000, 2000, 4000, 4000,
    ]);
    const high = createBackoff(1000, 8000, () => 1);
    expect([high.next(), high.next(), high.next(), high.next(), high.next()]).toEqual([
      1000, 2000, 4000, 8000, 8000,
    ]);
  });

  it("starts again from the base after a success", () => {
    const backoff = createBackoff(1000, 30_000, () => 1);
    backoff.next();
    backoff.next();
    expect(backoff.failures).toBe(2);
    backoff.reset();
    expect(backoff.failures).toBe(0);
    expect(backoff.next()).toBe(1000);
  });
});
