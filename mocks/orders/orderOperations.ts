import type { Endpoint } from "../../src/api/endpoint";
import * as admin from "../../src/api/order/admin";
import * as operations from "../../src/api/order/operations";
import * as performance from "../../src/api/order/performance";
import type { RescheduleBody } from "../../src/api/order/performance";
import * as tmall from "../../src/api/order/tmall";
import type { AppointmentBody, SignInBody } from "../../src/api/order/types";
import type { ButtonCode } from "../../src/api/buttons";
import { BUTTON_LABELS } from "../../src/api/buttons";
import { FEE_TYPE_CODE } from "../../src/domain/orders";
import { reviewFlowOfPayment } from "../../src/domain/orders/feeReview";
import { BizError } from "../errors";
import { checkedRequest } from "../requestSchema";
import { defineRoutes, type HandlerContext, type Router } from "../router";
import { chinaDateTime } from "../time";
import { adjustRefund, adjustSettledBills } from "../bills/billAdjustments";
import { appointment, futureDateTime, given, yuanText, type Appointment } from "./orderInput";
import { followedAlerts, openAlertIds } from "../alerts/alertFollow";
import { assignWorker, autoAccept } from "../dispatch/orderAssign";
import { takingWorker } from "../dispatch/dispatchStore";
import { orderWriteDetails } from "./orderLive";
import { orderNoOf } from "./orders";
import {
  ORDER_BIZ,
  addTrack,
  assertCommand,
  customerMobileOf,
  findOrder,
  type OrderRecord,
} from "./orderStore";

/**
 * The operations on one order: worker performance (预约, 改约, 签到, 核销, 核销码; own and 天猫 calls), the
 * operations §7 has no call for (order/operations.ts) and refreshCustomMobile. Each one: the account holds the
 * button code (403, the gateway's check of the call's declared `button`), the input is valid (400: the call's request
 * schema, before the handler, then the step's own rules), the order is the caller's (订单不存在), ORDER_COMMANDS
 * allows the command on it (business error, nothing written); then the change and a track entry are written in one
 * transaction, whose one live event names the order's status before → after and the alerts the change closed
 * (orderLive.ts).
 */

interface Step<T, Req = unknown> {
  /**
   * The step's input from the request its endpoint's schema has checked (mocks/requestSchema.ts), with the rules the
   * schema cannot make (the clock, the domain's tables, one field by another); before the order is read.
   */
  parse(ctx: HandlerContext, request: Req): T;
  /** Checks against the order that the table cannot express; throws a BizError. */
  check?(ctx: HandlerContext, order: OrderRecord, input: T): void;
  /** Writes the change; returns the track content. */
  apply(ctx: HandlerContext, order: OrderRecord, input: T, now: number): string;
  /** What follows the track line in the same transaction (雇佣: the worker's 自动接单). */
  after?(ctx: HandlerContext, order: OrderRecord, input: T, now: number): void;
}

/** 1 own-platform call, 2 天猫 call, undefined either. */
type CallSource = 1 | 2 | undefined;

function sourceRefusal(order: OrderRecord, source: CallSource): string | null {
  if (source === 1 && order.order_source === 2) return "天猫订单请使用天猫订单的操作";
  if (source === 2 && order.order_source !== 2) return "该订单不是天猫订单";
  return null;
}

export function serveOperation<Req, T>(
  r: Router,
  endpoint: Endpoint<Req, unknown>,
  code: ButtonCode,
  step: Step<T, Req>,
  source?: CallSource,
): void {
  // The gateway refuses an account without the call's declared code: it must be the operation's own.
  const declared = endpoint.permission.button;
  if (declared.length !== 1 || declared[0] !== code)
    throw new Error(`${endpoint.path} declares ${declared.join(", ") || "no btn code"}, not ${code}`);
  const served: Endpoint = endpoint;
  r.serve(served, (ctx) => {
    const user = ctx.requireUser();
    const orderNo = orderNoOf(ctx.payload);
    const input = step.parse(ctx, checkedRequest(endpoint, ctx.payload));
    const order = findOrder(ctx.db, user.providerId, orderNo);
    const wrongSource = sourceRefusal(order, source);
    if (wrongSource) throw new BizError(ORDER_BIZ.refused, wrongSource);
    assertCommand(order, code);
    step.check?.(ctx, order, input);
    const now = ctx.clock();
    ctx.db.transaction(() => {
      const open = openAlertIds(ctx.db, order);
      const content = step.apply(ctx, order, input, now);
      addTrack(ctx.db, order.order_id, { type: code, name: BUTTON_LABELS[code], content }, user, now);
      step.after?.(ctx, order, input, now);
      // The triggers have closed or lapsed the alerts of an order this step finished or cancelled.
      ctx.live(orderWriteDetails(ctx.db, [order], followedAlerts(ctx.db, open)));
    })();
    return null;
  });
}

/** Yuan of a checked amount (two decimals at most) as cents. */
const cents = (yuan: number) => Math.round(yuan * 100);

