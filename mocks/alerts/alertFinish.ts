import * as data from "../../src/api/data";
import { alertFinishRefusal } from "../../src/domain/alerts";
import { BIZ } from "../bizCodes";
import { BizError } from "../errors";
import { checkedRequest } from "../requestSchema";
import { defineRoutes } from "../router";
import { chinaDateTime } from "../time";
import { ALERT_NOT_FOUND } from "./alerts";
import { ORDER_BIZ } from "../orders/orderStore";

/**
 * 预警完结 (order:alertFinish): the provider closes an open alert by hand with what was done (处理说明). Refused:
 * another provider's or a missing alert (预警记录不存在), one already closed or lapsed (200334001, the rule of
 * src/domain/alerts.ts `alertFinishRefusal`). The status, the finish time, the remark and a track entry are written
 * in one transaction, with its live event ("alerts" "closed", emitted by the gateway). Alerts also close with their orders (mocks/db/migrations/031_alerts_003_follow_orders.ts); this is for the ones no
 * order step ends (a complaint, a customer's urging).
 */
export default defineRoutes((r) => {
  r.serve(data.alertFinish, (ctx) => {
    const user = ctx.requireUser();
    // The schema has checked both: 预警编号 a whole number from 1 (digits sent as text read as their number), 处理说明
    // 1 to 200 characters.
    const request = checkedRequest(data.alertFinish, ctx.payload);
    const alertId = Number(request.alertId);
    const { remark } = request;
    const alert = ctx.db
      .prepare("SELECT handle_status, order_no FROM order_alerts WHERE alert_id = ? AND provider_id = ?")
      .get(alertId, user.providerId) as { handle_status: number; order_no: string } | undefined;
    if (!alert) throw new BizError(BIZ.notFound, ALERT_NOT_FOUND);
    const refusal = alertFinishRefusal(alert.handle_status);
    if (refusal) throw new BizError(ORDER_BIZ.refused, refusal);
    const now = chinaDateTime(ctx.clock());
    ctx.db.transaction(() => {
      ctx.db
        .prepare("UPDATE order_alerts SET handle_status = 2, finish_time = ?, remark = ? WHERE alert_id = ?")
        .run(now, remark, alertId);
      ctx.db
        .prepare("INSERT INTO alert_tracks (alert_id, content, operator, created_at) VALUES (?, ?, ?, ?)")
        .run(alertId, `完结预警：${remark}`, user.displayName, now);
    })();
    ctx.live({
      change: { status: { from: alert.handle_status, to: 2 } },
      payload: { orderNo: alert.order_no, alertIds: [alertId], count: 1 },
    });
    return null;
  });
});
