import type { Context, Hono } from "hono";
import { WORKER_REPLIES, type WorkerReply } from "../../src/domain/orders";
import { BizError, failure, ok } from "../errors";
import type { Db } from "../db/types";
import { defineRoutes, type ExtraRouteDeps } from "../router";
import { answerAssignment, awaitingAcceptance } from "./orderAssign";
import { devGuard, escapeHtml } from "../onboarding/paymentsExtras";
import { DEV_PAGE_STYLE } from "../devPageStyle";

/**
 * The worker app's answer to a dispatched order, for people walking the dispatch flow (issue 28 §1): a development
 * page, off unless the stand-in runs with STANDIN_DEV_PAGES=1, loopback only, same-site POSTs only (devGuard):
 *   GET  /api/__dev__/dispatch?provider=ID          the provider's 待接单 orders with 师傅接单 / 师傅拒单 buttons
 *                                                   (default provider: the demo account's);
 *   POST /api/__dev__/dispatch/:orderNo/accept      师傅接单 → 待预约;
 *   POST /api/__dev__/dispatch/:orderNo/reject      师傅拒单 → 待派单, the worker cleared, with the field `reason`
 *                                                   (default 「师傅拒单」): the provider gets a message (issue 41);
 * both with the form field (or JSON) `provider`, redirecting back with a notice (JSON to `Accept: application/json`).
 * The write and its "orders" live event are one transaction (orderAssign.answerAssignment).
 */
export const DISPATCH_DEV_PAGE = "/api/__dev__/dispatch";

interface ProviderChoice {
  id: string;
  name: string;
}

function providers(db: Db): ProviderChoice[] {
  return db
    .prepare("SELECT id, name FROM providers WHERE settle_phase > 5 ORDER BY name")
    .all() as ProviderChoice[];
}

/** The provider asked for, or the demo account's, or the first onboarded one. */
function chosenProvider(db: Db, asked: string | undefined): string | undefined {
  const all = providers(db);
  if (asked && all.some((p) => p.id === asked)) return asked;
  const demo = db.prepare("SELECT provider_id FROM accounts WHERE username = 'demo'").pluck().get() as
    string | undefined;
  return demo ?? all[0]?.id;
}

function page(db: Db, providerId: string | undefined, notice: string | undefined): string {
  const choices = providers(db)
    .map(
      (p) =>
        `<option value="${escapeHtml(p.id)}"${p.id === providerId ? " selected" : ""}>${escapeHtml(p.name)}</option>`,
    )
    .join("");
  const orders = providerId ? awaitingAcceptance(db, providerId) : [];
  const button = (orderNo: string, reply: WorkerReply) =>
    `<form method="post" action="${DISPATCH_DEV_PAGE}/${encodeURIComponent(orderNo)}/${reply}">
      <input type="hidden" name="provider" value="${escapeHtml(providerId ?? "")}">${
        reply === "reject"
          ? `<input name="reason" maxlength="100" placeholder="拒单原因（默认：师傅拒单）" aria-label="拒单原因">`
          : ""
      }
      <button type="submit">${WORKER_REPLIES[reply].label}</button></form>`;
  const rows =
    orders.length === 0
      ? `<tr><td colspan="5">暂无待接单的订单（在控制台派单后刷新本页）</td></tr>`
      : orders
          .map(
            (o) => `<tr data-order-no="${escapeHtml(o.order_no)}">
  <td>${escapeHtml(o.order_no)}</td><td>${escapeHtml(o.worker_name ?? "")}</td>
  <td>${escapeHtml(o.customer_name)}</td><td>${escapeHtml(o.distribute_time ?? "")}</td>
  <td class="ops">${button(o.order_no, "accept")} ${button(o.order_no, "reject")}</td>
</tr>`,
          )
          .join("\n");
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><title>开发用：师傅接单</title>
<style>
${DEV_PAGE_STYLE}
  .ops form { display: inline; }
</style></head>
<body>
<h1>开发用：师傅接单</h1>
<p class="dev">仅用于本地替身服务（stand-in）的开发与演示，代替师傅端的接单、拒单；生产环境不存在此页面。</p>
${notice ? `<p class="notice" role="status">${escapeHtml(notice)}</p>` : ""}
<form method="get" action="${DISPATCH_DEV_PAGE}">
  <label>服务商 <select name="provider">${choices}</select></label> <button type="submit">查看</button>
</form>
<table><thead><tr><th>订单号</th><th>师傅</th><th>客户</th><th>派单时间</th><th>操作</th></tr></thead>
<tbody>
${rows}
</tbody></table>
</body></html>`;
}

/** The POST's fields `provider` and `reason` (师傅拒单's): a form or JSON. */
async function postedFields(c: Context): Promise<{ provider: string; reason: string }> {
  const type = c.req.header("content-type") ?? "";
  let fields: Record<string, unknown> = {};
  if (type.includes("application/json")) {
    const body: unknown = await c.req.json().catch(() => ({}));
    if (typeof body === "object" && body !== null) fields = body as Record<string, unknown>;
  } else if (type.includes("form")) fields = await c.req.parseBody();
  const field = (name: string) => (typeof fields[name] === "string" ? (fields[name] as string) : "");
  return { provider: field("provider"), reason: field("reason") };
}

function replyOf(value: string): WorkerReply | undefined {
  return value === "accept" || value === "reject" ? value : undefined;
}

export function mountDispatchDevPage(app: Hono, deps: ExtraRouteDeps): void {
  if (!deps.settings.devPages) return;
  const { db, clock } = deps;
  app.use(`${DISPATCH_DEV_PAGE}/*`, devGuard(deps));
  app.use(DISPATCH_DEV_PAGE, devGuard(deps));
  app.get(DISPATCH_DEV_PAGE, (c) =>
    c.html(page(db, chosenProvider(db, c.req.query("provider")), c.req.query("notice") ?? undefined)),
  );
  app.post(`${DISPATCH_DEV_PAGE}/:orderNo/:reply`, async (c) => {
    const wantsJson = (c.req.header("accept") ?? "").includes("application/json");
    const reply = replyOf(c.req.param("reply"));
    if (!reply) return c.json(failure(404, "未知操作"), 404);
    const posted = await postedFields(c);
    const providerId = chosenProvider(db, posted.provider);
    let notice: string;
    try {
      if (!providerId) throw new BizError(404, "没有可选的服务商");
      const order = answerAssignment(db, providerId, c.req.param("orderNo"), reply, clock(), posted.reason);
      const rule = WORKER_REPLIES[reply];
      if (wantsJson) return c.json(ok({ orderNo: order.order_no, orderStatus: rule.to }));
      notice = `订单 ${order.order_no}：${rule.label}成功`;
    } catch (error) {
      if (!(error instanceof BizError)) throw error;
      if (wantsJson) return c.json(failure(error.code, error.message), 409);
      notice = error.message;
    }
    const query = `provider=${encodeURIComponent(providerId ?? "")}&notice=${encodeURIComponent(notice)}`;
    return c.redirect(`${DISPATCH_DEV_PAGE}?${query}`, 303);
  });
}

/** No contract calls: the module only mounts the development page. */
export default defineRoutes(() => undefined, mountDispatchDevPage);
