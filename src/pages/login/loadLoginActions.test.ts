import { beforeEach, describe, expect, it, vi } from "vitest";

let imports = 0;
let failing = false;

describe("loadLoginActions", () => {
  beforeEach(() => {
    vi.resetModules();
    imports = 0;
    failing = false;
    vi.doMock("./loginActions", () => {
      imports += 1;
      if (failing) throw new Error("chunk failed");
      return { login: () => undefined };
    });
  });

  it("loads the login's code once", async () => {
    const { loadLoginActions } = await import("./loadLoginActions");
    const first = loadLoginActions();
    expect(loadLoginActions()).toBe(first);
    await expect(first).resolves.toHaveProperty("login");
    expect(imports).toBe(1);
  });

  it("tries again after a failed load instead of keeping the failure", async () => {
    failing = true;
    const { loadLoginActions } = await import("./loadLoginActions");
    await expect(loadLoginActions()).rejects.toThrow();
    failing = false;
    await expect(loadLoginActions()).resolves.toHaveProperty("login");
    expect(imports).toBe(2);
  });
});
