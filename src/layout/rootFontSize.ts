import { useEffect } from "react";

/** Spec §9: the root font size scales with the window width against a 1440 px baseline. */
export const ROOT_FONT_BASE_PX = 16;
export const ROOT_FONT_BASELINE_WIDTH = 1440;
export const ROOT_FONT_MAX_SCALE = 2;
export const ROOT_FONT_MIN_PX = 12;

/** 16 px × min(width / 1440, 2), never under 12 px (rounded to 0.01 px). */
export function rootFontSize(width: number): number {
  const scale = Math.min(Math.max(width, 0) / ROOT_FONT_BASELINE_WIDTH, ROOT_FONT_MAX_SCALE);
  const size = Math.max(ROOT_FONT_BASE_PX * scale, ROOT_FONT_MIN_PX);
  return Math.round(size * 100) / 100;
}

/** Applies rootFontSize(window width) to <html> now and on every resize. */
export function useRootFontSize(): void {
  useEffect(() => {
    const apply = () => {
      document.documentElement.style.fontSize = `${rootFontSize(window.innerWidth)}px`;
    };
    apply();
    window.addEventListener("resize", apply);
    return () => window.removeEventListener("resize", apply);
  }, []);
}

/** Renders nothing; keeps the root font size in step with the window (mount once, near the root). */
export function RootFontSize(): null {
  useRootFontSize();
  return null;
}