const update = (ctx: HandlerContext, order: OrderRecord, set: string, ...args: (string | number | null)[]) =>
  ctx.db.prepare(`UPDATE orders SET ${set} WHERE order_id = ?`).run(...args, order.order_id);

const appointStep: Step<Appointment & { remark?: string }, AppointmentBody> = {
  parse: (ctx, body) => ({
    ...appointment(body.appointmentDate, body.timeSlot, ctx.clock()),
    remark: given(body.remark),
  }),
  apply(ctx, order, input) {
    update(
      ctx,
      order,
      `order_status = 8, next_appointment_time = ?, time_slot = ?, appointment_count = appointment_count + 1,
       appointment_failed = 0, place_status = 2`,
      input.start,
      input.slot,
    );
    return `预约上门时间 ${input.date} ${input.slot}${input.remark ? `，备注：${input.remark}` : ""}`;
  },
};

const rescheduleStep: Step<Appointment & { reason: string }, RescheduleBody> = {
  parse: (ctx, body) => ({
    ...appointment(body.appointmentDate, body.timeSlot, ctx.clock()),
    reason: body.reason,
  }),
  apply(ctx, order, input) {
    update(
      ctx,
      order,
      "next_appointment_time = ?, time_slot = ?, appointment_count = appointment_count + 1",
      input.start,
      input.slot,
    );
    return `改约至 ${input.date} ${input.slot}，原因：${input.reason}`;
  },
};

const signInStep: Step<{ images: string[] }, SignInBody> = {
  parse: (_ctx, body) => ({ images: body.images }),
  apply(ctx, order, input, now) {
    update(ctx, order, "order_status = 9, visit_time = ?", chinaDateTime(now));
    return `师傅已上门签到，照片 ${input.images.length} 张`;
  },
};

