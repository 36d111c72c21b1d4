import { readFileSync } from "node:fs";
import path from "node:path";
import { PUBLIC_PATHS } from "../../providers/guard";

const source = readFileSync(path.resolve(__dirname, "../../../public/boot.js"), "utf8");
const runBootScript = () => new Function(source)() as void;

describe("public/boot.js (the skeleton painted before the console's code runs)", () => {
  afterEach(() => {
    localStorage.clear();
    document.documentElement.removeAttribute("data-boot");
    document.documentElement.removeAttribute("data-boot-sider");
    history.replaceState(null, "", "/");
    document.head.innerHTML = "";
  });

  /** The preloads boot.js asked for, with index.html's meta naming the admin sheet of antd's styles. */
  const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')];
  const nameAdminSheet = () => {
    document.head.innerHTML = '<meta name="antd-admin-styles" content="/assets/antd-admin-x.css">';
  };

  it("asks for the admin sheet of antd's styles on an admin route with a session, and only there", () => {
    nameAdminSheet();
    localStorage.setItem("token", "t");
    history.replaceState(null, "", "/login");
    runBootScript();
    expect(preloads()).toEqual([]);
    history.replaceState(null, "", "/order/index");
    runBootScript();
    expect(preloads().map((link) => [link.as, link.getAttribute("href")])).toEqual([
      ["style", "/assets/antd-admin-x.css"],
    ]);
    document.head.innerHTML = "";
    runBootScript();
    expect(preloads()).toEqual([]);
  });

  it("knows the same public paths as the route guard", () => {
    const listed = /PUBLIC_PATHS = (\[[^\]]*\])/.exec(source)?.[1];
    expect(JSON.parse(listed ?? "null")).toEqual([...PUBLIC_PATHS]);
  });

  it("paints the admin frame on an admin route with a stored session", () => {
    localStorage.setItem("token", "t");
    history.replaceState(null, "", "/message/index/");
    runBootScript();
    expect(document.documentElement.dataset.boot).toBe("admin");
    expect(document.documentElement.dataset.bootSider).toBeUndefined();
  });

  it("keeps a collapsed sider collapsed", () => {
    localStorage.setItem("token", "t");
    localStorage.setItem("sidebarStatus", "0");
    history.replaceState(null, "", "/dashboard");
    runBootScript();
    expect(document.documentElement.dataset.bootSider).toBe("closed");
  });

  it("paints the title splash on a public page or without a session", () => {
    localStorage.setItem("token", "t");
    history.replaceState(null, "", "/login");
    runBootScript();
    expect(document.documentElement.dataset.boot).toBe("public");
    localStorage.clear();
    history.replaceState(null, "", "/message/index");
    runBootScript();
    expect(document.documentElement.dataset.boot).toBe("public");
  });
});
