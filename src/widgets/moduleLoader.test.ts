import { describe, expect, it, vi } from "vitest";
import { moduleLoader, preloadOf } from "./moduleLoader";

describe("moduleLoader", () => {
  it("imports once, answers the module once it is here, and imports again after a failure", async () => {
    const importer = vi
      .fn<() => Promise<{ name: string }>>()
      .mockRejectedValueOnce(new Error("offline"))
      .mockResolvedValue({ name: "dialog" });
    const loader = moduleLoader(importer);
    expect(loader.loaded()).toBeUndefined();
    await expect(loader.load()).rejects.toThrow("offline");
    expect(loader.loaded()).toBeUndefined();
    const [first, second] = await Promise.all([loader.load(), loader.load()]);
    expect(first).toEqual({ name: "dialog" });
    expect(second).toBe(first);
    expect(loader.loaded()).toBe(first);
    await loader.load();
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it("preloads without an unhandled failure", async () => {
    const importer = vi.fn<() => Promise<object>>().mockRejectedValue(new Error("offline"));
    const preload = preloadOf(moduleLoader(importer));
    expect(preload()).toBeUndefined();
    await Promise.resolve();
    expect(importer).toHaveBeenCalledTimes(1);
  });
});
