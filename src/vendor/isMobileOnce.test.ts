// @vitest-environment node
import { describe, expect, it, vi } from "vitest";

const isMobile = vi.hoisted(() => vi.fn(() => true));
vi.mock("rc-util/es/isMobile", () => ({ default: isMobile }));

describe("isMobileOnce", () => {
  it("answers as rc-util does, asking it once per page", async () => {
    const { default: isMobileOnce } = await import("./isMobileOnce");
    expect(isMobileOnce()).toBe(true);
    expect(isMobileOnce()).toBe(true);
    expect(isMobileOnce()).toBe(true);
    expect(isMobile).toHaveBeenCalledTimes(1);
  });
});
