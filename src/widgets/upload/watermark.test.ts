import { WATERMARK_ANGLE, watermarkLayout } from "./watermark";

describe("watermark layout", () => {
  it("scales the font with the image, at least 14 px", () => {
    expect(watermarkLayout(1000, 2000, "仅供平台商品使用").fontSize).toBe(40);
    expect(watermarkLayout(100, 100, "仅供平台商品使用").fontSize).toBe(14);
  });

  it("stamps rows across the whole image, diagonally", () => {
    const width = 800;
    const height = 600;
    const layout = watermarkLayout(width, height, "仅供师傅注册使用");
    expect(layout.angle).toBe(WATERMARK_ANGLE);
    expect(layout.stamps.length).toBeGreaterThan(6);
    const inside = layout.stamps.filter((s) => s.x >= 0 && s.x <= width && s.y >= 0 && s.y <= height);
    expect(inside.length).toBeGreaterThan(4);
    // Every quarter of the image gets at least one stamp.
    for (const [qx, qy] of [
      [0, 0],
      [1, 0],
      [0, 1],
      [1, 1],
    ]) {
      const hit = layout.stamps.some(
        (s) =>
          s.x >= (qx * width) / 2 &&
          s.x < ((qx + 1) * width) / 2 &&
          s.y >= (qy * height) / 2 &&
          s.y < ((qy + 1) * height) / 2,
      );
      expect(hit).toBe(true);
    }
  });
});
