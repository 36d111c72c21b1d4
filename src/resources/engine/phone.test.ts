import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { cardsReady, PHONE_WIDTH, usePhone } from "./phone";

const desktop = window.innerWidth;
function resizeTo(width: number) {
  Object.defineProperty(window, "innerWidth", { configurable: true, writable: true, value: width });
  window.dispatchEvent(new Event("resize"));
}
afterEach(() => resizeTo(desktop));

describe("usePhone", () => {
  it("is true below antd's md breakpoint (768 px) and follows a resize or a rotation", () => {
    expect(PHONE_WIDTH).toBe(768);
    resizeTo(390);
    const { result } = renderHook(() => usePhone());
    expect(result.current).toBe(true);
    act(() => resizeTo(768));
    expect(result.current).toBe(false);
    act(() => resizeTo(767));
    expect(result.current).toBe(true);
    act(() => resizeTo(1440));
    expect(result.current).toBe(false);
  });
});

describe("cardsReady: what a list page awaits with its view", () => {
  it("is nothing on a desktop, and the cards at phone width", { timeout: 60_000 }, async () => {
    const view = { name: "ListView" };
    resizeTo(1440);
    expect(cardsReady(view)).toBe(view);
    resizeTo(390);
    const ready = cardsReady(view);
    expect(ready).toBeInstanceOf(Promise);
    expect(await ready).toBe(view);
    // The cards are here: the next phone-wide page renders them at once.
    const { loadCards } = await import("./later");
    expect(typeof (await loadCards()).default).toBe("function");
  });
});