export default defineRoutes((r) => {
  serveOperation(r, performance.appointment, "order:appointment", appointStep, 1);
  serveOperation(r, tmall.appointment, "order:appointment", appointStep, 2);
  serveOperation(r, performance.visitModify, "order:reschedule", rescheduleStep, 1);
  serveOperation(r, tmall.visitModify, "order:reschedule", rescheduleStep, 2);
  serveOperation(r, performance.signIn, "order:signIn", signInStep, 1);
  serveOperation(r, tmall.signIn, "order:signIn", signInStep, 2);

  serveOperation(r, performance.verify, "order:verify", {
    parse: (_ctx, body) => ({ code: body.verifyCode }),
    check(_ctx, order, input) {
      if (input.code !== order.verify_code) throw new BizError(ORDER_BIZ.rejected, "核销码错误");
    },
    apply(ctx, order, _input, now) {
      update(ctx, order, "order_status = 10, finish_time = ?, settle_status = 1", chinaDateTime(now));
      return "核销码验证通过，服务完成";
    },
  });

  serveOperation(r, performance.verifyCode, "order:verifyCode", {
    parse: () => null,
    apply(ctx, order) {
      ctx.log(
        `[order] 核销码 ${order.verify_code} 已发送至客户 ${order.customer_mobile}（订单 ${order.order_no}）`,
      );
      return "已向客户发送核销码";
    },
  });

  serveOperation(r, operations.hangUp, "order:hangUp", {
    parse: (ctx, body) => ({
      reason: body.hangUpReason,
      resume: futureDateTime(body.expectResumeTime, "预计恢复时间", ctx.clock()),
    }),
    apply(ctx, order, input, now) {
      update(
        ctx,
        order,
        "hang_up = 1, hang_up_reason = ?, hang_up_time = ?, expect_resume_time = ?",
        input.reason,
        chinaDateTime(now),
        input.resume ?? null,
      );
      return `订单挂起，原因：${input.reason}${input.resume ? `，预计 ${input.resume} 恢复` : ""}`;
    },
  });

  serveOperation(r, operations.cancelHangUp, "order:cancelHangUp", {
    parse: () => null,
    apply(ctx, order) {
      update(ctx, order, "hang_up = 0, expect_resume_time = NULL");
      return "取消挂起，订单恢复服务";
    },
  });

  serveOperation(r, operations.checkGoods, "order:checkGoods", {
    parse: (_ctx, body) => ({ passed: body.passed, images: body.images, remark: given(body.remark) }),
    apply(ctx, order, input, now) {
      update(ctx, order, "goods_checked = 1");
      ctx.db
        .prepare(
          `INSERT OR REPLACE INTO order_results (order_id, kind, result, method, images, remark, created)
           VALUES (?, 'check', ?, NULL, ?, ?, ?)`,
        )
        .run(
          order.order_id,
          input.passed ? "合格" : "不合格",
          JSON.stringify(input.images),
          input.remark ?? null,
          chinaDateTime(now),
        );
      return `验货${input.passed ? "合格" : "不合格"}`;
    },
  });

  serveOperation(r, operations.buildConfirm, "order:buildConfirm", {
    parse: (_ctx, body) => ({ images: body.images, remark: given(body.remark) }),
    apply(ctx, order, input) {
      update(ctx, order, "build_confirmed = 1");
      return `施工确认，照片 ${input.images.length} 张${input.remark ? `，备注：${input.remark}` : ""}`;
    },
  });

  serveOperation(r, operations.cancelOrder, "order:cancel", {
    parse: (_ctx, body) => ({ reason: body.cancelReason }),
    apply(ctx, order, input) {
      update(
        ctx,
        order,
        "order_status = 12, cancel_reason = ?, hang_up = 0, place_status = CASE WHEN worker_id IS NULL THEN place_status ELSE 3 END",
        input.reason,
      );
      return `订单已取消，原因：${input.reason}`;
    },
  });

  serveOperation(r, operations.offer, "order:offer", {
    // The request may say the amount as digits; the schema's check hands the handler the number.
    parse: (_ctx, body) => ({ cents: cents(Number(body.amount)) }),
    apply(ctx, order, input, now) {
      addFee(ctx, order, FEE_TYPE_CODE.quote, input.cents, input.cents, 1, now);
      update(
        ctx,
        order,
        "order_status = 6, offer_cents = ?, total_cents = total_cents + ?, worker_total_cents = worker_total_cents + ?",
        input.cents,
        input.cents,
        input.cents,
      );
      return `报价 ${yuanText(input.cents)}`;
    },
  });

  serveOperation(r, operations.hire, "order:hire", {
    parse: (_ctx, body) => ({ workerId: body.workerId }),
    // The worker's state and 指派 settings decide (issue 41, mocks/dispatch/dispatchStore.ts).
    check(ctx, order, input) {
      takingWorker(ctx.db, order, input.workerId, ctx.clock());
    },
    apply(ctx, order, input, now) {
      const worker = takingWorker(ctx.db, order, input.workerId, now);
      assignWorker(ctx, order, worker.worker_id, now);
      return `雇佣师傅 ${worker.worker_name}`;
    },
    after: (ctx, order, input, now) => void autoAccept(ctx, order, input.workerId, now),
  });

  serveOperation(r, operations.refund, "order:refund", {
    parse: (_ctx, body) => ({ cents: cents(body.amount), reason: body.reason }),
    check(_ctx, order, input) {
      const left = order.paid_cents - order.refunded_cents;
      if (input.cents > left)
        throw new BizError(ORDER_BIZ.rejected, `退款金额不能超过可退金额${yuanText(left)}`);
    },
    apply(ctx, order, input, now) {
      addFee(ctx, order, FEE_TYPE_CODE.refund, input.cents, 0, 3, now);
      update(ctx, order, "refunded_cents = refunded_cents + ?", input.cents);
      // The refunded money leaves the provider's bill of this month (issue 43): a finished order's bill is left as is.
      const adjusted = adjustRefund(ctx.db, order, input.cents, input.reason, now);
      return `退款 ${yuanText(input.cents)}，原因：${input.reason}${adjusted}`;
    },
  });

  serveOperation(r, operations.abnormalFee, "order:abnormalFee", {
    parse: (_ctx, body) => ({ cents: cents(body.amount), reason: body.reason }),
    apply(ctx, order, input, now) {
      addFee(ctx, order, FEE_TYPE_CODE.workerAbnormal, input.cents, input.cents, 1, now);
      update(
        ctx,
        order,
        "total_cents = total_cents + ?, worker_total_cents = worker_total_cents + ?",
        input.cents,
        input.cents,
      );
      // Settled money does not change (issue 32 §1): a settled bill's share goes to the next open bill.
      const adjusted = adjustSettledBills(ctx.db, order, input.cents, input.reason, now);
      return `师傅异常费用 ${yuanText(input.cents)}，原因：${input.reason}${adjusted}`;
    },
  });

  // Answers the customer's current number as the customer section shows it (a 天猫 customer's masked, issue 43 P1).
  r.serve(admin.refreshCustomMobile, (ctx) => {
    const user = ctx.requireUser();
    const order = findOrder(ctx.db, user.providerId, orderNoOf(ctx.payload));
    assertCommand(order, "order:refreshCustomMobile");
    const now = ctx.clock();
    addTrack(
      ctx.db,
      order.order_id,
      { type: "order:refreshCustomMobile", name: "刷新客户号码", content: "刷新客户联系电话" },
      user,
      now,
    );
    ctx.live(orderWriteDetails(ctx.db, [order]));
    return { customerMobile: customerMobileOf(order) };
  });
});

function addFee(
  ctx: HandlerContext,
  order: OrderRecord,
  feeType: number,
  cents: number,
  workerCents: number,
  payStatus: number,
  now: number,
): void {
  // A 异常费用 (unpaid) waits for the merchant's review, 商家审核; a refund is paid out at once, 审核通过.
  const review = reviewFlowOfPayment(payStatus);
  ctx.db
    .prepare(
      `INSERT INTO order_fees (order_id, fee_type, amount_cents, worker_amount_cents, pay_status, review_flow, created)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(order.order_id, feeType, cents, workerCents, payStatus, review, chinaDateTime(now));
}
