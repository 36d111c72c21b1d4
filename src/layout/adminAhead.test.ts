import { beforeEach, afterEach, describe, expect, it, vi } from "vitest";

// The admin code and the layout are spies whose loads the tests settle; the routes, the pages' modules and the
// page-loading module are the console's own.
const calls: string[] = [];
let settleAdminApp: () => void = () => undefined;
const readListEarly = vi.fn();

// Loaded once per page load, as the real one (each test is a page load).
let adminApp: Promise<unknown> | undefined;
vi.mock("./adminChunks", () => ({
  loadAdminApp: () => {
    adminApp ??= new Promise((resolve) => {
      calls.push("AdminApp");
      settleAdminApp = () => resolve({ dataProvider: { readListEarly } });
    });
    return adminApp;
  },
}));
vi.mock("./adminLayoutChunk", () => ({
  loadAdminLayout: () => {
    calls.push("AdminLayout");
    return Promise.resolve({});
  },
}));
vi.mock("../providers/session", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../providers/session")>()),
  getAccessGroup: () => ({ menu: ["/order/index", "/dashboard"] }),
}));

type ReadsAhead = { firstRead: (path: string, search: string) => unknown };

/** A fresh module each test: what was asked for is remembered per page load. */
async function freshModules() {
  const [ahead, pages] = await Promise.all([import("./adminAhead"), import("./progress/loadPage")]);
  return { ...ahead, loadedPage: pages.loadedPage };
}

/** An order list's module takes a while to load in a test. */
const PAGE_LOAD = { timeout: 20_000 };

describe("an admin route asked for ahead", () => {
  beforeEach(() => {
    vi.resetModules();
    calls.length = 0;
    adminApp = undefined;
    readListEarly.mockClear();
  });
  afterEach(() => window.history.replaceState(null, "", "/"));

  it("on a cold load, loads the page with the admin code, not after it, then reads the list's first page", async () => {
    window.history.replaceState(null, "", "/order/index?orderNo=A1");
    const { loadAdminAppAhead, loadedPage } = await freshModules();
    const app = loadAdminAppAhead();
    // The page (with its views) arrives while the admin code is still on its way.
    await vi.waitFor(() => expect(loadedPage("/order/index")).toBeDefined(), PAGE_LOAD);
    expect(calls).toEqual(["AdminApp", "AdminLayout"]);
    // The read waits for the data provider, and is the list's first page for the address's filters.
    expect(readListEarly).not.toHaveBeenCalled();
    settleAdminApp();
    await app;
    await vi.waitFor(() => expect(readListEarly).toHaveBeenCalledTimes(1));
    const page = loadedPage("/order/index") as unknown as ReadsAhead;
    expect(readListEarly).toHaveBeenCalledWith(page.firstRead("/order/index", "?orderNo=A1"));
  });

  it("reads nothing ahead for a page off the account's menu, and loads no page for an unknown address", async () => {
    window.history.replaceState(null, "", "/worker/index");
    let modules = await freshModules();
    const app = modules.loadAdminAppAhead();
    settleAdminApp();
    await app;
    await vi.waitFor(() => expect(modules.loadedPage("/worker/index")).toBeDefined(), PAGE_LOAD);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(readListEarly).not.toHaveBeenCalled();

    vi.resetModules();
    adminApp = undefined;
    window.history.replaceState(null, "", "/nowhere");
    modules = await freshModules();
    const again = modules.loadAdminAppAhead();
    settleAdminApp();
    await again;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(readListEarly).not.toHaveBeenCalled();
  });

  it("after the login page has asked for its landing page, asks for nothing more", async () => {
    const { loadAdminAppAhead, loadAdminRoute, loadedPage } = await freshModules();
    const landing = loadAdminRoute("/dashboard");
    settleAdminApp();
    await landing;
    expect(loadedPage("/dashboard")).toBeDefined();
    // The login navigates to a deep link: the login reads its page itself (readLandingAhead).
    window.history.replaceState(null, "", "/order/index");
    await loadAdminAppAhead();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(loadedPage("/order/index")).toBeUndefined();
    expect(readListEarly).not.toHaveBeenCalled();
    expect(calls).toEqual(["AdminApp", "AdminLayout"]);
  });
});
