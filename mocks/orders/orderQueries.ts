import * as merchant from "../../src/api/merchant";
import * as admin from "../../src/api/order/admin";
import * as tmall from "../../src/api/order/tmall";
import type { LabelItem } from "../../src/api/types";
import { labelOf } from "../../src/domain/enumeration";
import { FEE_TYPE, LOGISTICS_STATUS } from "../../src/domain/orders";
import type { Db } from "../db/types";
import { BizError } from "../errors";
import { checkedRequest } from "../requestSchema";
import { defineRoutes } from "../router";
import { orderNoOf } from "./orders";
import {
  ORDER_BIZ,
  assertCommand,
  feesOf,
  findOrder,
  goodsOf,
  startPriceDiffCents,
  toCustomer,
  yuan,
  type OrderRecord,
} from "./orderStore";

/**
 * The detail sections of an order (spec §7 queries under /pc/admin/order and orderFeedBack, the 天猫 queries),
 * and the merchant lookups. Reads need a login only; a section with nothing to show
 * answers null (a single record) or [] (a list).
 */

function parseJson<T>(raw: string | null, fallback: T): T {
  if (!raw) return fallback;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return fallback;
  }
}

function workerInfoRows(db: Db, orderId: number) {
  return db
    .prepare(
      `SELECT h.worker_id AS workerId, w.worker_name AS workerName, w.worker_mobile AS workerMobile,
         h.place_status AS placeStatus, h.distribute_time AS distributeTime
       FROM order_workers h JOIN workers w ON w.worker_id = h.worker_id WHERE h.order_id = ? ORDER BY h.id`,
    )
    .all(orderId) as admin.OrderWorkerInfo[];
}

function merchantExists(db: Db, merchantId: string): void {
  if (!db.prepare("SELECT 1 FROM merchants WHERE merchant_id = ?").get(merchantId))
    throw new BizError(ORDER_BIZ.notFound, "商家不存在");
}

