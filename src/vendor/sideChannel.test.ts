// @vitest-environment node
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";

interface SideChannel {
  get(key: unknown): unknown;
  has(key: unknown): boolean;
  set(key: unknown, value: unknown): void;
  delete(key: unknown): boolean;
  assert(key: unknown): void;
}
const getSideChannel: () => SideChannel = createRequire(import.meta.url)("./sideChannel.cjs");

describe("the side-channel stand-in (the build's alias for qs)", () => {
  it("keeps values by object and by primitive key, apart per channel", () => {
    const channel = getSideChannel();
    const key = {};
    expect(channel.has(key)).toBe(false);
    channel.set(key, 1);
    channel.set("a", 2);
    expect([channel.get(key), channel.get("a"), channel.has(key), channel.has({})]).toEqual([
      1,
      2,
      true,
      false,
    ]);
    expect(getSideChannel().has(key)).toBe(false);
    expect(channel.delete(key)).toBe(true);
    expect(channel.has(key)).toBe(false);
  });

  it("asserts a key it holds and throws for one it does not", () => {
    const channel = getSideChannel();
    channel.set(1, true);
    expect(() => channel.assert(1)).not.toThrow();
    expect(() => channel.assert(2)).toThrow(TypeError);
  });
});
