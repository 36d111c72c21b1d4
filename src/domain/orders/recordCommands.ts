import { ACTIVE, command, type OrderCommand } from "./commandTypes";

/**
 * The everyday commands a provider uses to keep an order's record straight: notes, a corrected address, proof
 * photos, the goods' pick-up and delivery, and the completion report of a 天猫 order. Part of ORDER_COMMANDS
 * (commands.ts): the console offers them from it and the stand-in refuses from it. The spec names none of them
 * with a call (§7); their paths are chosen (src/api/order/operations.ts) and the reasons are in docs/decisions.md.
 */
export const RECORD_COMMANDS: readonly OrderCommand[] = [
  command("order:remark", {
    from: "any",
    source: "both",
    hangUp: "any",
    batch: false,
    effect: "添加一条订单备注（内容、操作人、时间），原有备注不变",
  }),
  command("order:modifyAddress", {
    // Up to the visit: once the worker has signed in at the address it is where the service took place.
    from: [1, 2, 3, 4, 5, 6, 7, 8],
    source: "own",
    hangUp: "any",
    batch: false,
    effect: "改为新的省市区街道与详细地址；天猫订单的地址以平台为准",
  }),
  command("order:uploadVoucher", {
    from: [9, 10, 11, 13],
    source: "both",
    hangUp: "any",
    batch: false,
    effect: "追加一组服务凭证照片（上门后至完成后），不覆盖之前的",
  }),
  command("order:pickUp", {
    from: [7, 8],
    source: "both",
    hangUp: "notHungUp",
    batch: false,
    requires: ["hasWorker", "awaitingPickUp"],
    effect: "提货成功：物流 派送中（师傅带货上门）；提货失败：物流 提货失败，记录原因",
  }),
  command("order:confirmReceipt", {
    from: ACTIVE,
    source: "both",
    hangUp: "any",
    batch: false,
    requires: ["inDelivery"],
    effect: "客户已签收：物流 客户签收，记录签收照片；客户拒签：物流 客户拒签，记录原因",
  }),
  command("order:complete", {
    from: [9],
    to: 10,
    source: "tmall",
    hangUp: "notHungUp",
    batch: false,
    effect: "天猫订单的核销在平台完成：服务商上报完工照片；完成时间，结算状态 待生成账单",
  }),
];
