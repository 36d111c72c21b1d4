import type { ButtonCode } from "../../api/buttons";
import { ACTIVE, IN_SERVICE, command, type CommandRequirement, type OrderCommand } from "./commandTypes";
import { ASSIGNED_STATUS } from "./flow";
import { RECORD_COMMANDS } from "./recordCommands";

/**
 * Every order operation, once: what the console offers on an order and what the stand-in accepts. The spec says
 * "which order transitions are allowed: not shown" (§4); these rows are the project's reading of the status names.
 * The command code is the button code (src/api/buttons): an operation is offered when the order allows
 * it (`allowedCommands`) and the account holds the code. The everyday record-keeping commands (备注, 修改地址, 服务凭证,
 * 提货, 签收, 天猫完工) are in recordCommands.ts; the row shape in commandTypes.ts.
 */

export type { CommandHangUp, CommandRequirement, CommandSource, OrderCommand } from "./commandTypes";

export const ORDER_COMMANDS: readonly OrderCommand[] = [
  command("order:view", { from: "any", source: "both", hangUp: "any", batch: false }),
  command("order:track", { from: "any", source: "both", hangUp: "any", batch: false }),
  command("order:measureInfo", {
    from: "any",
    source: "both",
    hangUp: "any",
    batch: false,
    requires: ["measure"],
  }),
  command("order:appointment", {
    from: [7],
    to: 8,
    source: "both",
    hangUp: "notHungUp",
    batch: false,
    requires: ["hasWorker"],
    effect: "记录预约日期与时段，清除预约失败",
  }),
  command("order:reschedule", {
    from: [8],
    to: 8,
    source: "both",
    hangUp: "notHungUp",
    batch: false,
    effect: "改为新的预约日期与时段，预约次数加一",
  }),
  command("order:signIn", {
    from: [8],
    to: 9,
    source: "both",
    hangUp: "notHungUp",
    batch: false,
    effect: "记录签到时间与照片（上门时间）",
  }),
  command("order:checkGoods", {
    from: [9],
    source: "both",
    hangUp: "notHungUp",
    batch: false,
    requires: ["goodsNotChecked"],
    effect: "记录验货结果",
  }),
  command("order:buildConfirm", {
    from: [9],
    source: "both",
    hangUp: "notHungUp",
    batch: false,
    requires: ["buildNotConfirmed"],
    effect: "记录施工确认",
  }),
  command("order:verify", {
    from: [9],
    to: 10,
    source: "own",
    hangUp: "notHungUp",
    batch: false,
    effect: "核销码须与客户的一致；完成时间，结算状态 待生成账单",
  }),
  command("order:verifyCode", {
    from: [9],
    source: "own",
    hangUp: "notHungUp",
    batch: false,
    effect: "向客户重发核销码",
  }),
  command("order:manualDistribute", {
    from: [3, 4],
    to: ASSIGNED_STATUS,
    source: "own",
    hangUp: "any",
    batch: true,
    effect: "指派师傅，待师傅接单",
  }),
  command("order:directDistribute", {
    from: [3, 4],
    to: ASSIGNED_STATUS,
    source: "tmall",
    hangUp: "any",
    batch: false,
    effect: "指派师傅，待师傅接单",
  }),
  command("order:acceptOnBehalf", {
    from: [ASSIGNED_STATUS],
    to: 7,
    source: "both",
    hangUp: "notHungUp",
    batch: false,
    requires: ["hasWorker"],
    effect: "代师傅接单（师傅电话接单）：记录原因与操作人，订单进入待预约，如同师傅接单",
  }),
  command("order:mapDispatch", {
    from: [3, 4, 7, 8],
    to: ASSIGNED_STATUS,
    source: "both",
    hangUp: "notHungUp",
    batch: false,
    effect: "在地图上选师傅指派或改派，待新师傅接单后重新预约",
  }),
  command("order:transfer", {
    from: [7, 8],
    to: ASSIGNED_STATUS,
    source: "both",
    hangUp: "notHungUp",
    batch: true,
    requires: ["hasWorker"],
    effect: "手动转单 1 换师傅；送装分离 2 指定送货、安装两位师傅；待新师傅接单后重新预约",
  }),
  command("order:deliveryInstallSeparate", {
    from: [7, 8],
    to: ASSIGNED_STATUS,
    source: "own",
    hangUp: "notHungUp",
    batch: false,
    requires: ["delivery"],
    effect: "指定送货、安装两位师傅，送货方式变为送装分离，待安装师傅接单",
  }),
  command("order:hangUp", {
    from: IN_SERVICE,
    source: "both",
    hangUp: "notHungUp",
    batch: false,
    effect: "挂起：记录原因与预计恢复时间；挂起期间不能预约、改约、签到、核销",
  }),
  command("order:cancelHangUp", { from: IN_SERVICE, source: "both", hangUp: "hungUp", batch: false }),
  command("order:cancel", {
    from: [1, 2, 3, 4, 5, 6, 7, 8, 9],
    to: 12,
    source: "both",
    hangUp: "any",
    batch: false,
    effect: "记录取消原因；挂起随之解除",
  }),
  command("order:offer", {
    from: [5],
    to: 6,
    source: "own",
    hangUp: "any",
    batch: false,
    effect: "报价金额记为报价服务费",
  }),
  command("order:hire", {
    from: [6],
    to: ASSIGNED_STATUS,
    source: "own",
    hangUp: "any",
    batch: false,
    effect: "指派报价订单的服务师傅，待师傅接单",
  }),
  command("order:refund", {
    from: [10, 11, 13],
    source: "own",
    hangUp: "any",
    batch: false,
    requires: ["paid"],
    effect: "退款金额不超过已付金额减已退金额，记一条退款费用",
  }),
  command("order:abnormalFee", {
    from: [8, 9, 10],
    source: "both",
    hangUp: "any",
    batch: false,
    requires: ["hasWorker"],
    effect: "记一条师傅异常费用（费用类型 18），计入师傅合计",
  }),
  command("order:refreshCustomMobile", { from: ACTIVE, source: "both", hangUp: "any", batch: false }),
  command("order:callCustomer", {
    from: [...ACTIVE, 10],
    source: "both",
    hangUp: "any",
    batch: false,
  }),
  ...RECORD_COMMANDS,
];

