import type { Context, Hono, MiddlewareHandler } from "hono";
import { BizError, failure, ok } from "../errors";
import { isLoopback } from "../gateway";
import type { ExtraRouteDeps } from "../router";
import { chinaDateTime } from "../time";
import {
  openPayments,
  PAY_STATUS,
  PAY_STATUS_LABEL,
  settlePayment,
  setPaySource,
  type PaymentRow,
  type PayStatus,
} from "./paymentStore";
import { DEV_PAGE_STYLE } from "../devPageStyle";

/**
 * How a payment gets paid in the stand-in (nobody can pay its QR codes):
 * - for people, a development page, off unless the stand-in runs with STANDIN_DEV_PAGES=1 (`npm run dev` sets it;
 *   `npm start` does not), answering loopback clients only and refusing cross-site POSTs (another web site's form
 *   must not mark a payment paid):
 *   GET  /api/__dev__/payments              open payments with a 标记已支付 button;
 *   POST /api/__dev__/payments/:no/paid     marks one paid (redirects back; answers JSON to `Accept: application/json`);
 *                                           form field (or JSON) `amount`: what was paid, in yuan (default the
 *                                           payment's amount);
 * - for tests, with the test hooks on (STANDIN_TEST_HOOKS=1):
 *   GET  /api/__test__/payments             open payments (JSON);
 *   POST /api/__test__/payments/:no/status  body {payStatus?: 2 | 3 | -2, amount?: yuan} (default 3, completed, with
 *                                           the payment's own amount);
 *   POST /api/__test__/payments/paySource   body {username?: "demo", aliPay: 0|1, wechat: 0|1}.
 * A completion is what the payment service reports, amount included: paymentStore.settlePayment checks it against the
 * deposit (another amount: the payment fails, the deposit stays unpaid, 409 with the reason).
 */
export const PAYMENT_DEV_PAGE = "/api/__dev__/payments";
export const PAYMENT_TEST_HOOKS = "/api/__test__/payments";

export const DEV_PAGE_MESSAGES = {
  notLoopback: "开发页面仅限本机访问",
  crossSite: "拒绝跨站请求",
} as const;

/**
 * True when a POST comes from a page of the stand-in's own origin (or from no page at all, e.g. curl): the browser's
 * Sec-Fetch-Site says so, and an Origin header, when sent, names this host.
 */
export function isSameSitePost(c: Context): boolean {
  const site = c.req.header("sec-fetch-site");
  if (site !== undefined && site !== "same-origin" && site !== "none") return false;
  const origin = c.req.header("origin");
  if (origin === undefined) return true;
  try {
    return new URL(origin).host === (c.req.header("host") ?? new URL(c.req.url).host);
  } catch {
    return false;
  }
}

interface PaymentView {
  financeTransNo: string;
  contractNo: string;
  amount: number;
  payChannel: number;
  payStatus: PayStatus;
  createdAt: string;
}

