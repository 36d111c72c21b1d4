import { BUTTON_LABELS } from "../../api/buttons";
import {
  ORDER_COMMANDS,
  allowedCommands,
  commandRefusal,
  orderCommand,
  refusalMessage,
  type OrderCommandFacts,
} from "./commands";

const ALL = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 12];

/**
 * code → [from, to, source, hangUp, batch, requires] — the rows as the project decided them. Every step that gives
 * an order to a worker leads to 待接单 (4; flow.ts).
 */
const PINNED: Record<string, [number[] | "any", number | undefined, string, string, boolean, string[]]> = {
  "order:view": ["any", undefined, "both", "any", false, []],
  "order:track": ["any", undefined, "both", "any", false, []],
  "order:measureInfo": ["any", undefined, "both", "any", false, ["measure"]],
  "order:appointment": [[7], 8, "both", "notHungUp", false, ["hasWorker"]],
  "order:reschedule": [[8], 8, "both", "notHungUp", false, []],
  "order:signIn": [[8], 9, "both", "notHungUp", false, []],
  "order:checkGoods": [[9], undefined, "both", "notHungUp", false, ["goodsNotChecked"]],
  "order:buildConfirm": [[9], undefined, "both", "notHungUp", false, ["buildNotConfirmed"]],
  "order:verify": [[9], 10, "own", "notHungUp", false, []],
  "order:verifyCode": [[9], undefined, "own", "notHungUp", false, []],
  "order:manualDistribute": [[3, 4], 4, "own", "any", true, []],
  "order:directDistribute": [[3, 4], 4, "tmall", "any", false, []],
  // Issue 41: 代接单 accepts for the worker, as 师傅接单 would (flow.ts WORKER_REPLIES.accept).
  "order:acceptOnBehalf": [[4], 7, "both", "notHungUp", false, ["hasWorker"]],
  "order:mapDispatch": [[3, 4, 7, 8], 4, "both", "notHungUp", false, []],
  "order:transfer": [[7, 8], 4, "both", "notHungUp", true, ["hasWorker"]],
  "order:deliveryInstallSeparate": [[7, 8], 4, "own", "notHungUp", false, ["delivery"]],
  "order:hangUp": [[7, 8, 9], undefined, "both", "notHungUp", false, []],
  "order:cancelHangUp": [[7, 8, 9], undefined, "both", "hungUp", false, []],
  "order:cancel": [[1, 2, 3, 4, 5, 6, 7, 8, 9], 12, "both", "any", false, []],
  "order:offer": [[5], 6, "own", "any", false, []],
  "order:hire": [[6], 4, "own", "any", false, []],
  "order:refund": [[10, 11, 13], undefined, "own", "any", false, ["paid"]],
  "order:abnormalFee": [[8, 9, 10], undefined, "both", "any", false, ["hasWorker"]],
  "order:refreshCustomMobile": [[3, 4, 5, 6, 7, 8, 9], undefined, "both", "any", false, []],
  "order:callCustomer": [[3, 4, 5, 6, 7, 8, 9, 10], undefined, "both", "any", false, []],
  // The everyday record keeping (recordCommands.ts).
  "order:remark": ["any", undefined, "both", "any", false, []],
  "order:modifyAddress": [[1, 2, 3, 4, 5, 6, 7, 8], undefined, "own", "any", false, []],
  "order:uploadVoucher": [[9, 10, 11, 13], undefined, "both", "any", false, []],
  "order:pickUp": [[7, 8], undefined, "both", "notHungUp", false, ["hasWorker", "awaitingPickUp"]],
  "order:confirmReceipt": [[3, 4, 5, 6, 7, 8, 9], undefined, "both", "any", false, ["inDelivery"]],
  "order:complete": [[9], 10, "tmall", "notHungUp", false, []],
};

/** The goods' logistics that meets a command's requirement (the two logistics requirements exclude each other). */
const LOGISTICS_FOR: Record<string, number> = { "order:pickUp": 7, "order:confirmReceipt": 4 };

/** An order that meets every requirement (but one of the logistics ones), so only status, source and hang-up decide. */
function orderMeeting(overrides: Partial<OrderCommandFacts> = {}): OrderCommandFacts {
  return {
    orderStatus: 7,
    orderSource: 1,
    hangUp: false,
    serverTypeList: [1, 3],
    deliveryMode: 2,
    goodsChecked: false,
    buildConfirmed: false,
    paidAmount: 100,
    workerId: "w1",
    logisticsStatus: 7,
    ...overrides,
  };
}
const order = orderMeeting;

