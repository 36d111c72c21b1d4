import type { EnumOption, TagTone } from "../enumeration";
import { LOGISTICS_STATUS } from "./constants";

/**
 * The 23 order marks of spec §4, shown as tags on the order rows and the detail header. The spec gives the words
 * only: the field each mark is read from (the comment before it) and its colour are ours. `deriveOrderMarks` is the one
 * place that turns an order's facts into its tags; the stand-in answers `orderMarks` with it.
 */
export interface OrderMarkOption extends EnumOption<string> {
  tone?: TagTone;
}

export const ORDER_MARKS: readonly OrderMarkOption[] = [
  // 每单一个：scopeType 2 显示「总包」，1 显示「众包」
  { value: "总包/众包", label: "总包/众包" },
  // 商家加急（urgent）
  { value: "急", label: "急", tone: "danger" },
  // 商家暂停服务（stopped）
  { value: "停", label: "停", tone: "danger" },
  // 补单：为补充服务另开的订单（supplement）
  { value: "补", label: "补", tone: "warning" },
  // 订单挂起中（hangUp）
  { value: "挂", label: "挂", tone: "warning" },
  // 有未完结的客户投诉（complaint）
  { value: "客诉", label: "客诉", tone: "danger" },
  // 待预约且最近一次预约未成功（appointmentFailed）
  { value: "预约失败", label: "预约失败", tone: "danger" },
  // 待派单/待接单且未指派师傅
  { value: "无师傅", label: "无师傅", tone: "danger" },
  // 以旧换新订单（tradeIn）
  { value: "以旧换新", label: "以旧换新" },
  // 客户要求次日安装（nextDayInstall）
  { value: "次日装", label: "次日装" },
  // 送货方式 1 只送货（deliveryMode）
  { value: "送货", label: "送货" },
  // 送货方式 2 送货并安装，师傅未定
  { value: "送装", label: "送装" },
  // 送货方式 3 同一师傅送货并安装
  { value: "送装一体", label: "送装一体" },
  // 送货方式 4 送货、安装分属两位师傅
  { value: "送装分离", label: "送装分离" },
  // 商品物流状态为「<状态>」（logisticsStatus <code>）
  ...LOGISTICS_STATUS.map((status): OrderMarkOption => ({
    value: status.label,
    label: status.label,
    tone: status.tone,
  })),
  // 服务完成后客户给出好评（goodReview）
  { value: "好评", label: "好评", tone: "success" },
];

/** The facts the marks are read from. */
export interface OrderMarkFacts {
  orderStatus: number;
  /** 众包 1, 总包 2. */
  scopeType: 1 | 2;
  urgent: boolean;
  stopped: boolean;
  supplement: boolean;
  hangUp: boolean;
  complaint: boolean;
  appointmentFailed: boolean;
  workerId?: string | null;
  tradeIn: boolean;
  nextDayInstall: boolean;
  /** DELIVERY_MODE code. */
  deliveryMode: number;
  /** LOGISTICS_STATUS code, or null without logistics. */
  logisticsStatus?: number | null;
  goodReview: boolean;
}

const DELIVERY_MARKS: Record<number, string> = { 1: "送货", 2: "送装", 3: "送装一体", 4: "送装分离" };

/** The tags of an order, in ORDER_MARKS order (the scope mark shows 总包 or 众包). */
export function deriveOrderMarks(order: OrderMarkFacts): string[] {
  const marks = [order.scopeType === 2 ? "总包" : "众包"];
  if (order.urgent) marks.push("急");
  if (order.stopped) marks.push("停");
  if (order.supplement) marks.push("补");
  if (order.hangUp) marks.push("挂");
  if (order.complaint) marks.push("客诉");
  if (order.appointmentFailed && order.orderStatus === 7) marks.push("预约失败");
  if ((order.orderStatus === 3 || order.orderStatus === 4) && !order.workerId) marks.push("无师傅");
  if (order.tradeIn) marks.push("以旧换新");
  if (order.nextDayInstall) marks.push("次日装");
  const delivery = DELIVERY_MARKS[order.deliveryMode];
  if (delivery) marks.push(delivery);
  const logistics = LOGISTICS_STATUS.find((status) => status.value === order.logisticsStatus);
  if (logistics) marks.push(logistics.label);
  if (order.goodReview) marks.push("好评");
  return marks;
}

/** The mark of a tag as shown on a row ("总包" and "众包" are both the 总包/众包 mark). */
export function orderMarkOf(tag: string): OrderMarkOption | undefined {
  const value = tag === "总包" || tag === "众包" ? "总包/众包" : tag;
  return ORDER_MARKS.find((mark) => mark.value === value);
}