function view(row: PaymentRow): PaymentView {
  return {
    financeTransNo: row.financeTransNo,
    contractNo: row.contractNo,
    amount: row.amountCents / 100,
    payChannel: row.payChannel,
    payStatus: row.payStatus,
    createdAt: chinaDateTime(row.createdAt),
  };
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

function devPage(rows: PaymentView[], notice: string | undefined): string {
  const body =
    rows.length === 0
      ? `<tr><td colspan="7">暂无待支付的支付单（在收银台打开二维码后刷新本页）</td></tr>`
      : rows
          .map(
            (row) => `<tr>
  <td>${escapeHtml(row.financeTransNo)}</td><td>${escapeHtml(row.contractNo)}</td>
  <td>¥${row.amount.toFixed(2)}</td><td>${row.payChannel === 2 ? "支付宝" : "微信"}</td>
  <td>${PAY_STATUS_LABEL[row.payStatus]}</td><td>${escapeHtml(row.createdAt)}</td>
  <td><form method="post" action="${PAYMENT_DEV_PAGE}/${encodeURIComponent(row.financeTransNo)}/paid">
    <label>实付金额 ¥<input name="amount" inputmode="decimal" size="10" value="${row.amount.toFixed(2)}"></label>
    <button type="submit">标记已支付</button></form></td>
</tr>`,
          )
          .join("\n");
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><title>开发用：模拟支付</title>
<style>
${DEV_PAGE_STYLE}
</style></head>
<body>
<h1>开发用：模拟支付</h1>
<p class="dev">仅用于本地替身服务（stand-in）的开发与演示，代替真实支付渠道的回调；生产环境不存在此页面。</p>
${notice ? `<p class="notice">${escapeHtml(notice)}</p>` : ""}
<p><a href="${PAYMENT_DEV_PAGE}">刷新列表</a></p>
<table><thead><tr><th>支付编号</th><th>合同编号</th><th>金额</th><th>渠道</th><th>状态</th><th>创建时间</th><th>操作</th></tr></thead>
<tbody>
${body}
</tbody></table>
</body></html>`;
}

function refusal(c: Context, error: unknown): Response {
  if (error instanceof BizError) return c.json(failure(error.code, error.message), 409);
  throw error;
}

function parseStatus(value: unknown): PayStatus {
  const n = value === undefined ? PAY_STATUS.completed : Number(value);
  if (n === -2 || n === 2 || n === 3) return n;
  throw new BizError(400, "payStatus 只能是 2、3 或 -2");
}

/** The amount a completion reports, in yuan (digits, at most 2 decimals), as cents; undefined when not given. */
export function reportedCents(value: unknown): number | undefined {
  if (value === undefined || value === null || value === "") return undefined;
  const written = typeof value === "number" ? String(value) : typeof value === "string" ? value.trim() : "";
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(written)) throw new BizError(400, "amount 须为金额（元，最多两位小数）");
  return Math.round(Number(written) * 100);
}

/** A hook's JSON body ({} when empty); anything else is refused with 400. */
function jsonObject(text: string): Record<string, unknown> {
  if (!text.trim()) return {};
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value === "object" && value !== null && !Array.isArray(value))
      return value as Record<string, unknown>;
  } catch {
    // Refused below.
  }
  throw new BizError(400, "请求体格式不正确");
}

/** The dev page's POST body: its form (or JSON from a script), possibly empty. */
async function devPostAmount(c: Context): Promise<number | undefined> {
  const type = c.req.header("content-type") ?? "";
  if (type.includes("application/json")) {
    return reportedCents(jsonObject(await c.req.text()).amount);
  }
  if (type.includes("form")) return reportedCents((await c.req.parseBody()).amount);
  return undefined;
}

function flag01(value: unknown, name: string): 0 | 1 {
  if (value === 0 || value === 1) return value;
  throw new BizError(400, `${name} 只能是 0 或 1`);
}

export function devGuard(deps: ExtraRouteDeps): MiddlewareHandler {
  return async (c, next) => {
    if (!isLoopback(deps.clientAddress(c))) return c.json(failure(403, DEV_PAGE_MESSAGES.notLoopback), 403);
    if (c.req.method !== "GET" && c.req.method !== "HEAD" && !isSameSitePost(c)) {
      return c.json(failure(403, DEV_PAGE_MESSAGES.crossSite), 403);
    }
    return next();
  };
}

export function mountPaymentExtras(app: Hono, deps: ExtraRouteDeps): void {
  const { db, clock } = deps;

  if (deps.settings.devPages) {
    app.use(`${PAYMENT_DEV_PAGE}/*`, devGuard(deps));
    app.use(PAYMENT_DEV_PAGE, devGuard(deps));
    app.get(PAYMENT_DEV_PAGE, (c) =>
      c.html(devPage(openPayments(db, clock()).map(view), c.req.query("notice") ?? undefined)),
    );
    app.post(`${PAYMENT_DEV_PAGE}/:no/paid`, async (c) => {
      const wantsJson = (c.req.header("accept") ?? "").includes("application/json");
      let notice: string;
      try {
        const paid = await devPostAmount(c);
        const row = settlePayment(db, c.req.param("no"), PAY_STATUS.completed, clock(), paid);
        if (wantsJson) return c.json(ok(view(row)));
        notice = `支付单 ${row.financeTransNo} 已标记为已支付`;
      } catch (error) {
        if (wantsJson) return refusal(c, error);
        if (!(error instanceof BizError)) throw error;
        notice = error.message;
      }
      return c.redirect(`${PAYMENT_DEV_PAGE}?notice=${encodeURIComponent(notice)}`, 303);
    });
  }

  if (deps.settings.testHooks) {
    app.get(PAYMENT_TEST_HOOKS, (c) => c.json(ok(openPayments(db, clock()).map(view))));
    app.post(`${PAYMENT_TEST_HOOKS}/paySource`, async (c) => {
      try {
        const body = (await c.req.json()) as Record<string, unknown>;
        const username = typeof body.username === "string" ? body.username : "demo";
        const providerId = db
          .prepare("SELECT provider_id FROM accounts WHERE username = ?")
          .pluck()
          .get(username);
        if (typeof providerId !== "string") throw new BizError(404, `no account ${username}`);
        const source = { aliPay: flag01(body.aliPay, "aliPay"), wechat: flag01(body.wechat, "wechat") };
        setPaySource(db, providerId, source);
        return c.json(ok(source));
      } catch (error) {
        return refusal(c, error);
      }
    });
    app.post(`${PAYMENT_TEST_HOOKS}/:no/status`, async (c) => {
      try {
        const body = jsonObject(await c.req.text());
        const status = parseStatus(body.payStatus);
        const row = settlePayment(db, c.req.param("no"), status, clock(), reportedCents(body.amount));
        return c.json(ok(view(row)));
      } catch (error) {
        return refusal(c, error);
      }
    });
  }
}
