import { act, renderHook } from "@testing-library/react";
import { useValueAfterPaint } from "./useValueAfterPaint";

/** Lets a frame pass, then the timers set in it. */
const afterFrame = () =>
  act(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => setTimeout(() => setTimeout(resolve, 0), 0)),
      ),
  );

describe("useValueAfterPaint", () => {
  it("starts with the value; takes up a change only after the next frame", async () => {
    const { result, rerender } = renderHook(({ value }) => useValueAfterPaint(value), {
      initialProps: { value: "/dashboard" },
    });
    expect(result.current).toBe("/dashboard");
    rerender({ value: "/message/index" });
    expect(result.current).toBe("/dashboard");
    await act(() => Promise.resolve());
    expect(result.current).toBe("/dashboard");
    await afterFrame();
    expect(result.current).toBe("/message/index");
  });

  it("takes up only the last of several changes made before a frame", async () => {
    const seen: string[] = [];
    const { rerender } = renderHook(
      ({ value }) => {
        const shown = useValueAfterPaint(value);
        seen.push(shown);
        return shown;
      },
      { initialProps: { value: "甲" } },
    );
    rerender({ value: "乙" });
    rerender({ value: "丙" });
    await afterFrame();
    expect([...new Set(seen)]).toEqual(["甲", "丙"]);
  });
});
