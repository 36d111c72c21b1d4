import * as admin from "../../src/api/order/admin";
import * as operations from "../../src/api/order/operations";
import type { ModifyAddressBody } from "../../src/api/order/operations";
import type { OrderVoucher } from "../../src/api/order/admin";
import type { Db } from "../db/types";
import { invalid } from "../errors";
import { defineRoutes, type HandlerContext } from "../router";
import { chinaDateTime } from "../time";
import { given } from "./orderInput";
import { serveOperation } from "./orderOperations";
import { orderNoOf } from "./orders";
import { findOrder, type OrderRecord } from "./orderStore";

/**
 * The everyday record keeping of an order (src/domain/orders/recordCommands.ts): 备注, 修改地址, 上传服务凭证, 提货,
 * 确认签收 and the 天猫 服务完工, plus the read of the vouchers. Each goes through `serveOperation`: the button code
 * (403, the gateway's check of the call's declared code), the input (400: the call's request schema, then what only
 * the handler knows: the region table, photos or a reason as the outcome asks), the caller's order (订单不存在),
 * ORDER_COMMANDS (200334001); then the change and one track entry in one transaction.
 */

const withRemark = (remark: string | undefined) => (remark ? `，备注：${remark}` : "");

interface RegionRow {
  id: number;
  title: string;
  level: number;
  parent_id: number;
}

function region(db: Db, id: number | undefined, level: number, parentId: number, label: string) {
  const row = db.prepare("SELECT id, title, level, parent_id FROM regions WHERE id = ?").get(id) as
    RegionRow | undefined;
  if (!row || row.level !== level || row.parent_id !== parentId) invalid(`${label}不正确`);
  return row;
}

export interface ServiceAddress {
  provinceName: string;
  cityName: string;
  areaName: string | null;
  townName: string | null;
  detailAddress: string;
}

/**
 * An address of the address picker: province and city, the district unless the city has none (东莞, 中山: their
 * streets hang under the city), an optional street, and the detail. The schema has checked the ids are whole numbers
 * and the detail's length; whether the ids hold together, and their names, come from the region table.
 */
export function serviceAddress(db: Db, body: ModifyAddressBody): ServiceAddress {
  const { provinceId, cityId, detailAddress } = body;
  const areaId = body.areaId ?? undefined;
  const townId = body.townId ?? undefined;
  const province = region(db, provinceId, 1, 0, "省份");
  const city = region(db, cityId, 2, province.id, "城市");
  const hasAreas = db.prepare("SELECT 1 FROM regions WHERE parent_id = ? AND level = 3 LIMIT 1").get(city.id);
  if (hasAreas && areaId === undefined) invalid("请选择区县");
  const area = areaId === undefined ? null : region(db, areaId, 3, city.id, "区县");
  const town = townId === undefined ? null : region(db, townId, 4, area?.id ?? city.id, "街道");
  return {
    provinceName: province.title,
    cityName: city.title,
    areaName: area?.title ?? null,
    townName: town?.title ?? null,
    detailAddress,
  };
}

const addressText = (a: ServiceAddress) =>
  [a.provinceName, a.cityName, a.areaName, a.townName, a.detailAddress].filter(Boolean).join("");

function addVoucher(
  ctx: HandlerContext,
  order: OrderRecord,
  paths: string[],
  remark: string | null,
  now: number,
) {
  ctx.db
    .prepare(
      "INSERT INTO order_vouchers (order_id, images, remark, operator, created) VALUES (?, ?, ?, ?, ?)",
    )
    .run(order.order_id, JSON.stringify(paths), remark, ctx.requireUser().displayName, chinaDateTime(now));
}

/** The goods' logistics status (the marks) and a trace on the order's newest logistics record. */
function setLogistics(ctx: HandlerContext, order: OrderRecord, status: number, trace: string, now: number) {
  ctx.db.prepare("UPDATE orders SET logistics_status = ? WHERE order_id = ?").run(status, order.order_id);
  ctx.db
    .prepare(
      `UPDATE order_logistics SET logistics_status = ?, traces = json_insert(traces, '$[#]', json(?))
       WHERE id = (SELECT max(id) FROM order_logistics WHERE order_id = ?)`,
    )
    .run(status, JSON.stringify({ time: chinaDateTime(now), content: trace }), order.order_id);
}

/**
 * A result with photos when it succeeded and a reason when it did not: the schema has checked each field (and made
 * the result, which the request may say as 1 / 0, true / false), the one the result asks for is required here.
 */
