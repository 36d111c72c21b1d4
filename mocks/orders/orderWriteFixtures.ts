/**
 * The every-write fixtures of the order writes (mocks/live/writeFixtures.ts): each picks a demo order on which its
 * command is allowed now (ORDER_COMMANDS, the table the server checks), of the source its call serves; the failing
 * call names an order that does not exist (the default).
 */
import { api } from "../../src/api";
import {
  activeWorkers,
  orderFor,
  PHOTOS,
  tomorrow,
  type FixtureContext,
  type WriteFixtures,
} from "../live/writeFixtures";

const p = api.order.performance;
const t = api.order.tmall;
const op = api.order.operations;
const admin = api.order.admin;

const own = "o.order_source = 1";
const tmallOnly = "o.order_source = 2";

/** 预约 / 改约's date and slot: tomorrow, a slot that is not over. */
const visit = (f: FixtureContext) => ({ appointmentDate: tomorrow(f), timeSlot: "13-15" });

export const orderWriteFixtures: WriteFixtures = [
  [
    p.appointment,
    { ok: (f) => ({ orderNo: orderFor(f.db, "order:appointment", own).order_no, ...visit(f) }) },
  ],
  [
    p.visitModify,
    {
      ok: (f) => ({
        orderNo: orderFor(f.db, "order:reschedule", own).order_no,
        ...visit(f),
        reason: "客户临时有事",
      }),
    },
  ],
  [p.signIn, { ok: (f) => ({ orderNo: orderFor(f.db, "order:signIn", own).order_no, images: PHOTOS }) }],
  [
    p.verify,
    {
      ok: (f) => {
        const order = orderFor(f.db, "order:verify", own);
        return { orderNo: order.order_no, verifyCode: order.verify_code, images: [] };
      },
    },
  ],
  [p.verifyCode, { ok: (f) => ({ orderNo: orderFor(f.db, "order:verifyCode", own).order_no }) }],
  [
    t.appointment,
    { ok: (f) => ({ orderNo: orderFor(f.db, "order:appointment", tmallOnly).order_no, ...visit(f) }) },
  ],
  [
    t.visitModify,
    {
      ok: (f) => ({
        orderNo: orderFor(f.db, "order:reschedule", tmallOnly).order_no,
        ...visit(f),
        reason: "客户临时有事",
      }),
    },
  ],
  [
    t.signIn,
    { ok: (f) => ({ orderNo: orderFor(f.db, "order:signIn", tmallOnly).order_no, images: PHOTOS }) },
  ],
  [
    t.directDistribute,
    {
      ok: (f) => ({
        orderNo: orderFor(f.db, "order:directDistribute").order_no,
        workerId: activeWorkers(f.db, 1)[0],
      }),
    },
  ],
  [
    admin.manualDistribute,
    {
      ok: (f) => ({
        orderNos: [orderFor(f.db, "order:manualDistribute", own).order_no],
        workerId: activeWorkers(f.db, 1)[0],
      }),
    },
  ],
  [
    admin.deliveryInstallSeparate,
    {
      ok: (f) => {
        const [deliveryWorkerId, installWorkerId] = activeWorkers(f.db, 2);
        const orderNo = orderFor(f.db, "order:deliveryInstallSeparate").order_no;
        return { orderNo, deliveryWorkerId, installWorkerId };
      },
    },
  ],
  [
    admin.refreshCustomMobile,
    { ok: (f) => ({ orderNo: orderFor(f.db, "order:refreshCustomMobile").order_no }) },
  ],
  [
    api.basicPublic.virNumberRefresh,
    { ok: (f) => ({ orderNo: orderFor(f.db, "order:callCustomer").order_no }) },
  ],
  [
    api.basicPublic.virNumberCallRecord,
    {
      ok: (f) => {
        // An own order's customer may be called on their own number (a 天猫 one only through the privacy number).
        const order = orderFor(f.db, "order:callCustomer", "o.order_source = 1");
        return { orderNo: order.order_no, calleeMobile: order.customer_mobile };
      },
    },
  ],
  [
    api.worker.roster.transferOrders,
    {
      ok: (f) => {
        const order = orderFor(f.db, "order:transfer", "o.worker_id IS NOT NULL");
        const [toWorkerId] = activeWorkers(f.db, 1, order.worker_id);
        return { orderNos: [order.order_no], fromWorkerId: order.worker_id, toWorkerId, transferType: 1 };
      },
    },
  ],
  [
    api.order.dispatch.acceptOnBehalf,
    {
      ok: (f) => ({ orderNo: orderFor(f.db, "order:acceptOnBehalf").order_no, reason: "师傅电话确认接单" }),
    },
  ],
  [
    op.hangUp,
    { ok: (f) => ({ orderNo: orderFor(f.db, "order:hangUp").order_no, hangUpReason: "客户外出" }) },
  ],
  [op.cancelHangUp, { ok: (f) => ({ orderNo: orderFor(f.db, "order:cancelHangUp").order_no }) }],
  [
    op.checkGoods,
    { ok: (f) => ({ orderNo: orderFor(f.db, "order:checkGoods").order_no, passed: true, images: PHOTOS }) },
  ],
  [
    op.buildConfirm,
    { ok: (f) => ({ orderNo: orderFor(f.db, "order:buildConfirm").order_no, images: PHOTOS }) },
  ],
  [
    op.cancelOrder,
    { ok: (f) => ({ orderNo: orderFor(f.db, "order:cancel").order_no, cancelReason: "客户不要了" }) },
  ],
  [op.offer, { ok: (f) => ({ orderNo: orderFor(f.db, "order:offer").order_no, amount: 120 }) }],
  [
    op.hire,
    {
      ok: (f) => ({ orderNo: orderFor(f.db, "order:hire").order_no, workerId: activeWorkers(f.db, 1)[0] }),
    },
  ],
  [
    op.refund,
    { ok: (f) => ({ orderNo: orderFor(f.db, "order:refund").order_no, amount: 0.01, reason: "差价退还" }) },
  ],
  [
    op.abnormalFee,
    { ok: (f) => ({ orderNo: orderFor(f.db, "order:abnormalFee").order_no, amount: 10, reason: "远程费" }) },
  ],
  [
    op.remark,
    { ok: (f) => ({ orderNo: orderFor(f.db, "order:remark").order_no, content: "客户要求下午上门" }) },
  ],
  [
    op.modifyAddress,
    {
      // 广东省 19, 深圳市 229, 南山区 2226 (mocks/lookups/seed/regions.ts).
      ok: (f) => ({
        orderNo: orderFor(f.db, "order:modifyAddress").order_no,
        provinceId: 19,
        cityId: 229,
        areaId: 2226,
        detailAddress: "科技园南区 1 栋",
      }),
    },
  ],
  [
    op.uploadVoucher,
    { ok: (f) => ({ orderNo: orderFor(f.db, "order:uploadVoucher").order_no, images: PHOTOS }) },
  ],
  [
    op.pickUp,
    { ok: (f) => ({ orderNo: orderFor(f.db, "order:pickUp").order_no, pickedUp: true, images: PHOTOS }) },
  ],
  [
    op.confirmReceipt,
    {
      ok: (f) => ({ orderNo: orderFor(f.db, "order:confirmReceipt").order_no, signed: true, images: PHOTOS }),
    },
  ],
  [op.complete, { ok: (f) => ({ orderNo: orderFor(f.db, "order:complete").order_no, images: PHOTOS }) }],
];
