import * as v from "valibot";
import { optional, request, text } from "../../schema";
import { orderNo, photos, remark } from "./operations";

/**
 * The schemas of api.order.performance's calls (registered in ../entries/order/performance.ts; ../entries/order/
 * tmall.ts registers the same requests for the 天猫 variants, one handler serves both:
 * mocks/orders/orderOperations.ts); src/api/order/performance.ts takes its types from them. Fields in the order the
 * gateway checks them. 发送核销码 sends the order number only (./operations.ts `orderKeyRequest`).
 */

/** "YYYY-MM-DD" naming a real day (Date.parse rolls 2026-02-30 over to March: the day must read back the same). */
function isDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}

/**
 * 预约日期, a real day (「预约日期格式不正确」), and 预约时段. The slot's shape only: which eight slots there are is the
 * domain's (VISIT_TIME_SLOTS, which the contract may not import), and a day before today or a slot already over needs
 * the clock: the handler's (mocks/orders/orderInput.ts `appointment`), with the same 「预约时段不正确」.
 */
const visit = {
  /** "YYYY-MM-DD". */
  appointmentDate: text("预约日期", {
    max: 10,
    format: (value) => (isDay(value) ? null : "预约日期格式不正确"),
  }),
  /** Two-hour slot, e.g. "09-11". */
  timeSlot: text("预约时段", {
    max: 5,
    format: (value) => (/^\d{2}-\d{2}$/.test(value) ? null : "预约时段不正确"),
  }),
};

/** Appointment and visit operations (manual operation codes 预约 0, 改约 1, 签到 2, 核销 3). */
export const appointmentRequest = request({ orderNo, ...visit, remark });

/** 改约: the new date and slot and why (no remark: the stand-in reads none and the dialog sends none). */
export const visitModifyRequest = request({ orderNo, ...visit, reason: text("改约原因", { max: 200 }) });

/**
 * The worker's position is not read by the handler (the console sends none): the schema holds its type only.
 */
export const signInRequest = request({
  orderNo,
  /** Stored file paths of the sign-in photos. */
  images: photos("签到照片", 1),
  lng: optional(v.number("经度格式不正确")),
  lat: optional(v.number("纬度格式不正确")),
});

/**
 * 核销码: 4 to 8 digits, the 核销 dialog's rule (src/resources/orders/serviceActions.ts), with the dialog's words;
 * any text of at most 10 was looser (docs/decisions.md).
 */
const VERIFY_CODE_MAX = 8;
const VERIFY_CODE_TEXT = "核销码为4-8位数字";
const verifyCodeFormat = (value: string) => (/^\d{4,8}$/.test(value) ? null : VERIFY_CODE_TEXT);

// Whether the code is the order's is the handler's (核销码错误, a business error).
export const verifyRequest = request({
  orderNo,
  /** The customer's verification code. */
  verifyCode: text("核销码", {
    max: VERIFY_CODE_MAX,
    maxMessage: VERIFY_CODE_TEXT,
    format: verifyCodeFormat,
  }),
  images: optional(photos("核销照片", 0)),
});