/** The facts of an order the table reads. */
export interface OrderCommandFacts {
  orderStatus: number;
  /** 1 自有, 2 天猫. */
  orderSource: number;
  hangUp: boolean;
  serverTypeList: readonly number[];
  deliveryMode?: number;
  goodsChecked?: boolean;
  buildConfirmed?: boolean;
  paidAmount?: number;
  workerId?: string | null;
  /** LOGISTICS_STATUS code of the goods, null or absent without logistics. */
  logisticsStatus?: number | null;
}

function meets(requirement: CommandRequirement, order: OrderCommandFacts): boolean {
  switch (requirement) {
    case "measure":
      return order.serverTypeList.includes(3);
    case "delivery":
      return order.deliveryMode === 2 || order.deliveryMode === 3;
    case "goodsNotChecked":
      return !order.goodsChecked;
    case "buildNotConfirmed":
      return !order.buildConfirmed;
    case "paid":
      return (order.paidAmount ?? 0) > 0;
    case "hasWorker":
      return Boolean(order.workerId);
    case "awaitingPickUp":
      return order.logisticsStatus === 7 || order.logisticsStatus === 8;
    case "inDelivery":
      return order.logisticsStatus === 3 || order.logisticsStatus === 4;
  }
}

/** Why a command does not apply to an order, or null when it does. */
export function commandRefusal(cmd: OrderCommand, order: OrderCommandFacts): CommandRefusal | null {
  if (cmd.from !== "any" && !(cmd.from as readonly number[]).includes(order.orderStatus)) return "status";
  if (cmd.source === "own" && order.orderSource === 2) return "source";
  if (cmd.source === "tmall" && order.orderSource !== 2) return "source";
  if (cmd.hangUp === "notHungUp" && order.hangUp) return "hungUp";
  if (cmd.hangUp === "hungUp" && !order.hangUp) return "notHungUp";
  const unmet = cmd.requires?.find((requirement) => !meets(requirement, order));
  return unmet ?? null;
}

export type CommandRefusal = "status" | "source" | "hungUp" | "notHungUp" | CommandRequirement;

export function orderCommand(code: string): OrderCommand | undefined {
  return ORDER_COMMANDS.find((cmd) => cmd.code === code);
}

/** The codes of the commands this order allows, in table order. */
export function allowedCommands(order: OrderCommandFacts): ButtonCode[] {
  return ORDER_COMMANDS.filter((cmd) => commandRefusal(cmd, order) === null).map((cmd) => cmd.code);
}

/**
 * The Chinese business message for a refused command, e.g. 当前订单状态不允许预约. The stand-in answers it; the
 * console may show it too.
 */
export function refusalMessage(cmd: OrderCommand, refusal: CommandRefusal): string {
  switch (refusal) {
    case "status":
      return `当前订单状态不允许${cmd.label}`;
    case "source":
      return `当前订单来源不允许${cmd.label}`;
    case "hungUp":
      return `订单已挂起，不能${cmd.label}`;
    case "notHungUp":
      return "订单未挂起";
    case "measure":
      return "非测量订单，没有测量信息";
    case "delivery":
      return "订单不是送装订单，不能送装分离";
    case "goodsNotChecked":
      return "订单已验货";
    case "buildNotConfirmed":
      return "订单已施工确认";
    case "paid":
      return "订单没有已支付金额，不能退款";
    case "hasWorker":
      return `订单未指派师傅，不能${cmd.label}`;
    case "awaitingPickUp":
      return "订单商品不在待提货状态，不能提货";
    case "inDelivery":
      return "订单商品未在配送中，不能确认签收";
  }
}
