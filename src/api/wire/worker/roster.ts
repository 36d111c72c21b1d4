import * as v from "valibot";
import * as roster from "../../worker/roster";
import { dateTime, integer, optional, optionalText, problemOf, request, text } from "../../schema";
import { page, PAGING, queryInteger, wire, type WireEntry } from "../define";
import {
  idList,
  areaRef,
  version,
  workerAccountStatus,
  workerKey,
  workerRow,
  workerRowEntries,
} from "./records";
import { entries as settings } from "./rosterSettings";

/**
 * The schemas of api.worker.roster's calls (../define.ts): the roster, its export, status changes, the archive's
 * reads and the transfers here; the order-taking settings in ./rosterSettings.ts. registerWorker and updateWorker
 * carry theirs on their declarations (src/api/worker/rosterProfile.ts).
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

const byWorker = request({ workerId: workerKey });

const workerCommon = v.object({
  ...workerRowEntries,
  serviceLevel: v.number(),
  walletBalance: v.number(),
  completedCount: v.number(),
});

const workerBasic = v.object({
  version,
  workerId: v.string(),
  workerName: v.string(),
  workerMobile: v.string(),
  gender: v.picklist([1, 2]),
  idCardNo: v.string(),
  idCardFront: v.optional(v.nullable(v.string())),
  idCardBack: v.optional(v.nullable(v.string())),
  area: areaRef,
  detailAddress: v.string(),
  emergencyContact: v.optional(v.nullable(v.string())),
  emergencyMobile: v.optional(v.nullable(v.string())),
});

const transferRecord = v.object({
  id: v.string(),
  orderNo: v.string(),
  fromWorkerName: v.string(),
  toWorkerName: v.string(),
  transferType: v.picklist([1, 2]),
  operator: v.string(),
  gmtCreatedTime: v.string(),
});

const deliveryOrder = v.object({
  orderNo: v.string(),
  orderStatus: v.number(),
  goodsNameList: v.array(v.string()),
  customerName: v.string(),
  address: v.string(),
  appointmentTime: v.optional(v.nullable(v.string())),
});

/**
 * transferOrders' request (its handler: mocks/dispatch/orderDispatch.ts). The receiving worker is required for
 * either type, as the 转单 dialog requires it: named with the dialog's label, 接单师傅 (the handler, behind, says
 * 安装师傅 for 送装分离; docs/decisions.md). 送货师傅 is read for 送装分离 only, where the handler requires it.
 */
const transferOrdersRequest = request({
  orderNos: idList("订单号", 50),
  transferType: integer("转单类型", { min: 1, max: 2 }),
  fromWorkerId: text("原师傅", { max: 32 }),
  toWorkerId: text("接单师傅", { max: 32 }),
  reason: optionalText("转单原因", { max: 100 }),
  deliveryWorkerId: optionalText("送货师傅", { max: 32 }),
});

const ownEntries: readonly WireEntry[] = [
  wire(roster.workerList, {
    request: request({ ...PAGING, ...workerSearch }),
    answer: page(workerRow),
  }),
  wire(roster.workerExport, {
    request: request({ ...exportFields, ...workerSearch }),
    answer: v.object({
      exportId: v.string(),
      records: v.array(workerRow),
      total: v.number(),
      nextCursor: v.nullable(v.string()),
    }),
  }),
  wire(roster.workerStatus, {
    // The change asked for must be one of the table's and allowed from the worker's status: the handler's rules.
    // Every change (启用 / 禁用 / 拉黑) needs a reason, as its dialog asks: required here, 「请输入原因」, without the
    // change's name, which a field's schema cannot see (the dialog says which reason).
    request: request({
      workerId: workerKey,
      accountStatus: integer("账号状态", { min: 1, max: 5 }),
      reason: text("原因", { max: 200, empty: "请输入原因" }),
    }),
    answer: v.null(),
  }),
  wire(roster.workerCommon, { request: byWorker, answer: workerCommon }),
  wire(roster.workerBasic, { request: byWorker, answer: workerBasic }),
  wire(roster.workerAccount, {
    request: byWorker,
    answer: v.object({
      workerId: v.string(),
      loginName: v.string(),
      accountStatus: workerAccountStatus,
      lastLoginTime: v.optional(v.nullable(v.string())),
    }),
  }),
  wire(roster.transferList, {
    request: request({
      ...PAGING,
      // Absent or "" is every worker's; anything else names a worker (blank or not text: 师傅不能为空).
      workerId: v.optional(
        v.pipe(
          v.string("师傅不能为空"),
          v.check((id) => id === "" || id.trim() !== "", "师傅不能为空"),
        ),
      ),
      orderNo: optionalText("订单号", { max: 32 }),
    }),
    answer: page(transferRecord),
  }),
  wire(roster.getProviderArea, { answer: v.array(areaRef) }),
  wire(roster.transferOrders, {
    request: transferOrdersRequest,
    answer: v.object({ successCount: v.number(), failedOrderNos: v.array(v.string()) }),
  }),
  wire(roster.deliveryOrders, {
    request: request({ ...PAGING, workerId: text("师傅", { max: 32 }) }),
    answer: page(deliveryOrder),
  }),
  wire(roster.myGrade, {
    request: byWorker,
    answer: v.object({
      grade: v.number(),
      gradeName: v.string(),
      score: v.number(),
      nextGradeScore: v.optional(v.nullable(v.number())),
    }),
  }),
  wire(roster.walletAmount, {
    request: byWorker,
    answer: v.object({ balance: v.number(), frozenAmount: v.number(), withdrawableAmount: v.number() }),
  }),
  wire(roster.serviceLevel, {
    request: byWorker,
    answer: v.object({ level: v.number(), levelName: v.string(), score: v.number() }),
  }),
];

export const entries: readonly WireEntry[] = [...ownEntries, ...settings];
