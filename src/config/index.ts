import { devDefaults } from "./devDefaults";

/**
 * Console configuration, read at build time from Vite's environment (`VITE_*`, see README "Configuration").
 * Every value falls back to the development default so that a fresh clone runs against the stand-in API.
 */
const env: Record<string, string | undefined> =
  typeof import.meta !== "undefined" && import.meta.env ? (import.meta.env as Record<string, string>) : {};

function pick(name: string, fallback: string): string {
  const value = env[name];
  return value !== undefined && value !== "" ? value : fallback;
}

export const config = {
  apiBaseUrl: pick("VITE_API_BASE_URL", devDefaults.apiBaseUrl),
  accessKey: pick("VITE_ACCESS_KEY", devDefaults.accessKey),
  accessSecret: pick("VITE_ACCESS_SECRET", devDefaults.accessSecret),
  clientId: pick("VITE_CLIENT_ID", devDefaults.clientId),
  clientSecret: pick("VITE_CLIENT_SECRET", devDefaults.clientSecret),
  loginPublicKey: pick("VITE_LOGIN_PUBLIC_KEY", devDefaults.loginPublicKey),
  /** Platform code sent with message calls. */
  platform: pick("VITE_PLATFORM", "provider"),
  /** Footer licence and filing text. */
  footerText: pick(
    "VITE_FOOTER_TEXT",
    "© 2026 家装服务平台 版权所有 · 增值电信业务经营许可证 粤B2-20260001 · 粤ICP备20260001号",
  ),
  requestTimeoutMs: 10_000,
  /**
   * How stored files get the address the browser loads them from: "signed" asks the gateway (fileUrls) for
   * short-lived signed addresses; "direct" uses `<base>/…/file/download?filePath=…` as it is, for a gateway that
   * serves files by path without a signature.
   */
  fileUrls: pick("VITE_FILE_URLS", "signed") === "direct" ? ("direct" as const) : ("signed" as const),
  /**
   * Live updates (issue 28 §2, src/providers/live): "push" reads the stand-in's / gateway's event stream and polls
   * while it fails; "poll" reads the counts every `livePollMs` (any gateway); "off" neither.
   */
  live: liveTransport(pick("VITE_LIVE", "push")),
  livePollMs: Math.max(1_000, Number(pick("VITE_LIVE_POLL_MS", "30000")) || 30_000),
} as const;

function liveTransport(value: string): "push" | "poll" | "off" {
  return value === "poll" || value === "off" ? value : "push";
}

export type ConsoleConfig = typeof config;
