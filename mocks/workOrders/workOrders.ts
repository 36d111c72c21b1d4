import { countRows } from "../db/counts";
import * as workOrders from "../../src/api/workOrders";
import type {
  WorkOrderDetail,
  WorkOrderMessage,
  WorkOrderQuery,
  WorkOrderReplyBody,
  WorkOrderRow,
} from "../../src/api/workOrders";
import {
  CANCEL_REASON_WORK_TYPE,
  workOrderActionRefusal,
  workOrderTransition,
  type WorkOrderAction,
} from "../../src/domain/workOrderActions";
import { WORK_ORDER_TYPE_OPTIONS } from "../../src/domain/workOrderTypes";
import { BIZ } from "../bizCodes";
import type { Db } from "../db/types";
import { BizError, invalid } from "../errors";
import { withVersions } from "../live/versions";
import { checkedRequest } from "../requestSchema";
import { defineRoutes, type HandlerContext } from "../router";
import { chinaDateTime } from "../time";
import { pageOf, paging, storedStrings, whereDayRange } from "../validate";

/**
 * The after-sales work order calls (spec §7 "Work orders"): the list and detail of the caller's own work orders,
 * the conversation actions and the cancel flow, the type and reason catalogues and the worker visibility switch.
 * Every action: valid input (400: the call's schema, src/api/wire/workOrders.ts, before the handler; a reason of the
 * catalogue and a rejection's reason here), the caller's work order (工单不存在), allowed in its status by
 * src/domain/workOrderActions.ts (WORK_ORDER_BIZ.refused, nothing written); then the message and the new statuses
 * in one transaction, whose one live event (emitted by the gateway) names the result status before → after and the
 * reply status the work order has now. Menu and button permissions are the gateway's (403).
 */

export const WORK_ORDER_BIZ = {
  notFound: BIZ.notFound,
  /** An action the work order's status or type does not allow. */
  refused: 200335001,
} as const;

export const WORK_ORDER_NOT_FOUND = "工单不存在";

interface WorkOrderRecord {
  id: number;
  work_order_no: string;
  provider_id: string;
  order_no: string;
  work_type: number;
  work_type_name: string;
  reason_name: string | null;
  result_status: number;
  response_status: number;
  process_state: string | null;
  assigned_type: number;
  worker_name: string | null;
  worker_show: 0 | 1;
  content: string;
  creator_name: string;
  created_at: string;
  deadline_at: string | null;
  attachments: string;
}

function toRow(r: WorkOrderRecord): WorkOrderRow {
  return {
    workOrderId: String(r.id),
    workOrderNo: r.work_order_no,
    orderNo: r.order_no,
    workType: r.work_type,
    workTypeName: r.work_type_name,
    reasonName: r.reason_name,
    resultStatus: r.result_status,
    responseStatus: r.response_status,
    processState: r.process_state as WorkOrderRow["processState"],
    content: r.content,
    creatorName: r.creator_name,
    workerName: r.worker_name,
    workerShow: r.worker_show,
    gmtCreatedTime: r.created_at,
    deadlineTime: r.deadline_at,
  };
}

/**
 * The list's WHERE from its filters (WorkOrderQuery, as the schema checked it: texts trimmed, codes whole numbers in
 * range, the times real moments or whole days); always the caller's own work orders.
 */
export function listWhere(search: WorkOrderQuery, providerId: string) {
  const clauses = ["provider_id = ?"];
  const args: unknown[] = [providerId];
  if (search.workOrderNo) {
    clauses.push("work_order_no = ?");
    args.push(search.workOrderNo);
  }
  if (search.orderNo) {
    clauses.push("order_no = ?");
    args.push(search.orderNo);
  }
  // The codes are 1 or more: absent and null are not given.
  if (search.workType) {
    clauses.push("work_type = ?");
    args.push(search.workType);
  }
  for (const [column, list] of [
    ["result_status", search.resultStatus ?? []],
    ["response_status", search.responseStatus ?? []],
  ] as const) {
    if (list.length === 0) continue;
    clauses.push(`${column} IN (${list.map(() => "?").join(",")})`);
    args.push(...list);
  }
  if (search.assignedType === 2) {
    // The provider's own ones, as needDealNums counts them (worker_id = the provider id).
    clauses.push("assigned_type = 2 AND worker_id = ?");
    args.push(providerId);
  } else if (search.assignedType === 1) {
    clauses.push("assigned_type = 1");
  }
  // A plain day is the whole day; a start after the end is refused.
  whereDayRange({ startTime: search.startTime, endTime: search.endTime }, "created_at", { clauses, args });
  return { sql: clauses.join(" AND "), args };
}

