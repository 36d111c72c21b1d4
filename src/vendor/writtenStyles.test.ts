import { afterEach, describe, expect, it, vi } from "vitest";
import { removeCSS, updateCSS } from "./writtenStyles";

const MARK = { mark: "data-css-test", prepend: "queue" as const };

/** How many times the page's elements were asked for an attribute (rc-util's search reads the mark of each style). */
function attributeReads(run: () => void): number {
  const spy = vi.spyOn(Element.prototype, "getAttribute");
  try {
    run();
    return spy.mock.calls.length;
  } finally {
    spy.mockRestore();
  }
}

afterEach(() => {
  document.head.innerHTML = "";
});

describe("antd's style writer (writtenStyles)", () => {
  it("writes a style once and answers it again without searching the page", () => {
    for (let i = 0; i < 20; i++) updateCSS(`.other-${i}{color:red}`, `other-${i}`, MARK);
    const first = updateCSS(".a{color:red}", "a", MARK);
    expect(first.textContent).toBe(".a{color:red}");
    expect(first.getAttribute("data-css-test")).toBe("a");
    let again: HTMLElement | undefined;
    expect(attributeReads(() => (again = updateCSS(".a{color:red}", "a", MARK)))).toBe(0);
    expect(again).toBe(first);
    expect(document.head.querySelectorAll("style")).toHaveLength(21);
  });

  it("rewrites a style whose text changed, and writes again a style removed from the page", () => {
    const first = updateCSS(".b{color:red}", "b", MARK);
    const changed = updateCSS(".b{color:blue}", "b", MARK);
    expect(changed).toBe(first);
    expect(first.textContent).toBe(".b{color:blue}");
    removeCSS("b", MARK);
    expect(first.isConnected).toBe(false);
    const back = updateCSS(".b{color:blue}", "b", MARK);
    expect(back.isConnected).toBe(true);
    expect(document.head.querySelectorAll("[data-css-test=b]")).toHaveLength(1);
  });

  it("keeps styles of another mark or container apart", () => {
    const inHead = updateCSS(".c{}", "c", MARK);
    const otherMark = updateCSS(".c{}", "c", { ...MARK, mark: "data-other" });
    expect(otherMark).not.toBe(inHead);
    const box = document.createElement("div");
    document.body.append(box);
    const inBox = updateCSS(".c{}", "c", { ...MARK, attachTo: box });
    expect(inBox).not.toBe(inHead);
    expect(inBox.parentNode).toBe(box);
    box.remove();
  });
});
