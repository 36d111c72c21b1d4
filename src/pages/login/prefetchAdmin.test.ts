import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// The loads are spies whose promises the tests settle, so the order in which they are asked for shows.
const calls: string[] = [];
let settleLogin: { resolve: () => void; reject: (error: Error) => void };

vi.mock("./loadLoginActions", () => ({
  loadLoginActions: () => {
    calls.push("loginActions");
    return new Promise<void>((resolve, reject) => {
      settleLogin = { resolve, reject };
    });
  },
}));
vi.mock("../../layout/adminChunks", () => ({
  loadAdminApp: () => {
    calls.push("AdminApp");
    return Promise.resolve({});
  },
}));
vi.mock("../../layout/adminLayoutChunk", () => ({
  loadAdminLayout: () => {
    calls.push("AdminLayout");
    return Promise.resolve({});
  },
}));
const pageLoad = () => Promise.resolve({ default: () => null });
vi.mock("../../resources", () => ({
  findRoute: (path: string) => (path === "/nowhere" ? undefined : { path, screen: pageLoad }),
}));
vi.mock("../../layout/progress/loadPage", () => ({
  loadAndKeepPage: (path: string) => {
    calls.push(`page ${path}`);
    return Promise.resolve();
  },
}));

/** Lets the login's chunk arrive once it has been asked for, and waits for the warm-up to end. */
async function loginChunkArrives(done: Promise<void>): Promise<void> {
  await vi.waitFor(() => expect(calls).toContain("loginActions"));
  settleLogin.resolve();
  await done;
}

/** A fresh module each test: the warm-up runs once per page load. */
async function warmUpLogin(reduce: string | null): Promise<void> {
  const module = await import("./prefetchAdmin");
  return module.warmUpLogin(reduce);
}

describe("warmUpLogin", () => {
  beforeEach(() => {
    vi.resetModules();
    calls.length = 0;
    performance.clearMarks();
  });
  afterEach(() => performance.clearMarks());

  it("asks for the login's code first, and for the admin code only once that has loaded", async () => {
    const done = warmUpLogin(null);
    await vi.waitFor(() => expect(calls).toEqual(["loginActions"]));
    // Nothing of the admin code is asked for while the login's chunk is on its way.
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(calls).toEqual(["loginActions"]);
    settleLogin.resolve();
    await done;
    expect(calls).toEqual(["loginActions", "AdminApp", "AdminLayout", "page /dashboard"]);
    expect(performance.getEntriesByName("admin-prefetch", "mark")).toHaveLength(1);
  });

  it("prefetches the page of the deep link kept in reduce, and 首页 for an unsafe or home reduce", async () => {
    await loginChunkArrives(warmUpLogin("/message/index?read=0"));
    expect(calls.at(-1)).toBe("page /message/index");

    for (const reduce of ["/", "//elsewhere.example/x", "https://elsewhere.example/"]) {
      vi.resetModules();
      calls.length = 0;
      await loginChunkArrives(warmUpLogin(reduce));
      expect(calls.at(-1)).toBe("page /dashboard");
    }
  });

  it("runs once: a second call (focus after idle) returns the same promise and loads nothing again", async () => {
    const module = await import("./prefetchAdmin");
    const first = module.warmUpLogin(null);
    const second = module.warmUpLogin("/message/index");
    expect(second).toBe(first);
    await loginChunkArrives(first);
    expect(calls).toEqual(["loginActions", "AdminApp", "AdminLayout", "page /dashboard"]);
    expect(performance.getEntriesByName("admin-prefetch", "mark")).toHaveLength(1);
  });

  it("still prefetches the admin code when the login's chunk failed, and never rejects", async () => {
    const done = warmUpLogin("/nowhere");
    await vi.waitFor(() => expect(calls).toContain("loginActions"));
    settleLogin.reject(new Error("chunk failed"));
    await expect(done).resolves.toBeUndefined();
    // No route for the path: no page to keep.
    expect(calls).toEqual(["loginActions", "AdminApp", "AdminLayout"]);
  });
});
