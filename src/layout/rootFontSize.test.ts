import { render } from "@testing-library/react";
import { createElement } from "react";
import { rootFontSize, RootFontSize } from "./rootFontSize";

describe("rootFontSize (spec §9)", () => {
  it("is 16 px at the 1440 px baseline and scales linearly", () => {
    expect(rootFontSize(1440)).toBe(16);
    expect(rootFontSize(1920)).toBeCloseTo(21.33, 2);
    expect(rootFontSize(2000)).toBeCloseTo(22.22, 2);
  });

  it("never goes under 12 px", () => {
    expect(rootFontSize(1080)).toBe(12);
    expect(rootFontSize(1000)).toBe(12);
    expect(rootFontSize(375)).toBe(12);
    expect(rootFontSize(0)).toBe(12);
    expect(rootFontSize(1200)).toBeCloseTo(13.33, 2);
  });

  it("caps the scale at 2 (32 px)", () => {
    expect(rootFontSize(2880)).toBe(32);
    expect(rootFontSize(5000)).toBe(32);
  });

  it("applies the size to <html> and follows resizes", () => {
    const setWidth = (width: number) => {
      Object.defineProperty(window, "innerWidth", { configurable: true, value: width });
      window.dispatchEvent(new Event("resize"));
    };
    setWidth(1440);
    const { unmount } = render(createElement(RootFontSize));
    expect(document.documentElement.style.fontSize).toBe("16px");
    setWidth(2000);
    expect(document.documentElement.style.fontSize).toBe("22.22px");
    setWidth(900);
    expect(document.documentElement.style.fontSize).toBe("12px");
    unmount();
    setWidth(1440);
    expect(document.documentElement.style.fontSize).toBe("12px");
  });
});
