import { hideIconNames } from "./hideIconNames";

const icon = (label: string) => {
  const span = document.createElement("span");
  span.className = "anticon";
  span.setAttribute("role", "img");
  span.setAttribute("aria-label", label);
  return span;
};
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("hideIconNames", () => {
  afterEach(() => document.body.replaceChildren());

  it("hides icons named in English, present and added later, and keeps Chinese-named ones", async () => {
    const present = icon("search");
    document.body.append(present);
    const stop = hideIconNames(document.body);
    expect(present.getAttribute("aria-hidden")).toBe("true");

    const later = icon("bell");
    const named = icon("刷新");
    const wrapper = document.createElement("button");
    wrapper.append(later, named);
    document.body.append(wrapper);
    await flush();
    expect(later.getAttribute("aria-hidden")).toBe("true");
    expect(named.hasAttribute("aria-hidden")).toBe(false);

    // An icon-only control takes the Chinese title around it (antd's pagination arrows).
    const item = document.createElement("li");
    item.title = "上一页";
    const arrow = document.createElement("button");
    arrow.append(icon("left"));
    item.append(arrow);
    const labelled = document.createElement("button");
    labelled.setAttribute("aria-label", "展开菜单");
    labelled.title = "菜单";
    labelled.append(icon("menu-unfold"));
    document.body.append(item, labelled);
    await flush();
    expect(arrow.getAttribute("aria-label")).toBe("上一页");
    expect(labelled.getAttribute("aria-label")).toBe("展开菜单");

    stop();
    const afterStop = icon("down");
    document.body.append(afterStop);
    await flush();
    expect(afterStop.hasAttribute("aria-hidden")).toBe(false);
  });
});
