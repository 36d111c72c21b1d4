import { theme } from "antd";
import { contrastRatio } from "./contrast";
import { consoleTheme, PAGE_BACKGROUND, TAG_TEXT } from "./index";

const token = theme.getDesignToken(consoleTheme) as unknown as Record<string, string>;
const WHITE = "#ffffff";
const AA = 4.5;

describe("contrastRatio", () => {
  it("matches WCAG's figures", () => {
    expect(contrastRatio("#000", "#fff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#1677ff", WHITE)).toBeCloseTo(4.1, 1);
    expect(contrastRatio("#8c8c8c", WHITE)).toBeCloseTo(3.36, 2);
    // rgba text is composited over its background first.
    expect(contrastRatio("rgba(0,0,0,0.45)", WHITE)).toBeCloseTo(contrastRatio("#8c8c8c", WHITE), 1);
  });

  it("rejects a colour it cannot read", () => {
    expect(() => contrastRatio("blue", WHITE)).toThrow("不支持的颜色：blue");
  });
});

describe("the console theme reaches 4.5:1", () => {
  it.each(["colorPrimary", "colorLink", "colorTextDescription", "colorTextTertiary", "colorErrorText"])(
    "%s on white and on the page grey",
    (name) => {
      expect(contrastRatio(token[name], WHITE)).toBeGreaterThanOrEqual(AA);
      expect(contrastRatio(token[name], PAGE_BACKGROUND)).toBeGreaterThanOrEqual(AA);
    },
  );

  it("placeholders (and an open select's value) on the inputs' white", () => {
    expect(contrastRatio(token.colorTextPlaceholder, token.colorBgContainer)).toBeGreaterThanOrEqual(AA);
    // still lighter than typed text
    expect(contrastRatio(token.colorTextPlaceholder, WHITE)).toBeLessThan(
      contrastRatio(token.colorText, WHITE),
    );
  });

  it.each(["colorPrimaryHover", "colorPrimaryTextHover", "colorErrorHover", "colorErrorTextHover"])(
    "hovered button text %s on white, and white on it (a primary or danger button hovered)",
    (name) => {
      expect(contrastRatio(token[name], WHITE)).toBeGreaterThanOrEqual(AA);
      expect(contrastRatio(WHITE, token[name])).toBeGreaterThanOrEqual(AA);
    },
  );

  it.each(["colorPrimary", "colorError"])("white text on %s (primary and danger buttons, badges)", (name) => {
    expect(contrastRatio(WHITE, token[name])).toBeGreaterThanOrEqual(AA);
  });

  it("keeps the console's blue family (one shade darker than antd's)", () => {
    expect(token.colorPrimary).toBe("#0958d9");
  });

  it.each([
    ["colorSuccess", "colorSuccessBg"],
    ["colorWarning", "colorWarningBg"],
    ["colorError", "colorErrorBg"],
    ["colorInfo", "colorInfoBg"],
  ] as const)("status tag text %s on %s", (text, background) => {
    expect(contrastRatio(TAG_TEXT[text], token[background])).toBeGreaterThanOrEqual(AA);
  });

  it.each(Object.keys(TAG_TEXT).filter((k) => /7$/.test(k)))(
    "preset tag text %s on its pale background",
    (k) => {
      expect(
        contrastRatio(TAG_TEXT[k as keyof typeof TAG_TEXT], token[k.replace(/7$/, "1")]),
      ).toBeGreaterThanOrEqual(AA);
    },
  );
});
