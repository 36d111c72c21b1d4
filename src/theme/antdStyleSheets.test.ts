import { prepare, reset } from "@ant-design/cssinjs/es/util/cacheMapUtil";
import { forgetAdminStylesForTest, loadAdminStyles } from "./antdStyleSheets";

vi.mock("@ant-design/cssinjs/es/util/cacheMapUtil", () => ({ reset: vi.fn(), prepare: vi.fn() }));

/** jsdom loads no style sheet: a link whose sheet the page has. */
function loaded(link: Element | null): void {
  Object.defineProperty(link, "sheet", { value: {} });
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve));

const adminLink = () => document.head.querySelector<HTMLLinkElement>('link[data-antd-styles="admin"]');

describe("loadAdminStyles (the admin sheet of antd's styles)", () => {
  beforeEach(() => {
    forgetAdminStylesForTest();
    vi.mocked(reset).mockClear();
    vi.mocked(prepare).mockClear();
    document.head.innerHTML =
      '<meta name="antd-admin-styles" content="/assets/antd-admin-x.css">' +
      '<link rel="stylesheet" href="/assets/antd-public-x.css" data-antd-styles="public">' +
      '<link rel="stylesheet" href="/assets/index-x.css">';
    loaded(document.head.querySelector('link[data-antd-styles="public"]'));
  });

  it("links it right after the public sheet, before the console's CSS, once, in a task of its own", async () => {
    const loaded = loadAdminStyles();
    expect(loadAdminStyles()).toBe(loaded);
    expect(adminLink()).toBeNull();
    await nextTask();
    const links = [...document.head.querySelectorAll("link")].map((link) => link.getAttribute("href"));
    expect(links).toEqual(["/assets/antd-public-x.css", "/assets/antd-admin-x.css", "/assets/index-x.css"]);
    expect(adminLink()?.rel).toBe("stylesheet");
    adminLink()?.dispatchEvent(new Event("load"));
    await loaded;
  });

  it("has antd read its map again once it has loaded, not before, and in the load's own task", async () => {
    const loaded = loadAdminStyles();
    await nextTask();
    expect(reset).not.toHaveBeenCalled();
    expect(prepare).not.toHaveBeenCalled();
    adminLink()?.dispatchEvent(new Event("load"));
    // Forgotten, then read at once: not left to antd's next style, in a render.
    expect(reset).toHaveBeenCalledTimes(1);
    expect(prepare).toHaveBeenCalledTimes(1);
    expect(vi.mocked(reset).mock.invocationCallOrder[0]).toBeLessThan(
      vi.mocked(prepare).mock.invocationCallOrder[0],
    );
    await loaded;
  });

  it("resolves when it fails, takes its link away and leaves antd's map as it was", async () => {
    const loaded = loadAdminStyles();
    await nextTask();
    adminLink()?.dispatchEvent(new Event("error"));
    await loaded;
    expect(adminLink()).toBeNull();
    expect(reset).not.toHaveBeenCalled();
    expect(prepare).not.toHaveBeenCalled();
  });

  it("links nothing when the page names no sheet (npm run dev)", async () => {
    document.head.innerHTML = "";
    await loadAdminStyles();
    expect(document.head.querySelector("link")).toBeNull();
    expect(reset).not.toHaveBeenCalled();
  });

  it("links nothing without the public sheet's styles in the page (its map names them too)", async () => {
    document.head.innerHTML =
      '<meta name="antd-admin-styles" content="/a.css"><link rel="stylesheet" href="/p.css" data-antd-styles="public">';
    await loadAdminStyles();
    expect(adminLink()).toBeNull();
    expect(reset).not.toHaveBeenCalled();
  });

  it("links nothing, and still resolves, when the page has no public sheet at all", async () => {
    document.head.innerHTML = '<meta name="antd-admin-styles" content="/a.css">';
    await expect(loadAdminStyles()).resolves.toBeUndefined();
    expect(adminLink()).toBeNull();
  });
});
