/**
 * The captcha's font, defined here: each character of the captcha alphabet as strokes (polylines) in a box 4 units
 * wide and 6 high, y downwards. Drawn as round lines of any width, at any size and angle, they stay smooth where a
 * bitmap font would turn blocky (and its N would read as H). Only the server has it: the answer is pixels.
 */

/** The captcha alphabet: no 0/O, 1/I/L, which a person confuses. */
export const CAPTCHA_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";

export const GLYPH_WIDTH = 4;
export const GLYPH_HEIGHT = 6;

/** Polylines separated by "|", each a list of "x,y" points. */
const OUTLINES: Record<string, string> = {
  "2": "0,1.2 1,0.1 3,0.1 4,1.2 4,2.2 0,6 4,6",
  "3": "0,0.8 1,0 3,0 4,1 4,2 3,3 1.5,3 | 3,3 4,4 4,5 3,6 1,6 0,5.2",
  "4": "3,6 3,0 0,4.2 4,4.2",
  "5": "4,0 0.3,0 0,2.8 1,2.4 3,2.4 4,3.4 4,5 3,6 1,6 0,5.2",
  "6": "3.8,0.6 3,0 1,0 0,1 0,5 1,6 3,6 4,5 4,3.6 3,2.6 1,2.6 0,3.6",
  "7": "0,0 4,0 1.5,6",
  "8": "1,3 0,2 0,1 1,0 3,0 4,1 4,2 3,3 1,3 0,4 0,5 1,6 3,6 4,5 4,4 3,3",
  "9": "0.2,5.4 1,6 3,6 4,5 4,1 3,0 1,0 0,1 0,2.4 1,3.4 3,3.4 4,2.4",
  A: "0,6 2,0 4,6 | 0.7,4 3.3,4",
  B: "0,0 0,6 3,6 4,5 4,4 3,3 0,3 | 0,0 3,0 4,1 4,2 3,3",
  C: "4,1 3,0 1,0 0,1 0,5 1,6 3,6 4,5",
  D: "0,0 0,6 2.5,6 4,4.5 4,1.5 2.5,0 0,0",
  E: "4,0 0,0 0,6 4,6 | 0,3 3,3",
  F: "4,0 0,0 0,6 | 0,3 3,3",
  G: "4,1 3,0 1,0 0,1 0,5 1,6 3,6 4,5 4,3.4 2.2,3.4",
  H: "0,0 0,6 | 4,0 4,6 | 0,3 4,3",
  J: "1.5,0 4,0 | 3,0 3,5 2,6 1,6 0,5",
  K: "0,0 0,6 | 4,0 0,3.6 | 1.3,2.6 4,6",
  M: "0,6 0,0 2,3.5 4,0 4,6",
  N: "0,6 0,0 4,6 4,0",
  P: "0,6 0,0 3,0 4,1 4,2 3,3 0,3",
  Q: "1,0 3,0 4,1 4,5 3,6 1,6 0,5 0,1 1,0 | 2.4,4.2 4.2,6.2",
  R: "0,6 0,0 3,0 4,1 4,2 3,3 0,3 | 2,3 4,6",
  S: "4,1 3,0 1,0 0,1 0,2 1,3 3,3 4,4 4,5 3,6 1,6 0,5",
  T: "0,0 4,0 | 2,0 2,6",
  U: "0,0 0,5 1,6 3,6 4,5 4,0",
  V: "0,0 2,6 4,0",
  W: "0,0 1,6 2,2.5 3,6 4,0",
  X: "0,0 4,6 | 4,0 0,6",
  Y: "0,0 2,3 4,0 | 2,3 2,6",
  Z: "0,0 4,0 0,6 4,6",
};

/** A straight stroke from (x1, y1) to (x2, y2) in glyph units. */
export type Stroke = readonly [x1: number, y1: number, x2: number, y2: number];

function strokesOf(outline: string): Stroke[] {
  return outline.split("|").flatMap((polyline) => {
    const points = polyline
      .trim()
      .split(/\s+/)
      .map((point) => point.split(",").map(Number));
    return points.slice(1).map(([x, y], i): Stroke => [points[i][0], points[i][1], x, y]);
  });
}

const STROKES = new Map(Object.entries(OUTLINES).map(([ch, outline]) => [ch, strokesOf(outline)]));

/** The strokes of a captcha character (throws for a character outside the alphabet). */
export function glyphStrokes(ch: string): readonly Stroke[] {
  const strokes = STROKES.get(ch);
  if (!strokes) throw new Error(`captcha font: no glyph for ${JSON.stringify(ch)}`);
  return strokes;
}
