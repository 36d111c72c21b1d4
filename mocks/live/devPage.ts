import type { Context, Hono } from "hono";
import { BizError, failure, ok } from "../errors";
import type { Db } from "../db/types";
import type { ExtraRouteDeps } from "../router";
import { devGuard, escapeHtml } from "../onboarding/paymentsExtras";
import { addCustomerReply, createLiveOrder, sendPlatformMessage } from "./writes";
import { openLiveAlert } from "./alertWrite";
import { DEV_PAGE_STYLE } from "../devPageStyle";

/**
 * What arrives from outside the console, on demand (issue 28 §2), for people and browser tests: a development page
 * exactly like /api/__dev__/payments (off unless STANDIN_DEV_PAGES=1, loopback clients only, no cross-site POSTs):
 *   GET  /api/__dev__/live                  a provider select and three buttons;
 *   POST /api/__dev__/live/order            新订单: a 待派单 order for form field providerId;
 *   POST /api/__dev__/live/reply            客户回复: a customer's reply on one of its open work orders;
 *   POST /api/__dev__/live/alert            新预警: an alert on its longest-waiting open order (alertWrite.ts);
 *   POST /api/__dev__/live/message          平台消息: a platform message to its accounts.
 * Each writes its live event in the same transaction and redirects back with a notice, or answers JSON
 * `{code, msg, data}` to `Accept: application/json` (a refusal answers HTTP 409).
 */
export const LIVE_DEV_PAGE = "/api/__dev__/live";

const ACTIONS = {
  order: {
    label: "新订单",
    run: (db: Db, providerId: string, now: number) => {
      const order = createLiveOrder(db, providerId, now);
      return { data: order, notice: `已创建待派单订单 ${order.orderNo}` };
    },
  },
  reply: {
    label: "客户回复",
    run: (db: Db, providerId: string, now: number) => {
      const reply = addCustomerReply(db, providerId, now);
      return { data: reply, notice: `工单 ${reply.workOrderNo} 收到客户回复` };
    },
  },
  alert: {
    label: "新预警",
    run: (db: Db, providerId: string, now: number) => {
      const alert = openLiveAlert(db, providerId, now);
      return { data: alert, notice: `订单 ${alert.orderNo} 出现预警：${alert.alertTypeName}` };
    },
  },
  message: {
    label: "平台消息",
    run: (db: Db, providerId: string, now: number) => ({
      data: sendPlatformMessage(db, providerId, now),
      notice: "已发送平台消息",
    }),
  },
} as const;

type ActionName = keyof typeof ACTIONS;

function isAction(name: string): name is ActionName {
  return Object.hasOwn(ACTIONS, name);
}

interface ProviderOption {
  id: string;
  name: string;
}

function page(providers: ProviderOption[], selected: string | undefined, notice: string | undefined): string {
  const options = providers
    .map(
      (p) =>
        `<option value="${escapeHtml(p.id)}"${p.id === selected ? " selected" : ""}>${escapeHtml(p.name)}（${escapeHtml(p.id)}）</option>`,
    )
    .join("");
  const buttons = (["order", "reply", "alert", "message"] satisfies ActionName[])
    .map(
      (name) => `<button type="submit" formaction="${LIVE_DEV_PAGE}/${name}">${ACTIONS[name].label}</button>`,
    )
    .join(" ");
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><title>开发用：实时推送</title>
<style>
${DEV_PAGE_STYLE}
  button { margin-right: 8px; }
</style></head>
<body>
<h1>开发用：实时推送</h1>
<p class="dev">仅用于本地替身服务（stand-in）的开发与演示：模拟商家下单、客户回复工单和平台消息，已打开的工作台会实时收到；生产环境不存在此页面。</p>
${notice ? `<p class="notice" role="status">${escapeHtml(notice)}</p>` : ""}
<form method="post" action="${LIVE_DEV_PAGE}/order">
  <label>服务商 <select name="providerId">${options}</select></label>
  <p>${buttons}</p>
</form>
</body></html>`;
}

async function providerIdOf(c: Context): Promise<string> {
  const type = c.req.header("content-type") ?? "";
  let value: unknown;
  if (type.includes("application/json")) {
    const body: unknown = await c.req.json().catch(() => null);
    value = typeof body === "object" && body !== null && "providerId" in body ? body.providerId : undefined;
  } else if (type.includes("form")) value = (await c.req.parseBody()).providerId;
  if (typeof value !== "string" || value.trim() === "") throw new BizError(400, "请选择服务商");
  return value.trim();
}

export function mountLiveDevPage(app: Hono, deps: ExtraRouteDeps): void {
  if (!deps.settings.devPages) return;
  const { db, clock } = deps;
  app.use(LIVE_DEV_PAGE, devGuard(deps));
  app.use(`${LIVE_DEV_PAGE}/*`, devGuard(deps));
  app.get(LIVE_DEV_PAGE, (c) => {
    const providers = db
      .prepare("SELECT id, name FROM providers WHERE settle_phase > 5 ORDER BY id")
      .all() as ProviderOption[];
    return c.html(page(providers, c.req.query("providerId"), c.req.query("notice")));
  });
  app.post(`${LIVE_DEV_PAGE}/:action`, async (c) => {
    const name = c.req.param("action");
    if (!isAction(name)) return c.json(failure(404, "接口不存在"), 404);
    const wantsJson = (c.req.header("accept") ?? "").includes("application/json");
    let notice: string;
    let providerId = "";
    try {
      providerId = await providerIdOf(c);
      const result = ACTIONS[name].run(db, providerId, clock());
      if (wantsJson) return c.json(ok(result.data));
      notice = result.notice;
    } catch (error) {
      if (!(error instanceof BizError)) throw error;
      if (wantsJson) return c.json(failure(error.code, error.message), 409);
      notice = error.message;
    }
    const query = new URLSearchParams({ providerId, notice });
    return c.redirect(`${LIVE_DEV_PAGE}?${query.toString()}`, 303);
  });
}
