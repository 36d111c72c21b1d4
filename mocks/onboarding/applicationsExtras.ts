import type { Context, Hono } from "hono";
import type { ProviderApplyInfo } from "../../src/api/worker/profile";
import { APPLY_STATUS, settlePhaseLabel } from "../../src/domain/onboarding";
import { canOpenAccount } from "../../src/domain/personal";
import { BizError, failure, ok } from "../errors";
import type { ExtraRouteDeps } from "../router";
import {
  listApplications,
  openAccount,
  reviewApplication,
  type ApplicationListItem,
  type Review,
} from "./applicationStore";
import { devGuard, escapeHtml } from "./paymentsExtras";
import { DEV_PAGE_STYLE } from "../devPageStyle";

/**
 * How an application gets reviewed in the stand-in (the platform's review is not part of the console):
 * - for people, a development page, exactly like /api/__dev__/payments: off unless STANDIN_DEV_PAGES=1, loopback
 *   clients only, no cross-site POSTs:
 *   GET  /api/__dev__/applications                      every application with 通过 / 驳回 (reason) buttons
 *                                                       (JSON to `Accept: application/json`);
 *   POST /api/__dev__/applications/:providerId/approve  approves (settlePhase 1 → 3);
 *   POST /api/__dev__/applications/:providerId/reject   form or JSON field auditAdvise; rejects (1 → 2);
 *   POST /api/__dev__/applications/:providerId/open     开通: opens the account of a provider whose deposit is
 *                                                       paid (settlePhase 5 → 6, first entry); refused otherwise.
 *   Each redirects back, or answers JSON `{code, msg, data}` to `Accept: application/json` (the browser test's
 *   hook; a refusal answers HTTP 409).
 * - for tests, with the test hooks on (STANDIN_TEST_HOOKS=1): POST /api/__test__/applications/:providerId/review,
 *   body {approve: true} or {approve: false, auditAdvise}.
 */
export const APPLICATION_DEV_PAGE = "/api/__dev__/applications";
export const APPLICATION_TEST_HOOK = "/api/__test__/applications";

const STATUS_LABEL: Record<number, string> = {
  [APPLY_STATUS.reviewing]: "审核中",
  [APPLY_STATUS.approved]: "已通过",
  [APPLY_STATUS.rejected]: "已驳回",
};

function row(item: ApplicationListItem): string {
  const id = encodeURIComponent(item.providerId);
  const actions =
    item.applyStatus === APPLY_STATUS.reviewing
      ? `<form method="post" action="${APPLICATION_DEV_PAGE}/${id}/approve" style="display:inline">
    <button type="submit">通过</button></form>
  <form method="post" action="${APPLICATION_DEV_PAGE}/${id}/reject" style="display:inline">
    <input name="auditAdvise" placeholder="驳回原因" aria-label="驳回原因" maxlength="200" required>
    <button type="submit">驳回</button></form>`
      : canOpenAccount(item.settlePhase)
        ? `<form method="post" action="${APPLICATION_DEV_PAGE}/${id}/open" style="display:inline">
    <button type="submit">开通</button></form>`
        : "—";
  return `<tr>
  <td>${escapeHtml(item.providerName)}</td><td>${escapeHtml(item.companyName)}</td>
  <td>${STATUS_LABEL[item.applyStatus] ?? item.applyStatus}</td><td>${settlePhaseLabel(item.settlePhase)}</td>
  <td>${escapeHtml(item.auditAdvise ?? "")}</td>
  <td>${escapeHtml(item.submitTime)}</td><td>${actions}</td>
</tr>`;
}

function devPage(items: ApplicationListItem[], notice: string | undefined): string {
  const body = items.length === 0 ? `<tr><td colspan="7">暂无入驻申请</td></tr>` : items.map(row).join("\n");
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><title>开发用：入驻申请审核</title>
<style>
${DEV_PAGE_STYLE}
</style></head>
<body>
<h1>开发用：入驻申请审核</h1>
<p class="dev">仅用于本地替身服务（stand-in）的开发与演示，代替平台的入驻审核与账号开通（保证金已缴的服务商在此开通）；生产环境不存在此页面。</p>
${notice ? `<p class="notice">${escapeHtml(notice)}</p>` : ""}
<p><a href="${APPLICATION_DEV_PAGE}">刷新列表</a></p>
<table><thead><tr><th>服务商</th><th>公司名称</th><th>状态</th><th>入驻阶段</th><th>驳回原因</th><th>提交时间</th><th>操作</th></tr></thead>
<tbody>
${body}
</tbody></table>
</body></html>`;
}

async function adviseOf(c: Context): Promise<string> {
  const type = c.req.header("content-type") ?? "";
  if (type.includes("application/json")) {
    const body = (await c.req.json().catch(() => ({}))) as Record<string, unknown>;
    return typeof body.auditAdvise === "string" ? body.auditAdvise : "";
  }
  const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
  const value = (form as Record<string, unknown>).auditAdvise;
  return typeof value === "string" ? value : "";
}

export function mountApplicationExtras(app: Hono, deps: ExtraRouteDeps): void {
  const { db, clock } = deps;

  if (deps.settings.devPages) {
    app.use(`${APPLICATION_DEV_PAGE}/*`, devGuard(deps));
    app.use(APPLICATION_DEV_PAGE, devGuard(deps));
    app.get(APPLICATION_DEV_PAGE, (c) =>
      (c.req.header("accept") ?? "").includes("application/json")
        ? c.json(ok(listApplications(db)))
        : c.html(devPage(listApplications(db), c.req.query("notice") ?? undefined)),
    );
    app.post(`${APPLICATION_DEV_PAGE}/:providerId/:action{approve|reject|open}`, async (c) => {
      const wantsJson = (c.req.header("accept") ?? "").includes("application/json");
      const action = c.req.param("action");
      const providerId = c.req.param("providerId");
      let notice: string;
      try {
        let info: ProviderApplyInfo;
        if (action === "open") {
          info = openAccount(db, providerId);
          notice = `${info.companyName} 的账号已开通`;
        } else {
          const approve = action === "approve";
          const review: Review = approve
            ? { approve: true }
            : { approve: false, auditAdvise: await adviseOf(c) };
          info = reviewApplication(db, providerId, review, clock());
          notice = `${info.companyName} 的入驻申请已${approve ? "通过" : "驳回"}`;
        }
        if (wantsJson) return c.json(ok(info));
      } catch (error) {
        if (!(error instanceof BizError)) throw error;
        if (wantsJson) return c.json(failure(error.code, error.message), 409);
        notice = error.message;
      }
      return c.redirect(`${APPLICATION_DEV_PAGE}?notice=${encodeURIComponent(notice)}`, 303);
    });
  }

  if (deps.settings.testHooks) {
    app.post(`${APPLICATION_TEST_HOOK}/:providerId/review`, async (c) => {
      try {
        const body = (await c.req.json()) as Record<string, unknown>;
        const review: Review =
          body.approve === true
            ? { approve: true }
            : { approve: false, auditAdvise: typeof body.auditAdvise === "string" ? body.auditAdvise : "" };
        return c.json(ok(reviewApplication(db, c.req.param("providerId"), review, clock())));
      } catch (error) {
        if (error instanceof BizError) return c.json(failure(error.code, error.message), 409);
        throw error;
      }
    });
  }
}
