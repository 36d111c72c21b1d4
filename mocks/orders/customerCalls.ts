import * as basicPublic from "../../src/api/basicPublic";
import { callsThroughPrivacyNumber, maskPhone, PRIVACY_NUMBER_MARGIN_MS } from "../../src/domain/privacy";
import type { Db } from "../db/types";
import { BizError } from "../errors";
import { checkedRequest } from "../requestSchema";
import { defineRoutes } from "../router";
import { chinaDateTime } from "../time";
import { orderNoOf } from "./orders";
import { orderWriteDetails } from "./orderLive";
import {
  ORDER_BIZ,
  addTrack,
  assertCommand,
  customerMobileOf,
  findOrder,
  type OrderRecord,
} from "./orderStore";

/**
 * 联系客户 and its privacy numbers (issue 32 §4, issue 43 P1–P3):
 * - virNumber/refresh answers the order's privacy number. A binding (AXB) is made for the number that dials — the
 *   hotline seat the console calls from (A), the customer (B), the privacy number (X) — and kept in
 *   `virtual_numbers` with its expiry. While it stays valid beyond PRIVACY_NUMBER_MARGIN_MS (and its seat is still a
 *   seat, the customer's number unchanged) it is answered again, `reused`, with nothing written; else a new one is
 *   bound for the seat with the fewest live bindings and written in the track (刷新隐私号).
 * - virNumber/history lists the bindings; a 天猫 customer's number masked, a seat whole (a person's number masked).
 * - virNumber/callRecord: the console tells which number it dialled; the stand-in checks it is one of the order's
 *   privacy numbers still bound, or an own order's customer mobile (a 天猫 customer is never called on their own
 *   number), and writes the track line itself, the number masked as the console shows it.
 */

export const CALL_TRACK_NAME = "联系客户";
export const REFRESH_TRACK_NAME = "刷新隐私号";
/** How long a binding lasts. */
export const VIRTUAL_NUMBER_TTL_MS = 3 * 60 * 60 * 1000;
export const NO_SEAT_TEXT = "暂无更多坐席，请稍后重试";
export const NOT_THE_CUSTOMER_TEXT = "号码不是该订单客户的号码或隐私号";

interface Binding {
  virtual_number: string;
  caller_mobile: string;
  expire_time: string;
}

const SEATS = `SELECT dict_value FROM dictionary_items WHERE dict_type = '${basicPublic.SEAT_DICT_TYPE}'`;

/** The order's binding that may be dialled again at `now`, if any (the newest). */
export function reusableBinding(db: Db, order: OrderRecord, now: number): Binding | undefined {
  return db
    .prepare(
      `SELECT virtual_number, caller_mobile, expire_time FROM virtual_numbers
       WHERE order_id = ? AND callee_mobile = ? AND expire_time > ? AND caller_mobile IN (${SEATS})
       ORDER BY id DESC LIMIT 1`,
    )
    .get(order.order_id, order.customer_mobile, chinaDateTime(now + PRIVACY_NUMBER_MARGIN_MS)) as
    Binding | undefined;
}

/** The seat a new binding is made for: the one with the fewest unexpired bindings, then the dictionary's order. */
function seatFor(db: Db, now: number): string {
  const seat = db
    .prepare(
      `SELECT d.dict_value FROM dictionary_items d WHERE d.dict_type = ?
       ORDER BY (SELECT COUNT(*) FROM virtual_numbers v WHERE v.caller_mobile = d.dict_value AND v.expire_time > ?),
         d.sort, d.id
       LIMIT 1`,
    )
    .pluck()
    .get(basicPublic.SEAT_DICT_TYPE, chinaDateTime(now)) as string | undefined;
  if (!seat) throw new BizError(ORDER_BIZ.rejected, NO_SEAT_TEXT);
  return seat;
}

