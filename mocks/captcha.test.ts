// @vitest-environment node
/**
 * The picture captcha is drawn on the server as pixels (issue 31 §3): the answer is a PNG data URL of the size the
 * old SVG had, holding no text chunk and none of the characters as text, different every time for one code; the
 * code is still logged and checked as before (mocks/messages/basicPublic.test.ts).
 */
import zlib from "node:zlib";
import * as basicPublic from "../src/api/basicPublic";
import { CAPTCHA_LENGTH } from "./captcha";
import { CAPTCHA_ALPHABET, GLYPH_HEIGHT, GLYPH_WIDTH, glyphStrokes } from "./captchaFont";
import { CAPTCHA_HEIGHT, CAPTCHA_WIDTH, drawCaptchaPng } from "./captchaImage";
import { createTestStandIn } from "./testing";

interface DecodedPng {
  width: number;
  height: number;
  chunkTypes: string[];
  /** The rows as stored: a filter byte, then 3 bytes per pixel. */
  rows: Buffer;
}

/** Reads a PNG written by mocks/png.ts, checking its signature and every chunk's CRC. */
function decodePng(png: Buffer): DecodedPng {
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const chunkTypes: string[] = [];
  const data: Buffer[] = [];
  let header: Buffer = Buffer.alloc(0);
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    const type = png.toString("latin1", at + 4, at + 8);
    const body = png.subarray(at + 8, at + 8 + length);
    expect(png.readUInt32BE(at + 8 + length), `${type} CRC`).toBe(
      zlib.crc32(png.subarray(at + 4, at + 8 + length)),
    );
    chunkTypes.push(type);
    if (type === "IHDR") header = body;
    if (type === "IDAT") data.push(body);
    at += 12 + length;
  }
  return {
    width: header.readUInt32BE(0),
    height: header.readUInt32BE(4),
    chunkTypes,
    rows: zlib.inflateSync(Buffer.concat(data)),
  };
}

/** The pixels (RGB) of decoded rows of filter type 0. */
function pixelsOf({ width, height, rows }: DecodedPng): Buffer {
  const stride = width * 3 + 1;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    expect(rows[y * stride]).toBe(0);
    rows.copy(pixels, y * width * 3, y * stride + 1, (y + 1) * stride);
  }
  return pixels;
}

describe("the picture captcha", () => {
  it("answers a PNG data URL of 120 × 40 with the characters in no text", async () => {
    const s = createTestStandIn();
    const { status, body, response } = await s.call(basicPublic.verificationCodeLine);
    expect(status).toBe(200);
    expect(body.code).toBe(1);
    const { captchaKey, image } = body.data;
    const code = String(
      s.db.prepare("SELECT code FROM captchas WHERE captcha_key = ?").pluck().get(captchaKey),
    );
    expect(code).toMatch(new RegExp(`^[${CAPTCHA_ALPHABET}]{${CAPTCHA_LENGTH}}$`));
    expect(s.logs).toContain(`[captcha] key=${captchaKey} code=${code}`);

    const prefix = "data:image/png;base64,";
    expect(image.startsWith(prefix)).toBe(true);
    const png = Buffer.from(image.slice(prefix.length), "base64");
    expect(png.toString("base64")).toBe(image.slice(prefix.length));
    const decoded = decodePng(png);
    expect({ width: decoded.width, height: decoded.height }).toEqual({ width: 120, height: 40 });
    expect(decoded.chunkTypes).toEqual(["IHDR", "IDAT", "IEND"]);
    expect(decoded.rows.length).toBe((120 * 3 + 1) * 40);

    // Nowhere as text: not in the answer beside the image, not in the PNG or its pixel data.
    const answer = (await response.text()).replace(image.slice(prefix.length), "");
    expect(answer).not.toContain(code);
    expect(png.toString("latin1")).not.toContain(code);
    expect(decoded.rows.toString("latin1")).not.toContain(code);
    expect(answer).not.toMatch(/<svg|<text/);
  });

  it("draws one code differently every time, with the characters inked and noise around them", () => {
    const first = pixelsOf(decodePng(drawCaptchaPng("K7MW")));
    const second = pixelsOf(decodePng(drawCaptchaPng("K7MW")));
    let differing = 0;
    let dark = 0;
    for (let p = 0; p < CAPTCHA_WIDTH * CAPTCHA_HEIGHT; p++) {
      if ([0, 1, 2].some((c) => first[p * 3 + c] !== second[p * 3 + c])) differing++;
      if (first[p * 3] + first[p * 3 + 1] + first[p * 3 + 2] < 3 * 140) dark++;
    }
    expect(differing).toBeGreaterThan(CAPTCHA_WIDTH * CAPTCHA_HEIGHT * 0.5);
    // Four characters of about 3 px strokes make 650+ dark pixels; the noise alone at most about 350.
    expect(dark).toBeGreaterThan(500);
  });

  it("has a glyph inside the box for every character of the alphabet", () => {
    for (const ch of CAPTCHA_ALPHABET) {
      const strokes = glyphStrokes(ch);
      expect(strokes.length, ch).toBeGreaterThan(0);
      for (const [x1, y1, x2, y2] of strokes) {
        for (const x of [x1, x2]) expect(x, ch).toBeGreaterThanOrEqual(0);
        for (const x of [x1, x2]) expect(x, ch).toBeLessThanOrEqual(GLYPH_WIDTH + 0.5);
        for (const y of [y1, y2]) expect(y, ch).toBeGreaterThanOrEqual(0);
        for (const y of [y1, y2]) expect(y, ch).toBeLessThanOrEqual(GLYPH_HEIGHT + 0.5);
      }
    }
    expect(() => glyphStrokes("O")).toThrow();
  });
});
