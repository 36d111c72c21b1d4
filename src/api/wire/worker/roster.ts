import * as v from "valibot";
import { dateTime, oneOf, optional, optionalText, problemOf, request, text } from "../../schema";
import { page, PAGING, queryInteger } from "../define";
import {
  areaRef,
  idList,
  version,
  WORKER_ACCOUNT_STATUSES,
  workerAccountStatus,
  workerKey,
  workerRow,
  workerRowEntries,
} from "./records";

/**
 * The schemas of api.worker.roster's calls (registered in ../entries/worker/roster.ts): the roster, its export,
 * status changes, the archive's reads and the transfers here; the order-taking settings in ./rosterSettings.ts.
 * src/api/worker/roster.ts takes its types from them; registerWorker's and updateWorker's are in ./rosterProfile.ts.
 */

/**
 * An optional "YYYY-MM-DD HH:mm:ss" as mocks/validate.ts `dateTime` reads it: blank is not given, more than 19
 * characters 「X不能超过19个字符」, then a real moment or 「X格式不正确」.
 */
function optionalDateTime(label: string) {
  const moment = dateTime(label);
  return optionalText(label, { max: 19, format: (value) => problemOf(moment, value) });
}

/**
 * The roster's search, in the order mocks/workers/workers.ts `listWhere` reads it. Its numbers may travel as their
 * digits (the stand-in reads them so: mocks/typedNumbers.test.ts); a start after the end is the handler's.
 */
const workerSearch = {
  workerName: optionalText("师傅姓名", { max: 20 }),
  workerMobile: optionalText("手机号", { max: 11 }),
  accountStatus: optional(queryInteger("账号状态", { min: 1, max: 5 })),
  serverType: optional(queryInteger("服务类型", { min: 1, max: 3 })),
  // The address picker's deepest level: a province, a city or a district.
  areaId: optional(queryInteger("服务区域", { min: 1 })),
  startTime: optionalDateTime("开始时间"),
  endTime: optionalDateTime("结束时间"),
};

/**
 * An export's own fields (mocks/exports/exports.ts, checked before the search): 每页条数 1 to 100; a cursor that is
 * not text is one the gateway does not serve (src/domain/exports.ts EXPORT_EXPIRED_MESSAGE); the 查询条件 text at
 * most 200 characters (FILTER_TEXT_MAX). The contract imports no domain: the texts are written out.
 */
const exportFields = {
  size: PAGING.size,
  cursor: optional(v.string("导出已过期，请重新导出")),
  filterText: optionalText("查询条件", { max: 200 }),
};

// ---- requests, per call

export const workerListRequest = request({ ...PAGING, ...workerSearch });

export const workerExportRequest = request({ ...exportFields, ...workerSearch });

/**
 * The change asked for must be allowed from the worker's status: the handler's rule. Every change (启用 / 禁用 / 拉黑)
 * needs a reason, as its dialog asks: required here, 「请输入原因」, without the change's name, which a field's schema
 * cannot see (the dialog says which reason).
 */
export const workerStatusRequest = request({
  workerId: workerKey,
  accountStatus: oneOf("账号状态", WORKER_ACCOUNT_STATUSES),
  reason: text("原因", { max: 200, empty: "请输入原因" }),
});

export const transferListRequest = request({
  ...PAGING,
  /** Absent or "" is every worker's; anything else names a worker (blank or not text: 师傅不能为空). */
  workerId: v.optional(
    v.pipe(
      v.string("师傅不能为空"),
      v.check((id) => id === "" || id.trim() !== "", "师傅不能为空"),
    ),
  ),
  orderNo: optionalText("订单号", { max: 32 }),
});

/**
 * transferOrders' request (its handler: mocks/dispatch/orderDispatch.ts). The receiving worker is required for
 * either type, as the 转单 dialog requires it: named with the dialog's label, 接单师傅 (the handler, behind, says
 * 安装师傅 for 送装分离; docs/decisions.md). 送货师傅 is read for 送装分离 only, where the handler requires it.
 */
export const transferOrdersRequest = request({
  orderNos: idList("订单号", 50),
  /** 1 手动转单, 2 送装分离. */
  transferType: oneOf("转单类型", [1, 2]),
  fromWorkerId: text("原师傅", { max: 32 }),
  toWorkerId: text("接单师傅", { max: 32 }),
  reason: optionalText("转单原因", { max: 100 }),
  /**
   * 送装分离 (transferType 2): the worker who delivers; toWorkerId then installs. Absent for 手动转单 (1), where
   * toWorkerId takes the whole order.
   */
  deliveryWorkerId: optionalText("送货师傅", { max: 32 }),
});

export const deliveryOrdersRequest = request({ ...PAGING, workerId: text("师傅", { max: 32 }) });

// ---- answers

export const workerPage = page(workerRow);

/** A page of the roster's export (src/api/types.ts ExportPage). */
export const workerExportPage = v.object({
  exportId: v.string(),
  records: v.array(workerRow),
  total: v.number(),
  nextCursor: v.nullable(v.string()),
});

/** Header summary of a worker's archive. */
export const workerCommon = v.object({
  ...workerRowEntries,
  serviceLevel: v.number(),
  walletBalance: v.number(),
  completedCount: v.number(),
});

export const workerBasic = v.object({
  version,
  workerId: v.string(),
  workerName: v.string(),
  workerMobile: v.string(),
  /** 1 male, 2 female. */
  gender: v.picklist([1, 2]),
  idCardNo: v.string(),
  idCardFront: v.optional(v.nullable(v.string())),
  idCardBack: v.optional(v.nullable(v.string())),
  area: areaRef,
  detailAddress: v.string(),
  emergencyContact: v.optional(v.nullable(v.string())),
  emergencyMobile: v.optional(v.nullable(v.string())),
});

export const workerAccount = v.object({
  workerId: v.string(),
  loginName: v.string(),
  accountStatus: workerAccountStatus,
  lastLoginTime: v.optional(v.nullable(v.string())),
});

export const transferRecord = v.object({
  id: v.string(),
  orderNo: v.string(),
  fromWorkerName: v.string(),
  toWorkerName: v.string(),
  /** 1 手动转单, 2 送装分离. */
  transferType: v.picklist([1, 2]),
  operator: v.string(),
  gmtCreatedTime: v.string(),
});
export const transferPage = page(transferRecord);

export const transferOrdersResult = v.object({
  successCount: v.number(),
  failedOrderNos: v.array(v.string()),
});

export const deliveryOrder = v.object({
  orderNo: v.string(),
  orderStatus: v.number(),
  goodsNameList: v.array(v.string()),
  customerName: v.string(),
  address: v.string(),
  appointmentTime: v.optional(v.nullable(v.string())),
});
export const deliveryOrderPage = page(deliveryOrder);

export const workerGrade = v.object({
  grade: v.number(),
  gradeName: v.string(),
  score: v.number(),
  nextGradeScore: v.optional(v.nullable(v.number())),
});

export const walletAmount = v.object({
  balance: v.number(),
  frozenAmount: v.number(),
  withdrawableAmount: v.number(),
});

export const serviceLevel = v.object({ level: v.number(), levelName: v.string(), score: v.number() });
