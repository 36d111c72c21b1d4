import crypto from "node:crypto";
import { GLYPH_HEIGHT, GLYPH_WIDTH, glyphStrokes, type Stroke } from "./captchaFont";
import { encodePng } from "./png";

/**
 * Draws a picture captcha as pixels (issue 31 §3): the characters are stroked from the font of captchaFont.ts, each
 * one moved, scaled, sheared and turned at random, the whole picture warped by two sine waves, over a speckled
 * background with noise lines, a curve through the characters and noise dots. Every random number comes from the
 * system's CSPRNG, so two pictures of one code differ. The answer is a PNG: the characters are in no markup or text.
 */

export const CAPTCHA_WIDTH = 120;
export const CAPTCHA_HEIGHT = 40;

type Rgb = readonly [number, number, number];

/** A uniform random number in [min, max). */
function uniform(min: number, max: number): number {
  return min + (max - min) * (crypto.randomInt(0, 1 << 30) / (1 << 30));
}

const darkColor = (): Rgb => [uniform(20, 110), uniform(20, 110), uniform(30, 130)];
const midColor = (): Rgb => [uniform(90, 190), uniform(90, 190), uniform(90, 190)];

const clamp01 = (n: number) => (n < 0 ? 0 : n > 1 ? 1 : n);

function distanceToSegment(px: number, py: number, [x1, y1, x2, y2]: Stroke): number {
  const dx = x2 - x1;
  const dy = y2 - y1;
  const lengthSq = dx * dx + dy * dy;
  const t = lengthSq === 0 ? 0 : clamp01(((px - x1) * dx + (py - y1) * dy) / lengthSq);
  return Math.hypot(px - (x1 + t * dx), py - (y1 + t * dy));
}

class Canvas {
  readonly rgb: Float32Array;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.rgb = new Float32Array(width * height * 3);
  }

  /** Mixes `color` into pixel (x, y) by `alpha` (0..1). */
  blend(x: number, y: number, color: Rgb, alpha: number): void {
    if (alpha <= 0 || x < 0 || y < 0 || x >= this.width || y >= this.height) return;
    const i = (y * this.width + x) * 3;
    for (let c = 0; c < 3; c++) this.rgb[i + c] += (color[c] - this.rgb[i + c]) * Math.min(alpha, 1);
  }

  /** An anti-aliased line (or dot, when both ends are one point) of half width `half` pixels. */
  line(stroke: Stroke, color: Rgb, half: number): void {
    const [x1, y1, x2, y2] = stroke;
    const left = Math.floor(Math.min(x1, x2) - half - 1);
    const top = Math.floor(Math.min(y1, y2) - half - 1);
    for (let y = Math.max(0, top); y <= Math.min(this.height - 1, Math.max(y1, y2) + half + 1); y++) {
      for (let x = Math.max(0, left); x <= Math.min(this.width - 1, Math.max(x1, x2) + half + 1); x++) {
        this.blend(x, y, color, half - distanceToSegment(x + 0.5, y + 0.5, stroke) + 0.5);
      }
    }
  }

  toPng(): Buffer {
    // Uint8ClampedArray rounds and clamps (a speckled background may leave 0..255).
    return encodePng(this.width, this.height, new Uint8Array(Uint8ClampedArray.from(this.rgb).buffer));
  }
}

function background(canvas: Canvas): void {
  const base: Rgb = [uniform(232, 250), uniform(232, 250), uniform(236, 252)];
  const speckle = crypto.randomBytes(canvas.width * canvas.height);
  for (let p = 0; p < canvas.width * canvas.height; p++) {
    const shade = (speckle[p] / 255 - 0.5) * 22;
    for (let c = 0; c < 3; c++) canvas.rgb[p * 3 + c] = base[c] + shade;
  }
}

function randomLine(canvas: Canvas): Stroke {
  return [
    uniform(0, canvas.width * 0.3),
    uniform(0, canvas.height),
    uniform(canvas.width * 0.7, canvas.width),
    uniform(0, canvas.height),
  ];
}

/** Where each character sits and how it is turned: centre, scale (px per cell), shear, angle. */
interface Placement {
  cx: number;
  cy: number;
  sx: number;
  sy: number;
  shear: number;
  cos: number;
  sin: number;
  color: Rgb;
  strokes: readonly Stroke[];
}

