import * as v from "valibot";
import { dateTime, filePaths, integer, optional, optionalText, request, text, yuan } from "../../schema";

/**
 * The schemas of api.order.operations's calls (registered in ../entries/order/operations.ts), and the fields the
 * order operations share (also read by ./performance.ts, ./tmall.ts and ./admin.ts); src/api/order/operations.ts
 * takes its types from them. Each request names its fields in the order the gateway checks them (the order number
 * first), with its messages; the stand-in's handlers (mocks/orders/orderOperations.ts, orderRecords.ts) read what
 * they checked and keep only the rules across fields, the clock's and the stored order's.
 */

/** The order the operation is on (mocks/orders/orders.ts `orderNoOf`). */
export const orderNo = text("订单号", { max: 32 });

/** The gateway's limit of a remark or a reason. */
const NOTE_MAX = 200;
export const note = (label: string) => optionalText(label, { max: NOTE_MAX });
export const remark = note("备注");

/** What the gateway reads as "not given". */
const absent = (input: unknown) => input === undefined || input === null || input === "";

/**
 * The most photos of one upload: the dialogs' 5, the upload's default (spec
 * §5, §9); the handler's 9 was looser (docs/decisions.md).
 */
const MAX_PHOTOS = 5;

/**
 * Stored paths of uploaded photos, `min` to 5: 「请上传X」 when absent, "" or
 * fewer than `min`, 「X格式不正确」 for a path that is blank, longer than 300 or not text. An optional one (min 0) is
 * wrapped in `optional` by its request: absent or null is none, "" is 「请上传X」.
 */
export function photos(label: string, min: 0 | 1) {
  const path = v.pipe(
    v.string(`${label}格式不正确`),
    v.trim(),
    v.nonEmpty(`${label}格式不正确`),
    v.maxLength(300, `${label}格式不正确`),
  );
  return v.pipe(
    v.array(path, (issue) => (absent(issue.input) ? `请上传${label}` : `${label}格式不正确`)),
    v.minLength(min, `请上传${label}`),
    v.maxLength(MAX_PHOTOS, `${label}最多${MAX_PHOTOS}张`),
  );
}

/**
 * A yes / no as true / false, or 1 / 0 as number or text (as the gateway takes it):
 * anything else, absent included, is 「X不能为空」. The handler gets the boolean.
 */
function yesNo(label: string) {
  return v.pipe(
    v.union([v.boolean(), v.picklist([1, 0, "1", "0", "true", "false"])], `${label}不能为空`),
    v.transform((value) => value === true || value === 1 || value === "1" || value === "true"),
  );
}

/**
 * The bound of a quote: the 报价 dialog's 99999.99; the handler's
 * 1000000 was looser (docs/decisions.md).
 */
const MAX_AMOUNT = 99999.99;

/**
 * Money in yuan as the gateway reads it: a JSON number or its digits as text (with one
 * decimal part); absent or "" 「X不能为空」, other text 「X格式不正确」, then above 0, at most 99999.99, two decimals at
 * most (of the value as it came). The handler gets the number. Not schema.ts `yuan`, which takes numbers only. The
 * bounds are valibot's value actions (a digit text compares as its number), so a form reads them (../schemaLimits.ts).
 */
function amount(label: string) {
  const wrong = (issue: v.BaseIssue<unknown>) =>
    absent(issue.input) ? `${label}不能为空` : `${label}格式不正确`;
  return v.pipe(
    v.union([v.number(), v.pipe(v.string(), v.regex(/^\d+(\.\d+)?$/, wrong))], wrong),
    v.check((value) => Number.isFinite(Number(value)), `${label}格式不正确`),
    v.gtValue(0, `${label}必须大于0`),
    v.maxValue(MAX_AMOUNT, `${label}不能超过${MAX_AMOUNT}`),
    v.check((value) => /^\d+(\.\d{1,2})?$/.test(String(value)), `${label}最多两位小数`),
    v.transform(Number),
    v.metadata({ decimals: 2 }),
  );
}

