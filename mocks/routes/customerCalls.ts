import * as basicPublic from "../../src/api/basicPublic";
import { BizError } from "../errors";
import { defineRoutes } from "../router";
import { chinaDateTime } from "../time";
import { text } from "../validate";
import { orderNoOf } from "./orders";
import { orderWriteDetails } from "./orderLive";
import { withButton } from "./orderPermission";
import { ORDER_BIZ, addTrack, assertCommand, findOrder } from "./orderStore";

/**
 * 联系客户's call record (chosen path, issue 32 §4): the console tells which number it dialled for an order, the
 * stand-in checks that it is the order's customer mobile or one of its privacy numbers still bound, and writes the
 * order track line itself, the number masked as the console shows it.
 */

/** §5's display rule (first 3 and last 4 digits), as the console's masked-phone widget shows a number. */
function masked(phone: string): string {
  return phone.length < 8 ? phone : `${phone.slice(0, 3)}${"*".repeat(phone.length - 7)}${phone.slice(-4)}`;
}

export const CALL_TRACK_NAME = "联系客户";

export default defineRoutes((r) => {
  r.serve(
    basicPublic.virNumberCallRecord,
    withButton("order:callCustomer", (ctx) => {
      const user = ctx.requireUser();
      const o = findOrder(ctx.db, user.providerId, orderNoOf(ctx.payload));
      const callee = text(ctx.payload.calleeMobile, "被叫号码", { max: 20 });
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
        content = `拨打客户电话（隐私号 ${masked(callee)}）`;
      } else if (callee === o.customer_mobile) {
        content = `拨打客户电话（客户号码 ${masked(callee)}）`;
      } else {
        throw new BizError(ORDER_BIZ.rejected, "号码不是该订单客户的号码或隐私号");
      }
      addTrack(ctx.db, o.order_id, { type: "order:callCustomer", name: CALL_TRACK_NAME, content }, user, now);
      ctx.live(orderWriteDetails(ctx.db, [o]));
      return { orderNo: o.order_no, viaVirtualNumber: bound !== undefined, content };
    }),
  );
});
