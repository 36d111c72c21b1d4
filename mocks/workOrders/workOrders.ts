import { countRows } from "../db/counts";
import * as workOrders from "../../src/api/workOrders";
import type { WorkOrderDetail, WorkOrderMessage, WorkOrderRow } from "../../src/api/workOrders";
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
import { defineRoutes, type HandlerContext } from "../router";
import { chinaDateTime } from "../time";
import { integer, pageOf, paging, storedStrings, text, whereDayRange } from "../validate";
import { statusList } from "./workOrdersLayout";

/**
 * The after-sales work order calls (spec §7 "Work orders"): the list and detail of the caller's own work orders,
 * the conversation actions and the cancel flow, the type and reason catalogues and the worker visibility switch.
 * Every action: valid input (400), the caller's work order (工单不存在), allowed in its status by
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
/** §5 default: at most 5 attachments. */
export const MAX_ATTACHMENTS = 5;
export const MAX_CONTENT = 500;

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

/** The list's WHERE from its filters (WorkOrderQuery); always the caller's own work orders. */
export function listWhere(payload: { [key: string]: unknown }, providerId: string) {
  const clauses = ["provider_id = ?"];
  const args: unknown[] = [providerId];
  const workOrderNo = text(payload.workOrderNo, "工单号", { max: 32, optional: true });
  if (workOrderNo) {
    clauses.push("work_order_no = ?");
    args.push(workOrderNo);
  }
  const orderNo = text(payload.orderNo, "订单号", { max: 32, optional: true });
  if (orderNo) {
    clauses.push("order_no = ?");
    args.push(orderNo);
  }
  const workType = integer(payload.workType, "工单类型", { min: 1, max: 17, optional: true });
  if (workType !== undefined) {
    clauses.push("work_type = ?");
    args.push(workType);
  }
  for (const [column, list] of [
    ["result_status", statusList(payload.resultStatus, "结果状态", 9)],
    ["response_status", statusList(payload.responseStatus, "回复状态", 5)],
  ] as const) {
    if (list.length === 0) continue;
    clauses.push(`${column} IN (${list.map(() => "?").join(",")})`);
    args.push(...list);
  }
  const assignedType = integer(payload.assignedType, "指派类型", { min: 1, max: 2, optional: true });
  if (assignedType === 2) {
    // The provider's own ones, as needDealNums counts them (worker_id = the provider id).
    clauses.push("assigned_type = 2 AND worker_id = ?");
    args.push(providerId);
  } else if (assignedType === 1) {
    clauses.push("assigned_type = 1");
  }
  whereDayRange(payload, "created_at", { clauses, args });
  return { sql: clauses.join(" AND "), args };
}

function workOrderId(ctx: HandlerContext): number {
  return integer(ctx.payload.workOrderId, "工单ID", { min: 1 });
}

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

function attachmentsOf(value: unknown): string[] {
  if (value === undefined || value === null || value === "") return [];
  if (!Array.isArray(value)) invalid("附件格式不正确");
  const paths = value.map((item) => (typeof item === "string" ? item.trim() : ""));
  if (paths.some((path) => path === "" || path.length > 300)) invalid("附件格式不正确");
  if (paths.length > MAX_ATTACHMENTS) invalid(`附件最多${MAX_ATTACHMENTS}个`);
  return paths;
}

function content(ctx: HandlerContext, name: string, label: string): string {
  return text(ctx.payload[name], label, { max: MAX_CONTENT });
}

interface ActionInput {
  /** The message written to the conversation. */
  message: string;
  attachments: string[];
  agree?: boolean;
  reasonName?: string;
}

/**
 * An action on one work order: parse (400), find (工单不存在), check the domain table (refused), then write the
 * message and the transition together.
 */
function act(
  ctx: HandlerContext,
  action: WorkOrderAction,
  parse: (ctx: HandlerContext) => ActionInput,
): null {
  const user = ctx.requireUser();
  const id = workOrderId(ctx);
  const input = parse(ctx);
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

function agreeFlag(value: unknown): boolean {
  if (value === true || value === 1 || value === "1" || value === "true") return true;
  if (value === false || value === 0 || value === "0" || value === "false") return false;
  return invalid("请选择是否同意取消");
}

export default defineRoutes((r) => {
  r.serve(workOrders.fetchList, (ctx) => {
    const providerId = ctx.requireUser().providerId;
    const page = paging(ctx.payload);
    const where = listWhere(ctx.payload, providerId);
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
    const row = findWorkOrder(ctx.db, ctx.requireUser().providerId, workOrderId(ctx));
    const [record] = withVersions(ctx.db, "workOrders", [toRow(row)], (one) => one.workOrderId);
    return { ...record, messages: messagesOf(ctx.db, row.id), attachments: storedStrings(row.attachments) };
  });

  const conversation = (ctx: HandlerContext): ActionInput => ({
    message: content(ctx, "content", "回复内容"),
    attachments: attachmentsOf(ctx.payload.attachments),
  });
  r.serve(workOrders.reply, (ctx) => act(ctx, "reply", conversation));
  r.serve(workOrders.appendMsg, (ctx) =>
    act(ctx, "appendMsg", (c) => ({
      message: content(c, "content", "追加内容"),
      attachments: attachmentsOf(c.payload.attachments),
    })),
  );
  r.serve(workOrders.response, (ctx) =>
    act(ctx, "response", (c) => {
      const result = content(c, "result", "处理结果");
      const note = text(c.payload.content, "说明", { max: MAX_CONTENT, optional: true });
      return {
        message: `处理结果：${result}${note ? `\n${note}` : ""}`,
        attachments: attachmentsOf(c.payload.attachments),
      };
    }),
  );
  r.serve(workOrders.confirmCancel, (ctx) =>
    act(ctx, "confirmCancel", (c) => {
      const agree = agreeFlag(c.payload.agree);
      const reason = text(c.payload.reason, "驳回原因", { max: MAX_CONTENT, optional: true });
      if (!agree && !reason) invalid("请填写驳回原因");
      return { message: agree ? "同意取消" : `不同意取消，原因：${reason}`, attachments: [], agree };
    }),
  );
  r.serve(workOrders.cancelOrderService, (ctx) =>
    act(ctx, "cancelService", (c) => {
      const reason = text(c.payload.reason, "取消原因", { max: 50 });
      const known = c.db
        .prepare("SELECT 1 FROM work_order_reasons WHERE work_type = ? AND reason_name = ?")
        .get(CANCEL_REASON_WORK_TYPE, reason);
      if (!known) invalid("请选择取消原因");
      return { message: `服务商申请取消订单，原因：${reason}`, attachments: [], reasonName: reason };
    }),
  );

  r.serve(workOrders.getWorkType, () =>
    WORK_ORDER_TYPE_OPTIONS.map((option) => ({ workType: option.code, workTypeName: option.label })),
  );
  r.serve(workOrders.fetchReasonByType, (ctx) => {
    const workType = integer(ctx.payload.workType, "工单类型", { min: 1, max: 17 });
    const rows = ctx.db
      .prepare("SELECT reason_id, reason_name FROM work_order_reasons WHERE work_type = ? ORDER BY reason_id")
      .all(workType) as { reason_id: number; reason_name: string }[];
    return rows.map((row) => ({ reasonId: String(row.reason_id), reasonName: row.reason_name, workType }));
  });

  r.serve(workOrders.switchWorkerShow, (ctx) => {
    const user = ctx.requireUser();
    const id = workOrderId(ctx);
    const show = integer(ctx.payload.workerShow, "师傅可见", { min: 0, max: 1 });
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