// ---- requests, per call

/** An order named by its number (the calls on one order that send nothing else). */
export const orderKeyRequest = request({ orderNo });

export const checkGoodsRequest = request({
  orderNo,
  /** true 合格, false 不合格 (1 / 0 as number or text are taken too). */
  passed: yesNo("验货结果"),
  /** Stored file paths of the photos, 1 to 5. */
  images: photos("验货照片", 1),
  remark,
});

export const buildConfirmRequest = request({
  orderNo,
  /** Stored file paths of the photos, 1 to 5. */
  images: photos("施工照片", 1),
  remark,
});

/** 报价: amounts are yuan, above 0, with at most 2 decimals. */
export const offerRequest = request({ orderNo, amount: amount("报价金额"), remark });

/**
 * Hiring the worker who will serve a quoted order: a 正常 worker of the provider. Whether the worker may take the
 * order (exists, 正常, 指派 settings) is the handler's.
 */
export const hireRequest = request({ orderNo, workerId: text("师傅", { max: 32 }), remark });

// ---- everyday record keeping (src/domain/orders/recordCommands.ts)

export const remarkRequest = request({
  orderNo,
  /** 1-200 characters. */
  content: text("备注内容", { max: NOTE_MAX }),
});

/**
 * The new service address: region ids of the address picker (street optional) and the detail address. Whether the
 * ids hold together (and 请选择区县 for a city with districts) is the handler's, from the region table.
 */
export const modifyAddressRequest = request({
  orderNo,
  provinceId: integer("省份", { min: 1 }),
  cityId: integer("城市", { min: 1 }),
  /** Required unless the city has no districts (东莞市 382, 中山市 383). */
  areaId: optional(integer("区县", { min: 1 })),
  townId: optional(integer("街道", { min: 1 })),
  detailAddress: text("详细地址", { max: 100 }),
  reason: note("修改原因"),
});

export const uploadVoucherRequest = request({
  orderNo,
  /** Stored file paths, 1 to 5. */
  images: photos("凭证照片", 1),
  remark,
});

// 提货 and 确认签收: photos are required when it succeeded and a reason when it did not, the handler's (it reads both
// fields).

export const pickUpRequest = request({
  orderNo,
  /** true 提货成功 (photos required), false 提货失败 (reason required). */
  pickedUp: yesNo("提货结果"),
  images: optional(photos("提货照片", 0)),
  reason: note("提货失败原因"),
});

export const confirmReceiptRequest = request({
  orderNo,
  /** true 客户已签收 (photos required), false 客户拒签 (reason required). */
  signed: yesNo("签收结果"),
  images: optional(photos("签收照片", 0)),
  reason: note("拒签原因"),
});

export const completeRequest = request({
  orderNo,
  /** Completion photos, 1 to 5. */
  images: photos("完工照片", 1),
  remark,
});

/**
 * Reasons are at most 100 characters: the dialogs allowed 200, the gateway refused above 100, and the spec gives no
 * limit (docs/decisions.md).
 */
const REASON_MAX = 100;

export const hangUpRequest = request({
  orderNo,
  hangUpReason: text("挂起原因", { max: REASON_MAX }),
  /** When the order is expected to resume; not in the past (the handler checks it against its clock). */
  expectResumeTime: optional(dateTime("预计恢复时间")),
});

export const cancelOrderRequest = request({ orderNo, cancelReason: text("取消原因", { max: REASON_MAX }) });

export const refundRequest = request({
  orderNo,
  /** At most 99999.99 (the dialog's bound) and the paid amount minus what was refunded before (the handler's). */
  amount: yuan("退款金额", 99999.99),
  reason: text("退款原因", { max: REASON_MAX }),
});

export const abnormalFeeRequest = request({
  orderNo,
  amount: yuan("异常费用", 9999.99),
  reason: text("费用原因", { max: REASON_MAX }),
  /** Up to 5 photos, as the dialog offers. */
  images: optional(filePaths("凭证照片", 5)),
});