/** A work order's id: the schema read it as a whole number ≥ 1 (its text or the number in the request; the number here). */
const workOrderNumber = (id: workOrders.WorkOrderIdBody["workOrderId"]) => Number(id);

export function findWorkOrder(db: Db, providerId: string, id: number): WorkOrderRecord {
  const row = db.prepare("SELECT * FROM work_orders WHERE id = ? AND provider_id = ?").get(id, providerId) as
    WorkOrderRecord | undefined;
  if (!row) throw new BizError(WORK_ORDER_BIZ.notFound, WORK_ORDER_NOT_FOUND);
  return row;
}

function messagesOf(db: Db, id: number): WorkOrderMessage[] {
  const rows = db
    .prepare("SELECT * FROM work_order_messages WHERE work_order_id = ? ORDER BY created_at, id")
    .all(id) as {
    id: number;
    sender_role: string;
    sender_name: string;
    content: string;
    attachments: string;
    created_at: string;
  }[];
  return rows.map((m) => ({
    id: String(m.id),
    senderRole: m.sender_role,
    senderName: m.sender_name,
    content: m.content,
    attachments: storedStrings(m.attachments),
    gmtCreatedTime: m.created_at,
  }));
}

interface ActionInput {
  /** The message written to the conversation. */
  message: string;
  attachments: string[];
  agree?: boolean;
  reasonName?: string;
}

/**
 * An action on one work order, its input read from the checked request: find (工单不存在), check the domain table
 * (refused), then write the message and the transition together.
 */
function act(
  ctx: HandlerContext,
  action: WorkOrderAction,
  workOrderId: workOrders.WorkOrderIdBody["workOrderId"],
  input: ActionInput,
): null {
  const user = ctx.requireUser();
  const id = workOrderNumber(workOrderId);
  const row = findWorkOrder(ctx.db, user.providerId, id);
  const state = { resultStatus: row.result_status, workType: row.work_type };
  const refusal = workOrderActionRefusal(action, state);
  if (refusal) throw new BizError(WORK_ORDER_BIZ.refused, refusal);
  const next = workOrderTransition(action, state, input.agree);
  const now = chinaDateTime(ctx.clock());
  // Signed by the colleague who wrote it (their display name), not by the provider as a whole.
  const sender = user.displayName;
  ctx.db.transaction(() => {
    ctx.db
      .prepare(
        `INSERT INTO work_order_messages (work_order_id, sender_role, sender_name, content, attachments, created_at)
         VALUES (?, '服务商', ?, ?, ?, ?)`,
      )
      .run(id, sender, input.message, JSON.stringify(input.attachments), now);
    ctx.db
      .prepare(
        `UPDATE work_orders SET result_status = coalesce(?, result_status),
           response_status = coalesce(?, response_status), process_state = coalesce(?, process_state),
           reason_name = coalesce(?, reason_name), updated_at = ? WHERE id = ?`,
      )
      .run(
        next.resultStatus ?? null,
        next.responseStatus ?? null,
        next.processState ?? null,
        input.reasonName ?? null,
        now,
        id,
      );
  })();
  const after = findWorkOrder(ctx.db, user.providerId, id);
  ctx.live({
    change: {
      status: { from: row.result_status, to: after.result_status },
      facts: { responseStatus: after.response_status },
    },
    payload: { workOrderNo: row.work_order_no, action },
  });
  return null;
}

/** 同意取消 as the schema lets it through: true / false, 1 / 0 and their text. */
const agreed = (value: unknown) => value === true || value === 1 || value === "1" || value === "true";