function outcome(
  ok: boolean,
  sent: { images?: string[] | null; reason?: string | null },
  labels: { photos: string; reason: string },
) {
  const images = sent.images ?? [];
  if (ok && images.length === 0) invalid(`请上传${labels.photos}`);
  const reason = given(sent.reason);
  if (!ok && !reason) invalid(`${labels.reason}不能为空`);
  return { ok, images, reason };
}

export default defineRoutes((r) => {
  serveOperation(r, operations.remark, "order:remark", {
    parse: (_ctx, body) => body.content,
    apply(ctx, order, content, now) {
      ctx.db
        .prepare("INSERT INTO order_remarks (order_id, content, operator, created) VALUES (?, ?, ?, ?)")
        .run(order.order_id, content, ctx.requireUser().displayName, chinaDateTime(now));
      return `添加备注：${content}`;
    },
  });

  serveOperation(r, operations.modifyAddress, "order:modifyAddress", {
    parse: (ctx, body) => ({ address: serviceAddress(ctx.db, body), reason: given(body.reason) }),
    apply(ctx, order, { address, reason }) {
      ctx.db
        .prepare(
          `UPDATE orders SET province_name = ?, city_name = ?, area_name = ?, town_name = ?, detail_address = ?
           WHERE order_id = ?`,
        )
        .run(
          address.provinceName,
          address.cityName,
          address.areaName,
          address.townName,
          address.detailAddress,
          order.order_id,
        );
      const before = addressText({
        provinceName: order.province_name,
        cityName: order.city_name,
        areaName: order.area_name,
        townName: order.town_name,
        detailAddress: order.detail_address,
      });
      return `服务地址由「${before}」改为「${addressText(address)}」${reason ? `，原因：${reason}` : ""}`;
    },
  });

  serveOperation(r, operations.uploadVoucher, "order:uploadVoucher", {
    parse: (_ctx, body) => ({ images: body.images, remark: given(body.remark) }),
    apply(ctx, order, input, now) {
      addVoucher(ctx, order, input.images, input.remark ?? null, now);
      return `上传服务凭证 ${input.images.length} 张${withRemark(input.remark)}`;
    },
  });

  serveOperation(r, operations.pickUp, "order:pickUp", {
    parse: (_ctx, body) =>
      outcome(body.pickedUp === true, body, { photos: "提货照片", reason: "提货失败原因" }),
    apply(ctx, order, input, now) {
      if (input.ok) {
        setLogistics(ctx, order, 4, "师傅已提货，正在送往客户", now);
        return `提货成功，照片 ${input.images.length} 张`;
      }
      setLogistics(ctx, order, 8, `提货失败：${input.reason}`, now);
      return `提货失败，原因：${input.reason}`;
    },
  });

  serveOperation(r, operations.confirmReceipt, "order:confirmReceipt", {
    parse: (_ctx, body) => outcome(body.signed === true, body, { photos: "签收照片", reason: "拒签原因" }),
    apply(ctx, order, input, now) {
      if (input.ok) {
        setLogistics(ctx, order, 5, "客户已签收", now);
        return `客户已签收，照片 ${input.images.length} 张`;
      }
      setLogistics(ctx, order, 6, `客户拒签：${input.reason}`, now);
      return `客户拒签，原因：${input.reason}`;
    },
  });

  serveOperation(r, operations.complete, "order:complete", {
    parse: (_ctx, body) => ({ images: body.images, remark: given(body.remark) }),
    apply(ctx, order, input, now) {
      ctx.db
        .prepare("UPDATE orders SET order_status = 10, finish_time = ?, settle_status = 1 WHERE order_id = ?")
        .run(chinaDateTime(now), order.order_id);
      // The completion photos are the order's proof of service as well.
      addVoucher(ctx, order, input.images, input.remark ?? "完工照片", now);
      return `服务完工，完工照片 ${input.images.length} 张${withRemark(input.remark)}`;
    },
  });

  r.serve(admin.queryOrderVoucher, (ctx): OrderVoucher[] => {
    const order = findOrder(ctx.db, ctx.requireUser().providerId, orderNoOf(ctx.payload));
    const rows = ctx.db
      .prepare("SELECT * FROM order_vouchers WHERE order_id = ? ORDER BY id DESC")
      .all(order.order_id) as {
      id: number;
      images: string;
      remark: string | null;
      operator: string;
      created: string;
    }[];
    return rows.map((row) => ({
      id: String(row.id),
      images: JSON.parse(row.images) as string[],
      remark: row.remark,
      operator: row.operator,
      gmtCreatedTime: row.created,
    }));
  });
});
