/**
 * The image watermark of spec §9: images uploaded for the platform-goods and worker-register apps get their text
 * (rules.WATERMARK_TEXTS) drawn across them, in the browser, before upload — so the stored file is the watermarked
 * one. The text is repeated in diagonal rows (-30°), white at 45 % opacity with a dark outline, so it shows on light
 * and dark photos alike and cannot be cropped away.
 */

export interface WatermarkStamp {
  x: number;
  y: number;
}

export interface WatermarkLayout {
  /** px; scales with the image (4 % of its shorter side), at least 14. */
  fontSize: number;
  /** Radians. */
  angle: number;
  /** Centres of the stamps, in image coordinates (some lie partly outside: the canvas clips them). */
  stamps: WatermarkStamp[];
}

export const WATERMARK_ANGLE = -Math.PI / 6;

/** Where the text goes on a width × height image (pure; the tests check it covers the image). */
export function watermarkLayout(width: number, height: number, text: string): WatermarkLayout {
  const fontSize = Math.max(14, Math.round(Math.min(width, height) * 0.04));
  // Chinese glyphs are about one em wide; leave a gap of half the text between stamps.
  const stepX = Math.max(fontSize * text.length * 1.5, fontSize * 4);
  const stepY = fontSize * 5;
  const stamps: WatermarkStamp[] = [];
  let row = 0;
  for (let y = stepY / 2; y < height + stepY; y += stepY, row++) {
    const offset = row % 2 === 0 ? 0 : stepX / 2;
    for (let x = -stepX / 2 + offset; x < width + stepX; x += stepX) stamps.push({ x, y });
  }
  return { fontSize, angle: WATERMARK_ANGLE, stamps };
}

function loadImage(file: Blob): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => {
      URL.revokeObjectURL(url);
      resolve(image);
    };
    image.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error("图片无法读取"));
    };
    image.src = url;
  });
}

/**
 * The image with `text` drawn over it, as a new File of the same name and type (JPEG at quality 0.92; PNG stays
 * PNG). Rejects when the browser cannot decode or draw it.
 */
export async function addWatermark(file: File, text: string): Promise<File> {
  const image = await loadImage(file);
  const width = image.naturalWidth;
  const height = image.naturalHeight;
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext("2d");
  if (!context) throw new Error("浏览器不支持画布");
  context.drawImage(image, 0, 0);
  const layout = watermarkLayout(width, height, text);
  context.font = `${layout.fontSize}px "PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", sans-serif`;
  context.textAlign = "center";
  context.textBaseline = "middle";
  context.fillStyle = "rgba(255, 255, 255, 0.45)";
  context.strokeStyle = "rgba(0, 0, 0, 0.25)";
  context.lineWidth = Math.max(1, layout.fontSize / 14);
  for (const stamp of layout.stamps) {
    context.save();
    context.translate(stamp.x, stamp.y);
    context.rotate(layout.angle);
    context.strokeText(text, 0, 0);
    context.fillText(text, 0, 0);
    context.restore();
  }
  const type = file.type === "image/png" ? "image/png" : "image/jpeg";
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, 0.92));
  if (!blob) throw new Error("水印添加失败");
  return new File([blob], file.name, { type, lastModified: Date.now() });
}
