/**
 * WCAG 2.x contrast ratio between two colours (#rgb, #rrggbb, or rgba() composited over the background).
 * Used by the theme's tests: every text colour the theme sets must reach 4.5:1 on the backgrounds it meets.
 */
type Rgb = readonly [number, number, number];

function parse(color: string): { rgb: Rgb; alpha: number } {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim());
  if (hex) {
    const h = hex[1].length === 3 ? [...hex[1]].map((c) => c + c).join("") : hex[1];
    return { rgb: [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as unknown as Rgb, alpha: 1 };
  }
  const rgba = /^rgba?\(\s*([\d.]+)\s*,\s*([\d.]+)\s*,\s*([\d.]+)\s*(?:,\s*([\d.]+)\s*)?\)$/i.exec(
    color.trim(),
  );
  if (rgba) {
    return {
      rgb: [Number(rgba[1]), Number(rgba[2]), Number(rgba[3])],
      alpha: rgba[4] === undefined ? 1 : Number(rgba[4]),
    };
  }
  throw new Error(`不支持的颜色：${color}`);
}

/** The colour as seen when painted over an opaque background. */
function over(color: string, background: Rgb): Rgb {
  const { rgb, alpha } = parse(color);
  return rgb.map((c, i) => c * alpha + background[i] * (1 - alpha)) as unknown as Rgb;
}

function luminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((c) => {
    const v = c / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Contrast ratio (1–21) of `foreground` painted on the opaque `background`. */
export function contrastRatio(foreground: string, background: string): number {
  const bg = parse(background).rgb;
  const a = luminance(over(foreground, bg));
  const b = luminance(bg);
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}
