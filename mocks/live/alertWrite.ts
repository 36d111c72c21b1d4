/**
 * An alert that opens on one of a provider's orders (issue 28 §2: "an alert opened"), as the platform's overdue
 * check would raise it: the provider's longest-waiting open order without an open alert (in the seed every waiting
 * order has one, so in practice a new order of the same page) gets the alert its state calls for (alertTypeOf), with its track's first entry and the "alerts opened" event in one transaction. The board's
 * summary follows by its triggers (mocks/db/alertSummarySchema.ts). Used by the development page /api/__dev__/live.
 */
import { ALERT_TYPES, alertTypeOf } from "../../src/domain/alerts";
import { labelOf } from "../../src/domain/enumeration";
import { BizError } from "../errors";
import type { Db } from "../db/types";
import { chinaDateTime } from "../time";
import { emitLiveEvent } from "./events";

interface WaitingOrder {
  orderNo: string;
  orderSource: number;
  orderStatus: number;
  workerId: string | null;
  workerName: string | null;
  customerName: string;
  urgent: number;
  appointmentFailed: number;
  hangUp: number;
  complaint: number;
}

export interface OpenedAlert {
  alertId: number;
  orderNo: string;
  alertTypeName: string;
}

export function openLiveAlert(db: Db, providerId: string, now: number): OpenedAlert {
  return db.transaction((): OpenedAlert => {
    const order = db
      .prepare(
        `SELECT o.order_no AS orderNo, o.order_source AS orderSource, o.order_status AS orderStatus,
           o.worker_id AS workerId, w.worker_name AS workerName, o.customer_name AS customerName, o.urgent,
           o.appointment_failed AS appointmentFailed, o.hang_up AS hangUp, o.complaint
         FROM orders o LEFT JOIN workers w ON w.worker_id = o.worker_id
         WHERE o.provider_id = ? AND o.order_status BETWEEN 3 AND 9
           AND NOT EXISTS (SELECT 1 FROM order_alerts a WHERE a.order_no = o.order_no AND a.handle_status = 1)
         ORDER BY o.created, o.order_id LIMIT 1`,
      )
      .get(providerId) as WaitingOrder | undefined;
    const type =
      order &&
      alertTypeOf({
        orderStatus: order.orderStatus,
        urgent: order.urgent === 1,
        appointmentFailed: order.appointmentFailed === 1,
        hangUp: order.hangUp === 1,
        complaint: order.complaint === 1,
      });
    if (!order || !type) throw new BizError(409, "该服务商没有未预警的进行中订单（可先创建新订单）");
    const at = chinaDateTime(now);
    const alertId = Number(
      db
        .prepare(
          `INSERT INTO order_alerts (provider_id, order_no, order_source, alert_type, handle_status, warned,
             worker_id, worker_name, customer_name, alert_time, finish_time) VALUES (?, ?, ?, ?, 1, 1, ?, ?, ?, ?, NULL)`,
        )
        .run(
          providerId,
          order.orderNo,
          order.orderSource,
          type,
          order.workerId,
          order.workerName,
          order.customerName,
          at,
        ).lastInsertRowid,
    );
    const alertTypeName = labelOf(ALERT_TYPES, type);
    db.prepare(
      "INSERT INTO alert_tracks (alert_id, content, operator, created_at) VALUES (?, ?, '系统', ?)",
    ).run(alertId, `系统生成预警：${alertTypeName}`, at);
    emitLiveEvent(
      db,
      {
        providerId,
        channel: "alerts",
        type: "opened",
        payload: { alertId, orderNo: order.orderNo, title: alertTypeName },
        ids: [String(alertId)],
        change: { status: { from: null, to: 1 } },
      },
      now,
    );
    return { alertId, orderNo: order.orderNo, alertTypeName };
  })();
}