describe("ORDER_COMMANDS", () => {
  it("has exactly the pinned rows, each labelled with its button text", () => {
    expect(ORDER_COMMANDS.map((cmd) => cmd.code).sort()).toEqual(Object.keys(PINNED).sort());
    for (const cmd of ORDER_COMMANDS) {
      const [from, to, source, hangUp, batch, requires] = PINNED[cmd.code];
      expect({
        from: cmd.from,
        to: cmd.to,
        source: cmd.source,
        hangUp: cmd.hangUp,
        batch: cmd.batch,
      }).toEqual({
        from,
        to,
        source,
        hangUp,
        batch,
      });
      expect([...(cmd.requires ?? [])]).toEqual(requires);
      expect(cmd.label).toBe(BUTTON_LABELS[cmd.code]);
    }
  });

  it.each(Object.entries(PINNED))(
    "%s is allowed exactly from its statuses, source and hang-up",
    (code, row) => {
      const [from, , source, hangUp] = row;
      const hung = hangUp === "hungUp";
      const okSource = source === "tmall" ? 2 : 1;
      const logisticsStatus = LOGISTICS_FOR[code] ?? null;
      const order = (facts: Partial<OrderCommandFacts>) => orderMeeting({ logisticsStatus, ...facts });
      for (const status of ALL) {
        const allowed = allowedCommands(order({ orderStatus: status, orderSource: okSource, hangUp: hung }));
        expect(allowed.includes(code as never), `${code} from ${status}`).toBe(
          from === "any" || from.includes(status),
        );
      }
      const anyStatus = from === "any" ? 7 : from[0];
      if (source !== "both") {
        const wrongSource = source === "tmall" ? 1 : 2;
        expect(
          allowedCommands(order({ orderStatus: anyStatus, orderSource: wrongSource, hangUp: hung })),
        ).not.toContain(code);
      }
      if (hangUp !== "any") {
        expect(
          allowedCommands(order({ orderStatus: anyStatus, orderSource: okSource, hangUp: !hung })),
        ).not.toContain(code);
      }
    },
  );

  it("checks each requirement", () => {
    const at = (status: number, overrides: Partial<OrderCommandFacts>) =>
      allowedCommands(order({ orderStatus: status, ...overrides }));
    expect(at(7, { serverTypeList: [1] })).not.toContain("order:measureInfo");
    expect(at(7, { deliveryMode: 0 })).not.toContain("order:deliveryInstallSeparate");
    expect(at(7, { deliveryMode: 3 })).toContain("order:deliveryInstallSeparate");
    expect(at(7, { deliveryMode: 4 })).not.toContain("order:deliveryInstallSeparate");
    expect(at(9, { goodsChecked: true })).not.toContain("order:checkGoods");
    expect(at(9, { buildConfirmed: true })).not.toContain("order:buildConfirm");
    expect(at(10, { paidAmount: 0 })).not.toContain("order:refund");
    expect(at(7, { workerId: null })).not.toContain("order:appointment");
    expect(at(8, { workerId: null })).not.toContain("order:abnormalFee");
  });

  it("offers 提货 only while the goods wait at the pick-up point, 签收 only while they are on the way", () => {
    const at = (logisticsStatus: number | null, status = 8) =>
      allowedCommands(order({ orderStatus: status, logisticsStatus }));
    // 待入库 1, 待出库 2, 已出库 3, 派送中 4, 客户签收 5, 客户拒签 6, 待提货 7, 提货失败 8.
    const pickUp = [1, 2, 3, 4, 5, 6, 7, 8].filter((s) => at(s).includes("order:pickUp"));
    const receipt = [1, 2, 3, 4, 5, 6, 7, 8].filter((s) => at(s).includes("order:confirmReceipt"));
    expect(pickUp).toEqual([7, 8]);
    expect(receipt).toEqual([3, 4]);
    expect(at(null)).not.toContain("order:pickUp");
    expect(at(null)).not.toContain("order:confirmReceipt");
    // 提货 needs the worker who fetches the goods; 签收 does not (a courier may deliver them).
    expect(allowedCommands(order({ orderStatus: 7, logisticsStatus: 7, workerId: null }))).not.toContain(
      "order:pickUp",
    );
    expect(allowedCommands(order({ orderStatus: 3, logisticsStatus: 3, workerId: null }))).toContain(
      "order:confirmReceipt",
    );
  });

  it("lets a 天猫 order be completed by report and an own order only by its verification code", () => {
    expect(allowedCommands(order({ orderStatus: 9, orderSource: 2 }))).toContain("order:complete");
    expect(allowedCommands(order({ orderStatus: 9, orderSource: 2 }))).not.toContain("order:verify");
    expect(allowedCommands(order({ orderStatus: 9, orderSource: 1 }))).toContain("order:verify");
    expect(allowedCommands(order({ orderStatus: 9, orderSource: 1 }))).not.toContain("order:complete");
    expect(orderCommand("order:complete")?.to).toBe(10);
  });

  it("offers a 天猫 order waiting for dispatch the direct distribute, never the manual one", () => {
    const allowed = allowedCommands(order({ orderStatus: 3, orderSource: 2, workerId: null }));
    expect(allowed).toContain("order:directDistribute");
    expect(allowed).not.toContain("order:manualDistribute");
  });

  it("blocks appointment, sign-in and verification while hung up", () => {
    for (const [status, code] of [
      [7, "order:appointment"],
      [8, "order:reschedule"],
      [8, "order:signIn"],
      [9, "order:verify"],
    ] as const) {
      const cmd = orderCommand(code)!;
      const refusal = commandRefusal(cmd, order({ orderStatus: status, hangUp: true }));
      expect(refusal).toBe("hungUp");
      expect(refusalMessage(cmd, refusal!)).toBe(`订单已挂起，不能${cmd.label}`);
    }
  });

  it("words a status refusal as the stand-in answers it", () => {
    const cmd = orderCommand("order:appointment")!;
    expect(refusalMessage(cmd, commandRefusal(cmd, order({ orderStatus: 9 }))!)).toBe(
      "当前订单状态不允许预约",
    );
  });
  it.each([
    // [command, the order's facts, the refusal, the message the stand-in answers]
    ["order:directDistribute", { orderStatus: 3, orderSource: 1 }, "source", "当前订单来源不允许天猫直派"],
    ["order:verify", { orderStatus: 9, orderSource: 2 }, "source", "当前订单来源不允许核销"],
    ["order:cancelHangUp", { orderStatus: 8, hangUp: false }, "notHungUp", "订单未挂起"],
    ["order:measureInfo", { serverTypeList: [1] }, "measure", "非测量订单，没有测量信息"],
    ["order:deliveryInstallSeparate", { deliveryMode: 1 }, "delivery", "订单不是送装订单，不能送装分离"],
    ["order:checkGoods", { orderStatus: 9, goodsChecked: true }, "goodsNotChecked", "订单已验货"],
    ["order:buildConfirm", { orderStatus: 9, buildConfirmed: true }, "buildNotConfirmed", "订单已施工确认"],
    ["order:refund", { orderStatus: 10, paidAmount: 0 }, "paid", "订单没有已支付金额，不能退款"],
    ["order:appointment", { workerId: null }, "hasWorker", "订单未指派师傅，不能预约"],
    ["order:pickUp", { logisticsStatus: 5 }, "awaitingPickUp", "订单商品不在待提货状态，不能提货"],
    ["order:confirmReceipt", { logisticsStatus: 7 }, "inDelivery", "订单商品未在配送中，不能确认签收"],
    ["order:modifyAddress", { orderStatus: 9 }, "status", "当前订单状态不允许修改地址"],
    ["order:modifyAddress", { orderSource: 2 }, "source", "当前订单来源不允许修改地址"],
    ["order:uploadVoucher", { orderStatus: 8 }, "status", "当前订单状态不允许上传服务凭证"],
    ["order:complete", { orderStatus: 9, orderSource: 1 }, "source", "当前订单来源不允许服务完工"],
  ] as const)("refuses %s for %j as %s, worded %s", (code, facts, refusal, message) => {
    const cmd = orderCommand(code)!;
    expect(commandRefusal(cmd, order(facts))).toBe(refusal);
    expect(refusalMessage(cmd, refusal)).toBe(message);
  });
});