export default defineRoutes((r) => {
  r.serve(workOrders.fetchList, (ctx) => {
    const providerId = ctx.requireUser().providerId;
    const search = checkedRequest(workOrders.fetchList, ctx.payload);
    const page = paging(search);
    const where = listWhere(search, providerId);
    const total = countRows(ctx.db, "work_orders", "", where.sql, where.args);
    const rows = ctx.db
      .prepare(
        `SELECT * FROM work_orders WHERE ${where.sql} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
      )
      .all(...where.args, page.size, page.offset) as WorkOrderRecord[];
    return pageOf(
      page,
      total,
      withVersions(ctx.db, "workOrders", rows.map(toRow), (row) => row.workOrderId),
    );
  });

  r.serve(workOrders.detail, (ctx): WorkOrderDetail => {
    const id = workOrderNumber(checkedRequest(workOrders.detail, ctx.payload).workOrderId);
    const row = findWorkOrder(ctx.db, ctx.requireUser().providerId, id);
    const [record] = withVersions(ctx.db, "workOrders", [toRow(row)], (one) => one.workOrderId);
    return { ...record, messages: messagesOf(ctx.db, row.id), attachments: storedStrings(row.attachments) };
  });

  const conversation = (body: WorkOrderReplyBody): ActionInput => ({
    message: body.content,
    attachments: body.attachments ?? [],
  });
  r.serve(workOrders.reply, (ctx) => {
    const body = checkedRequest(workOrders.reply, ctx.payload);
    return act(ctx, "reply", body.workOrderId, conversation(body));
  });
  r.serve(workOrders.appendMsg, (ctx) => {
    const body = checkedRequest(workOrders.appendMsg, ctx.payload);
    return act(ctx, "appendMsg", body.workOrderId, conversation(body));
  });
  r.serve(workOrders.response, (ctx) => {
    // content is the optional note (说明) beside the result.
    const body = checkedRequest(workOrders.response, ctx.payload);
    return act(ctx, "response", body.workOrderId, {
      message: `处理结果：${body.result}${body.content ? `\n${body.content}` : ""}`,
      attachments: body.attachments ?? [],
    });
  });
  r.serve(workOrders.confirmCancel, (ctx) => {
    const body = checkedRequest(workOrders.confirmCancel, ctx.payload);
    const agree = agreed(body.agree);
    if (!agree && !body.reason) invalid("请填写驳回原因");
    return act(ctx, "confirmCancel", body.workOrderId, {
      message: agree ? "同意取消" : `不同意取消，原因：${body.reason}`,
      attachments: [],
      agree,
    });
  });
  r.serve(workOrders.cancelOrderService, (ctx) => {
    const { workOrderId, reason } = checkedRequest(workOrders.cancelOrderService, ctx.payload);
    const known = ctx.db
      .prepare("SELECT 1 FROM work_order_reasons WHERE work_type = ? AND reason_name = ?")
      .get(CANCEL_REASON_WORK_TYPE, reason);
    if (!known) invalid("请选择取消原因");
    return act(ctx, "cancelService", workOrderId, {
      message: `服务商申请取消订单，原因：${reason}`,
      attachments: [],
      reasonName: reason,
    });
  });

  r.serve(workOrders.getWorkType, () =>
    WORK_ORDER_TYPE_OPTIONS.map((option) => ({ workType: option.code, workTypeName: option.label })),
  );
  r.serve(workOrders.fetchReasonByType, (ctx) => {
    // A query: the schema checked the text is the digits of 1-17, which come as sent.
    const workType = Number(checkedRequest(workOrders.fetchReasonByType, ctx.payload).workType);
    const rows = ctx.db
      .prepare("SELECT reason_id, reason_name FROM work_order_reasons WHERE work_type = ? ORDER BY reason_id")
      .all(workType) as { reason_id: number; reason_name: string }[];
    return rows.map((row) => ({ reasonId: String(row.reason_id), reasonName: row.reason_name, workType }));
  });

  r.serve(workOrders.switchWorkerShow, (ctx) => {
    const user = ctx.requireUser();
    const body = checkedRequest(workOrders.switchWorkerShow, ctx.payload);
    const id = workOrderNumber(body.workOrderId);
    const show = body.workerShow;
    const row = findWorkOrder(ctx.db, user.providerId, id);
    const refusal = workOrderActionRefusal("switchWorkerShow", {
      resultStatus: row.result_status,
      workType: row.work_type,
    });
    if (refusal) throw new BizError(WORK_ORDER_BIZ.refused, refusal);
    ctx.db
      .prepare("UPDATE work_orders SET worker_show = ?, updated_at = ? WHERE id = ?")
      .run(show, chinaDateTime(ctx.clock()), id);
    ctx.live({
      change: { fields: ["workerShow"] },
      payload: { workOrderNo: row.work_order_no, action: "switchWorkerShow", workerShow: show },
    });
    return null;
  });
});