function bind(db: Db, order: OrderRecord, now: number): Binding {
  const caller = seatFor(db, now);
  const count = db.prepare("SELECT COUNT(*) FROM virtual_numbers").pluck().get() as number;
  const serial = (order.order_id * 7919 + count * 104_729) % 90_000_000;
  const binding: Binding = {
    virtual_number: `170${String(10_000_000 + serial).slice(0, 8)}`,
    caller_mobile: caller,
    expire_time: chinaDateTime(now + VIRTUAL_NUMBER_TTL_MS),
  };
  db.prepare(
    `INSERT INTO virtual_numbers (order_id, virtual_number, caller_mobile, callee_mobile, created, expire_time)
     VALUES (?, ?, ?, ?, ?, ?)`,
  ).run(
    order.order_id,
    binding.virtual_number,
    caller,
    order.customer_mobile,
    chinaDateTime(now),
    binding.expire_time,
  );
  return binding;
}

export default defineRoutes((r) => {
  r.serve(basicPublic.virNumberRefresh, (ctx) => {
    const user = ctx.requireUser();
    const o = findOrder(ctx.db, user.providerId, orderNoOf(ctx.payload));
    assertCommand(o, "order:callCustomer");
    const now = ctx.clock();
    const held = reusableBinding(ctx.db, o, now);
    const binding = held ?? bind(ctx.db, o, now);
    if (!held)
      addTrack(
        ctx.db,
        o.order_id,
        {
          type: "order:callCustomer",
          name: REFRESH_TRACK_NAME,
          content: `隐私号 ${binding.virtual_number}`,
        },
        user,
        now,
      );
    ctx.live(orderWriteDetails(ctx.db, [o]));
    return {
      orderNo: o.order_no,
      virtualNumber: binding.virtual_number,
      expireTime: binding.expire_time,
      callerMobile: binding.caller_mobile,
      reused: held !== undefined,
    } satisfies basicPublic.VirtualNumber;
  });

  r.serve(basicPublic.virNumberHistory, (ctx) => {
    const o = findOrder(ctx.db, ctx.requireUser().providerId, orderNoOf(ctx.payload));
    const rows = ctx.db
      .prepare(
        `SELECT virtual_number, caller_mobile, callee_mobile, created, expire_time,
           caller_mobile IN (${SEATS}) AS is_seat
         FROM virtual_numbers WHERE order_id = ? ORDER BY id DESC`,
      )
      .all(o.order_id) as (Binding & { callee_mobile: string; created: string; is_seat: 0 | 1 })[];
    return rows.map((row): basicPublic.VirtualNumberRecord => ({
      orderNo: o.order_no,
      virtualNumber: row.virtual_number,
      callerMobile: row.is_seat ? row.caller_mobile : maskPhone(row.caller_mobile),
      calleeMobile: customerMobileOf({ order_source: o.order_source, customer_mobile: row.callee_mobile }),
      gmtCreatedTime: row.created,
      expireTime: row.expire_time,
    }));
  });

  r.serve(basicPublic.virNumberCallRecord, (ctx) => {
    const user = ctx.requireUser();
    const o = findOrder(ctx.db, user.providerId, orderNoOf(ctx.payload));
    const callee = checkedRequest(basicPublic.virNumberCallRecord, ctx.payload).calleeMobile;
    assertCommand(o, "order:callCustomer");
    const now = ctx.clock();
    const bound = ctx.db
      .prepare(
        "SELECT expire_time FROM virtual_numbers WHERE order_id = ? AND virtual_number = ? ORDER BY id DESC",
      )
      .pluck()
      .get(o.order_id, callee) as string | undefined;
    let content: string;
    if (bound !== undefined) {
      if (bound <= chinaDateTime(now))
        throw new BizError(ORDER_BIZ.rejected, "隐私号已过期，请刷新隐私号后再拨打");
      content = `拨打客户电话（隐私号 ${maskPhone(callee)}）`;
    } else if (callee === o.customer_mobile && !callsThroughPrivacyNumber(o.order_source)) {
      content = `拨打客户电话（客户号码 ${maskPhone(callee)}）`;
    } else {
      // The same words for a 天猫 customer's own number: the answer must not tell whether a number is theirs.
      throw new BizError(ORDER_BIZ.rejected, NOT_THE_CUSTOMER_TEXT);
    }
    addTrack(ctx.db, o.order_id, { type: "order:callCustomer", name: CALL_TRACK_NAME, content }, user, now);
    ctx.live(orderWriteDetails(ctx.db, [o]));
    return { orderNo: o.order_no, viaVirtualNumber: bound !== undefined, content };
  });
});