export default defineRoutes((r) => {
  /** The caller's order named by the payload's orderNo. */
  const orderOf = (ctx: {
    requireUser(): { providerId: string };
    db: Db;
    payload: Record<string, unknown>;
  }) => findOrder(ctx.db, ctx.requireUser().providerId, orderNoOf(ctx.payload));
  const goods = (db: Db, order: OrderRecord) => goodsOf(db, [order.order_id]).get(order.order_id) ?? [];

  r.serve(admin.queryOrderGoodsDetail, (ctx) => goods(ctx.db, orderOf(ctx)));
  r.serve(tmall.orderGoodsList, (ctx) => goods(ctx.db, orderOf(ctx)));

  r.serve(admin.queryOrderHangUpInfo, (ctx) => {
    const o = orderOf(ctx);
    return {
      hangUp: o.hang_up,
      hangUpReason: o.hang_up ? o.hang_up_reason : null,
      hangUpTime: o.hang_up ? o.hang_up_time : null,
      expectResumeTime: o.hang_up ? o.expect_resume_time : null,
    };
  });

  r.serve(admin.queryWorkerInfo, (ctx) => {
    const o = orderOf(ctx);
    if (!o.worker_id) return null;
    return {
      workerId: o.worker_id,
      workerName: o.worker_name ?? "",
      workerMobile: o.worker_mobile ?? "",
      placeStatus: o.place_status,
      distributeTime: o.distribute_time,
    };
  });

  r.serve(admin.queryServiceWorkerInfo, (ctx) => workerInfoRows(ctx.db, orderOf(ctx).order_id));

  r.serve(admin.queryOrderAppointmentInfo, (ctx) => {
    const o = orderOf(ctx);
    return {
      appointmentTime: o.next_appointment_time,
      timeSlot: o.time_slot,
      appointmentCount: o.appointment_count,
      appointmentFailed: o.appointment_failed ? 1 : 0,
      visitTime: o.visit_time,
      signInTime: o.visit_time,
    } satisfies admin.OrderAppointmentInfo;
  });

  r.serve(admin.queryOrderFeeInfo, (ctx) => feesOf(ctx.db, orderOf(ctx).order_id));
  r.serve(tmall.orderFeeInfo, (ctx) => feesOf(ctx.db, orderOf(ctx).order_id));
  r.serve(admin.queryOrderCustomInfo, (ctx) => toCustomer(orderOf(ctx)));

  const result = (db: Db, orderId: number, kind: "check" | "repair") =>
    db.prepare("SELECT * FROM order_results WHERE order_id = ? AND kind = ?").get(orderId, kind) as
      | { result: string; method: string | null; images: string; remark: string | null; created: string }
      | undefined;

  r.serve(admin.queryCheckResultByOrderNo, (ctx) => {
    const o = orderOf(ctx);
    const row = result(ctx.db, o.order_id, "check");
    if (!row) return null;
    return {
      orderNo: o.order_no,
      checkResult: row.result,
      images: parseJson<string[]>(row.images, []),
      remark: row.remark,
      checkTime: row.created,
    };
  });

  r.serve(admin.queryRepairResultByOrderNo, (ctx) => {
    const o = orderOf(ctx);
    const row = result(ctx.db, o.order_id, "repair");
    if (!row) return null;
    return {
      orderNo: o.order_no,
      faultReason: row.result,
      repairMethod: row.method ?? "",
      images: parseJson<string[]>(row.images, []),
      remark: row.remark,
      finishTime: row.created,
    };
  });

  r.serve(admin.queryOrderServiceBill, (ctx) => {
    const o = orderOf(ctx);
    return {
      orderNo: o.order_no,
      lines: feesOf(ctx.db, o.order_id).map(({ feeType, amount, workerAmount }) => ({
        feeType,
        feeTypeName: labelOf(FEE_TYPE, feeType),
        amount,
        workerAmount,
      })),
      totalAmount: yuan(o.total_cents),
      workerTotalAmount: yuan(o.worker_total_cents),
      workerStartPriceDiff: yuan(startPriceDiffCents(o)),
    };
  });

  r.serve(tmall.workerStartPriceDiff, (ctx) => {
    const o = orderOf(ctx);
    return {
      orderNo: o.order_no,
      diffAmount: yuan(startPriceDiffCents(o)),
      startPrice: yuan(o.worker_start_price_cents),
      workerTotalAmount: yuan(o.worker_total_cents),
    };
  });

  r.serve(tmall.logisticsList, (ctx) => {
    const o = orderOf(ctx);
    const rows = ctx.db
      .prepare("SELECT * FROM order_logistics WHERE order_id = ? ORDER BY id")
      .all(o.order_id) as {
      logistics_no: string;
      company_name: string;
      logistics_status: number;
      traces: string;
    }[];
    return rows.map((row) => ({
      logisticsNo: row.logistics_no,
      companyName: row.company_name,
      logisticsStatus: labelOf(LOGISTICS_STATUS, row.logistics_status),
      traces: parseJson<{ time: string; content: string }[]>(row.traces, []),
    }));
  });

  r.serve(admin.getOrderRemark, (ctx) =>
    ctx.db
      .prepare(
        `SELECT CAST(id AS TEXT) AS id, content, operator, created AS gmtCreatedTime FROM order_remarks
         WHERE order_id = ? ORDER BY id DESC`,
      )
      .all(orderOf(ctx).order_id),
  );

  r.serve(admin.getSmfByBizNo, (ctx) => {
    const user = ctx.requireUser();
    // A query: the text the schema checked (业务单号, 1 to 40 characters), untrimmed.
    const bizNo = checkedRequest(admin.getSmfByBizNo, ctx.payload).bizNo.trim();
    const row = ctx.db
      .prepare("SELECT biz_no, smf_no, smf_status, created FROM orders WHERE biz_no = ? AND provider_id = ?")
      .get(bizNo, user.providerId) as
      { biz_no: string; smf_no: string | null; smf_status: string | null; created: string } | undefined;
    if (!row || !row.smf_no) return null;
    return {
      bizNo: row.biz_no,
      smfNo: row.smf_no,
      smfStatus: row.smf_status ?? "",
      gmtCreatedTime: row.created,
    };
  });

  r.serve(admin.getExpectLabel, (ctx) => parseJson<admin.ExpectLabel[]>(orderOf(ctx).expect_labels, []));

  r.serve(admin.measureOrderRoomInfo, (ctx) => {
    const o = orderOf(ctx);
    assertCommand(o, "order:measureInfo");
    const rows = ctx.db
      .prepare("SELECT * FROM measure_rooms WHERE order_id = ? ORDER BY id")
      .all(o.order_id) as {
      room_name: string;
      length: number;
      width: number;
      height: number;
      images: string;
      remark: string | null;
    }[];
    return rows.map((row) => ({
      roomName: row.room_name,
      length: row.length,
      width: row.width,
      height: row.height,
      images: parseJson<string[]>(row.images, []),
      remark: row.remark,
    }));
  });

  // The virtual numbers (virNumber refresh / history) are customerCalls.ts.

  // ---- Merchants ----

  r.serve(merchant.getMerchantLabels, (ctx) => {
    ctx.requireUser();
    // A query: the text the schema checked (商家, 1 to 32 characters), untrimmed.
    const merchantId = checkedRequest(merchant.getMerchantLabels, ctx.payload).merchantId.trim();
    merchantExists(ctx.db, merchantId);
    const rows = ctx.db
      .prepare("SELECT * FROM merchant_labels WHERE merchant_id = ? ORDER BY id")
      .all(merchantId) as {
      label_id: string;
      label_name: string;
      label_description: string;
      label_icon: string;
      prov_platform: number;
    }[];
    return rows.map((row): LabelItem => ({
      labelId: row.label_id,
      labelName: row.label_name,
      labelDescription: row.label_description,
      labelIcon: row.label_icon,
      labelVisible: { provPlatform: row.prov_platform === 1 },
    }));
  });

  r.serve(merchant.queryMerchantInfo, (ctx) => {
    ctx.requireUser();
    const { merchantId } = checkedRequest(merchant.queryMerchantInfo, ctx.payload);
    merchantExists(ctx.db, merchantId);
    return ctx.db
      .prepare(
        `SELECT merchant_id AS merchantId, nick_name AS nickName, merchant_name AS merchantName,
           contact_name AS contactName, contact_mobile AS contactMobile, person_type AS personType,
           created AS gmtCreatedTime
         FROM merchants WHERE merchant_id = ?`,
      )
      .get(merchantId) as merchant.MerchantInfo;
  });
});