function placements(code: string, width: number, height: number): Placement[] {
  const step = (width - 16) / code.length;
  return [...code].map((ch, i) => {
    const angle = uniform(-0.4, 0.4);
    return {
      cx: 8 + step * (i + 0.5) + uniform(-2.5, 2.5),
      cy: height / 2 + uniform(-2.5, 2.5),
      sx: uniform(3.2, 3.8),
      sy: uniform(3.3, 3.8),
      shear: uniform(-0.3, 0.3),
      cos: Math.cos(angle),
      sin: Math.sin(angle),
      color: darkColor(),
      strokes: glyphStrokes(ch),
    };
  });
}

/** The characters, sampled per pixel through the inverse of the warp and of each character's placement. */
function characters(canvas: Canvas, code: string): void {
  const glyphs = placements(code, canvas.width, canvas.height);
  const waveY = { amplitude: uniform(1.5, 3), period: uniform(45, 90), phase: uniform(0, 2 * Math.PI) };
  const waveX = { amplitude: uniform(0.5, 1.5), period: uniform(18, 36), phase: uniform(0, 2 * Math.PI) };
  const half = 0.46; // stroke half width, in cells
  for (let y = 0; y < canvas.height; y++) {
    for (let x = 0; x < canvas.width; x++) {
      const wx = x + 0.5 + waveX.amplitude * Math.sin((2 * Math.PI * y) / waveX.period + waveX.phase);
      const wy = y + 0.5 + waveY.amplitude * Math.sin((2 * Math.PI * x) / waveY.period + waveY.phase);
      for (const g of glyphs) {
        const dx = wx - g.cx;
        const dy = wy - g.cy;
        if (Math.abs(dx) > 18 || Math.abs(dy) > 20) continue;
        const ry = -dx * g.sin + dy * g.cos;
        const rx = dx * g.cos + dy * g.sin - g.shear * ry;
        const u = rx / g.sx + GLYPH_WIDTH / 2;
        const v = ry / g.sy + GLYPH_HEIGHT / 2;
        let nearest = Infinity;
        for (const stroke of g.strokes) nearest = Math.min(nearest, distanceToSegment(u, v, stroke));
        const scale = (g.sx + g.sy) / 2;
        canvas.blend(x, y, g.color, (half - nearest) * scale + 0.5);
      }
    }
  }
}

/** A wavy curve across the characters, thinner than their strokes. */
function curve(canvas: Canvas): void {
  const color = darkColor();
  const amplitude = uniform(3, 7);
  const period = uniform(60, 120);
  const phase = uniform(0, 2 * Math.PI);
  const middle = canvas.height / 2 + uniform(-6, 6);
  const at = (x: number) => middle + amplitude * Math.sin((2 * Math.PI * x) / period + phase);
  const from = uniform(0, 20);
  const to = canvas.width - uniform(0, 20);
  for (let x = from; x < to; x += 3) canvas.line([x, at(x), x + 3, at(x + 3)], color, 0.7);
}

/** The PNG of a captcha showing `code`. */
export function drawCaptchaPng(code: string): Buffer {
  const canvas = new Canvas(CAPTCHA_WIDTH, CAPTCHA_HEIGHT);
  background(canvas);
  for (let i = 0; i < 3; i++) canvas.line(randomLine(canvas), midColor(), 0.5);
  characters(canvas, code);
  curve(canvas);
  for (let i = 0; i < 2; i++) canvas.line(randomLine(canvas), midColor(), 0.4);
  for (let i = 0; i < 90; i++) {
    const x = crypto.randomInt(0, canvas.width);
    const y = crypto.randomInt(0, canvas.height);
    canvas.blend(x, y, crypto.randomInt(0, 2) ? darkColor() : midColor(), uniform(0.5, 1));
  }
  for (let i = 0; i < 12; i++) {
    const x = uniform(0, canvas.width);
    const y = uniform(0, canvas.height);
    canvas.line([x, y, x, y], midColor(), uniform(0.6, 1.1));
  }
  return canvas.toPng();
}
