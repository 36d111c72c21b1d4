/**
 * Tiny sample files for the seed, made here rather than shipped (only the 6 KB video is a file, samples/):
 * PNG pictures, a WAV tone, a one-page PDF and an RTF text saved as .doc (word processors open it).
 */
import fs from "node:fs";
import { fileURLToPath } from "node:url";
import zlib from "node:zlib";

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

export type Rgb = readonly [number, number, number];

/** A width × height RGB PNG: a vertical gradient from `top` to `bottom` with light diagonal stripes. */
export function samplePng(width: number, height: number, top: Rgb, bottom: Rgb): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    raw[row] = 0; // filter: none
    const t = y / Math.max(1, height - 1);
    for (let x = 0; x < width; x++) {
      const stripe = Math.floor((x + y) / 16) % 2 === 0 ? 18 : 0;
      for (let c = 0; c < 3; c++) {
        raw[row + 1 + x * 3 + c] = Math.min(255, Math.round(top[c] + (bottom[c] - top[c]) * t) + stripe);
      }
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", zlib.deflateSync(raw)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A mono 8-bit 8 kHz WAV: a `hz` tone of `seconds`, fading out. */
export function sampleWav(seconds: number, hz: number): Buffer {
  const rate = 8000;
  const samples = Math.round(rate * seconds);
  const data = Buffer.alloc(samples);
  for (let i = 0; i < samples; i++) {
    const fade = 1 - i / samples;
    data[i] = 128 + Math.round(90 * fade * Math.sin((2 * Math.PI * hz * i) / rate));
  }
  const header = Buffer.alloc(44);
  header.write("RIFF", 0, "ascii");
  header.writeUInt32LE(36 + samples, 4);
  header.write("WAVEfmt ", 8, "ascii");
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate, 28); // byte rate
  header.writeUInt16LE(1, 32); // block align
  header.writeUInt16LE(8, 34); // bits
  header.write("data", 36, "ascii");
  header.writeUInt32LE(samples, 40);
  return Buffer.concat([header, data]);
}

/** A one-page PDF with lines of ASCII text (Helvetica; Chinese would need an embedded font). */
export function samplePdf(lines: readonly string[]): Buffer {
  const escape = (line: string) => line.replace(/[\\()]/g, (m) => `\\${m}`);
  const text = lines.map(
    (line, i) => `BT /F1 ${i === 0 ? 20 : 12} Tf 72 ${720 - i * 28} Td (${escape(line)}) Tj ET`,
  );
  const stream = text.join("\n");
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${Buffer.byteLength(stream)} >>\nstream\n${stream}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let out = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out);
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("");
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, "latin1");
}

/** An RTF document (Chinese as \uN escapes), which word processors open under a .doc name. */
export function sampleRtfDoc(lines: readonly string[]): Buffer {
  const encode = (line: string) =>
    Array.from(line, (ch) => {
      const code = ch.codePointAt(0) ?? 63;
      return code < 128
        ? ch.replace(/[\\{}]/g, (m) => `\\${m}`)
        : `\\u${code > 32767 ? code - 65536 : code}?`;
    }).join("");
  const body = lines.map((line) => `${encode(line)}\\par`).join("\n");
  return Buffer.from(
    `{\\rtf1\\ansi\\ansicpg936\\deff0{\\fonttbl{\\f0 SimSun;}}\\f0\\fs24\n${body}\n}`,
    "ascii",
  );
}

/** The shipped 2-second 160 × 120 VP8 clip (6 KB). */
export function sampleWebm(): Buffer {
  return fs.readFileSync(fileURLToPath(new URL("./samples/sample.webm", import.meta.url)));
}
