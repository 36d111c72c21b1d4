import type { ThemeConfig } from "antd";
import type { MapToken } from "antd/es/theme/interface";
import consoleMapToken from "./consoleMapToken.json";
import { precomputedAlgorithm } from "./precomputedAlgorithm";

/**
 * The console's antd theme: the one place where colours are decided (issue 14). antd's defaults put text below
 * WCAG's 4.5:1 (the primary blue #1677ff is 4.1:1 on white, the secondary grey 3.4:1, the error red 3.3:1, the
 * status tags 1.8–3.0:1); these keep the look — the same blue family, one step darker — and reach 4.5:1 on white
 * and on the page's grey (#f0f2f5). Checked by index.test.ts.
 */
export const BRAND_BLUE = "#0958d9";
const BRAND_BLUE_HOVER = "#003eb3";
const BRAND_BLUE_ACTIVE = "#002c8c";
const ERROR_RED = "#cf1322";
const ERROR_RED_HOVER = "#a8071a";
/** Descriptions, breadcrumbs, the masked mobile, the footer: antd's tertiary text, darker (6.2:1 on white). */
export const TEXT_MUTED = "rgba(0,0,0,0.62)";
/**
 * Placeholders, and the chosen value of an open select (antd greys it out while you may type): 4.6:1 on white,
 * still clearly lighter than typed text (0.88).
 */
export const TEXT_PLACEHOLDER = "rgba(0,0,0,0.54)";
/** The page background behind the admin pages and the footer. */
export const PAGE_BACKGROUND = "#f0f2f5";

/** Text colours of the status tags (antd writes them in the status colour itself, on its pale background). */
export const TAG_TEXT = {
  colorSuccess: "#237804",
  colorWarning: "#ad4e00",
  colorError: ERROR_RED,
  colorInfo: BRAND_BLUE,
  // Preset colours (`<Tag color="green">`) use shade 7 as text: the light ones one shade darker.
  green7: "#237804",
  orange7: "#ad4e00",
  gold7: "#874d00",
  volcano7: "#ad2102",
  cyan7: "#006d75",
  lime7: "#3f6600",
  yellow7: "#876800",
} as const;

/** The console's seed: antd's, with these. */
export const consoleToken: ThemeConfig["token"] = {
  colorPrimary: BRAND_BLUE,
  colorInfo: BRAND_BLUE,
  colorLink: BRAND_BLUE,
  colorLinkHover: BRAND_BLUE_HOVER,
  colorLinkActive: BRAND_BLUE_ACTIVE,
  // Hovered, a default button's text and border take these (antd derives lighter ones, 4.2:1 and 2.4:1 on white;
  // axe measured the hovered 清空消息 at 4.2:1): one shade darker, as the links, and white on them still reads.
  colorPrimaryHover: BRAND_BLUE_HOVER,
  colorPrimaryTextHover: BRAND_BLUE_HOVER,
  colorPrimaryActive: BRAND_BLUE_ACTIVE,
  colorError: ERROR_RED,
  colorErrorHover: ERROR_RED_HOVER,
  colorErrorTextHover: ERROR_RED_HOVER,
  colorTextTertiary: TEXT_MUTED,
  colorTextDescription: TEXT_MUTED,
  colorTextPlaceholder: TEXT_PLACEHOLDER,
};

export const consoleTheme: ThemeConfig = {
  token: consoleToken,
  // antd's default algorithm, its answer for this seed worked out beforehand (precomputedAlgorithm.ts).
  algorithm: precomputedAlgorithm(consoleToken, consoleMapToken as MapToken),
  components: {
    Tag: TAG_TEXT,
  },
};
