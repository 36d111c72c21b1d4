/**
 * What the conformance run (scripts/conformanceCheck.ts) sends to each read of the contract:
 * - `Fixtures`, the fixture map: a value for each request field name, read at the start from the gateway's own
 *   answers (the first order of the order list, a worker, a bill…), so any gateway with some data of the account can
 *   be called, the stand-in's seed or a real one;
 * - `READ_REQUESTS`: for the reads whose declaration has no request schema yet, the fields each needs (named as in
 *   its request type in src/api, so a wrong name does not compile), filled from the fixture of the same name
 *   (`byName`), or the request written out where a name means another record (`given`: a 天猫 order's number in
 *   `orderNo`, a staff account's id in `id`);
 * - `SKIPPED_READS`: the reads not called, each with why.
 * A read with a request schema and no entry here gets its schema's required fields from the fixtures by name.
 */
import * as api from "../src/api";
import type { Endpoint, KeyField } from "../src/api/endpoint";
import { SEAT_DICT_TYPE } from "../src/api/basicPublicHotline";
import { NEED_DEAL_ASSIGNED_TYPE } from "../src/api/layout";
import type { NeedDealNumsQuery } from "../src/api/workOrders";
import { config } from "../src/config";
import { SERVICE_TYPE_CODE } from "../src/domain/orders/constants";
import { SERVICE_ORDER_DONE } from "../src/domain/presaleStatus";
import { CONSOLE_PROTOCOLS } from "../src/domain/protocols";
import { TODO_RESPONSE_STATUSES, TODO_RESULT_STATUSES } from "../src/domain/workOrderStatus";
import type { BenchClient } from "./benchClient";

/** A value of each request field name the reads need (strings are ids and numbers as the gateway answers them). */
export interface Fixtures {
  providerId: string;
  /** An order of the account, one with a worker where there is one; `orderWorkerId` is that worker. */
  orderNo: string;
  orderWorkerId: string;
  /** A 天猫 order (orderSource 2): the tmall reads. */
  tmallOrderNo: string;
  /** A measuring order (serverType 3): its rooms. */
  measureOrderNo: string;
  /** A stored file the account may read: a goods photo of an order. */
  filePath: string;
  workerId: string;
  workerName: string;
  /** A provider bill's number and a worker bill's (both are `billNo` in requests). */
  proBillNo: string;
  workerBillNo: string;
  alertId: string;
  merchantId: string;
  serviceOrderNo: string;
  /** A pre-sale service order that is done (已完工): its completion. */
  doneServiceOrderNo: string;
  /** An after-sale service order (`serverNo`). */
  serverNo: string;
  workOrderId: string;
  workType: number;
  serviceId: number;
  contractCode: string;
  /** A contract whose deposit is still to pay (onboarding). */
  depositContractCode: string;
  /** A staff account of the main account. */
  staffId: string;
  /** The provider's city and area (regions). */
  cityId: number;
  areaId: number;
  platform: string;
  protocolCode: string;
  dictType: string;
}

export type FixtureName = keyof Fixtures;

/** Thrown while building a request that needs a fixture the gateway gave none for. */
export class MissingFixture extends Error {
  constructor(readonly fixture: string) {
    super(`no ${fixture}`);
  }
}

const first = <T>(rows: readonly T[] | null | undefined, what: string): T => {
  if (!rows || rows.length === 0) throw new Error(`${what} is empty`);
  return rows[0];
};

const PAGE = { current: 1, size: 10 } as const;

/** How each fixture is found: `from` names the call (for the report), `find` reads the value. */
export const FIXTURE_LOOKUPS: {
  [K in FixtureName]: { from: string; find: (client: BenchClient) => Promise<Fixtures[K]> };
} = {
  providerId: {
    from: "adminTemplate.userInfo",
    find: async (client) => String((await client.call(api.adminTemplate.userInfo)).providerId),
  },
  orderNo: {
    from: "order.provider.orderList",
    find: async (client) => servedOrder(client).then((order) => order.orderNo),
  },
  orderWorkerId: {
    from: "order.provider.orderList",
    find: async (client) => {
      const { workerId } = await servedOrder(client);
      if (!workerId) throw new Error("no order of the first 50 has a worker");
      return String(workerId);
    },
  },
  tmallOrderNo: {
    from: "order.provider.orderList (orderSource 2)",
    find: async (client) => {
      const page = await client.call(api.order.provider.orderList, { ...PAGE, orderSource: 2 });
      return first(page.records, "the 天猫 order list").orderNo;
    },
  },
  measureOrderNo: {
    from: "order.provider.orderList (serverType 3)",
    find: async (client) => {
      const page = await client.call(api.order.provider.orderList, {
        ...PAGE,
        serverType: SERVICE_TYPE_CODE.measure,
      });
      return first(page.records, "the measuring order list").orderNo;
    },
  },
  filePath: {
    from: "order.provider.orderList (goods photos)",
    find: async (client) => {
      const page = await client.call(api.order.provider.orderList, { current: 1, size: 50 });
      const image = page.records.flatMap((order) => order.goods ?? []).find((goods) => goods.image)?.image;
      if (!image) throw new Error("no goods photo in the first 50 orders");
      return image;
    },
  },
  workerId: {
    from: "worker.roster.workerList",
    find: async (client) =>
      String(
        first((await client.call(api.worker.roster.workerList, PAGE)).records, "the worker list").workerId,
      ),
  },
  workerName: {
    from: "worker.roster.workerList",
    find: async (client) =>
      first((await client.call(api.worker.roster.workerList, PAGE)).records, "the worker list").workerName,
  },
  proBillNo: {
    from: "finance.proBillPageList",
    find: async (client) =>
      first((await client.call(api.finance.proBillPageList, PAGE)).records, "the provider bill list").billNo,
  },
  workerBillNo: {
    from: "finance.workerBillPageList",
    find: async (client) =>
      first((await client.call(api.finance.workerBillPageList, PAGE)).records, "the worker bill list").billNo,
  },
  alertId: {
    from: "data.alertList",
    find: async (client) =>
      String(first((await client.call(api.data.alertList, PAGE)).records, "the alert list").alertId),
  },
  merchantId: {
    from: "merchant.pageMerchantNickName",
    find: async (client) =>
      String(
        first((await client.call(api.merchant.pageMerchantNickName, PAGE)).records, "the merchant list")
          .merchantId,
      ),
  },
  serviceOrderNo: {
    from: "order.provider.providerServiceOrderList",
    find: async (client) =>
      first(
        (await client.call(api.order.provider.providerServiceOrderList, PAGE)).records,
        "the service order list",
      ).serviceOrderNo,
  },
  doneServiceOrderNo: {
    from: "order.provider.providerServiceOrderList (已完工)",
    find: async (client) => {
      const query = { ...PAGE, serviceStatus: SERVICE_ORDER_DONE };
      const page = await client.call(api.order.provider.providerServiceOrderList, query);
      return first(page.records, "the list of service orders 已完工").serviceOrderNo;
    },
  },
  serverNo: {
    from: "order.provider.queryServerAfterSaleList",
    find: async (client) =>
      first(
        (await client.call(api.order.provider.queryServerAfterSaleList, PAGE)).records,
        "the after-sale list",
      ).serverNo,
  },
  workOrderId: {
    from: "workOrders.fetchList",
    find: async (client) =>
      String(
        first((await client.call(api.workOrders.fetchList, PAGE)).records, "the work order list").workOrderId,
      ),
  },
  workType: {
    from: "workOrders.getWorkType",
    find: async (client) => first(await client.call(api.workOrders.getWorkType), "the work types").workType,
  },
  serviceId: {
    from: "goods.getAllServiceType",
    find: async (client) =>
      first(await client.call(api.goods.getAllServiceType), "the service types").serviceId,
  },
  contractCode: {
    from: "worker.profile.getProviderContractList",
    find: async (client) =>
      first(await client.call(api.worker.profile.getProviderContractList), "the contract list").contractCode,
  },
  depositContractCode: {
    from: "worker.profile.getProviderContractList",
    find: async (client) => {
      const contracts = await client.call(api.worker.profile.getProviderContractList);
      const owing = contracts.find((contract) => contract.depositAmount && !contract.depositPaid);
      if (!owing) throw new Error("no contract has a deposit still to pay (onboarding is over)");
      return owing.contractCode;
    },
  },
  staffId: {
    from: "staff.staffList",
    find: async (client) =>
      String(first((await client.call(api.staff.staffList, PAGE)).records, "the staff list").id),
  },
  cityId: {
    from: "worker.profile.getProviderProfileByToken",
    find: async (client) => (await providerArea(client)).cityId,
  },
  areaId: {
    from: "worker.profile.getProviderProfileByToken",
    find: async (client) => {
      const { areaId } = await providerArea(client);
      if (areaId === null || areaId === undefined) throw new Error("the provider's city has no area level");
      return areaId;
    },
  },
  platform: {
    from: "the console's configuration (VITE_PLATFORM)",
    find: async () => process.env.VITE_PLATFORM || config.platform,
  },
  protocolCode: { from: "src/domain/protocols.ts", find: async () => CONSOLE_PROTOCOLS[0] },
  dictType: { from: "src/api/basicPublicHotline.ts", find: async () => SEAT_DICT_TYPE },
};

/** The first order of the list with a worker (else the first order). */
async function servedOrder(client: BenchClient) {
  const page = await client.call(api.order.provider.orderList, { current: 1, size: 50 });
  return page.records.find((order) => order.workerId) ?? first(page.records, "the order list");
}

async function providerArea(client: BenchClient) {
  const profile = await client.call(api.worker.profile.getProviderProfileByToken);
  if (!profile.area) throw new Error("the provider's profile has no area");
  return profile.area;
}

/** The fixtures found, and why each missing one is missing. */
export interface FixtureSet {
  values: Partial<Fixtures>;
  missing: Partial<Record<FixtureName, string>>;
}

/** Looks every fixture up (one call or a few each); a failed lookup leaves the fixture missing, with its reason. */
export async function collectFixtures(client: BenchClient): Promise<FixtureSet> {
  const set: FixtureSet = { values: {}, missing: {} };
  for (const name of Object.keys(FIXTURE_LOOKUPS) as FixtureName[]) {
    const lookup = FIXTURE_LOOKUPS[name];
    try {
      (set.values as Record<string, unknown>)[name] = await lookup.find(client);
    } catch (error) {
      set.missing[name] = `${lookup.from}: ${error instanceof Error ? error.message : String(error)}`;
    }
  }
  return set;
}

/** The fixtures as a map that throws MissingFixture for a name it has no value of. */
export function fixtureReader(set: FixtureSet): Fixtures {
  return new Proxy(set.values, {
    get(values, name: string) {
      const value = (values as Record<string, unknown>)[name];
      if (value === undefined) throw new MissingFixture(name);
      return value;
    },
  }) as Fixtures;
}

// ---- the reads' requests

export interface ReadRequest {
  endpoint: Endpoint;
  /** The request, from the fixtures (paging is added for paginated calls). */
  build: (fixtures: Fixtures) => unknown;
}

/** A read whose fields are each filled from the fixture of the same name. */
function byName<Req>(
  endpoint: Endpoint<Req, unknown>,
  ...fields: (KeyField<Req> & FixtureName)[]
): ReadRequest {
  return {
    endpoint,
    build: (fixtures) => Object.fromEntries(fields.map((field) => [field, fixtures[field]])),
  };
}

/** A read whose request is written out (a field named for another fixture, fixed values). */
function given<Req>(endpoint: Endpoint<Req, unknown>, build: (fixtures: Fixtures) => Req): ReadRequest {
  return { endpoint, build };
}

const order = api.order;
const roster = api.worker.roster;

export const READ_REQUESTS: readonly ReadRequest[] = [
  given(api.address.areaGet, () => ({ id: 0 })),
  given(api.address.areasByCityAndIds, (f) => ({ cityId: f.cityId, ids: String(f.areaId) })),
  given(api.basicPublic.dictionaryPageList, (f) => ({ dictType: f.dictType })),
  given(api.basicPublic.fileUrls, (f) => ({ filePaths: [f.filePath] })),
  byName(api.basicPublic.downloadFile, "filePath"),
  byName(api.basicPublic.protocolAlert, "protocolCode"),
  byName(api.basicPublic.protocolInfo, "protocolCode"),
  byName(api.basicPublic.virNumberHistory, "orderNo"),
  byName(api.data.alertTrackList, "alertId"),
  given(api.finance.proBillOrders, (f) => ({ billNo: f.proBillNo })),
  given(api.finance.proBillDownload, (f) => ({ billNo: f.proBillNo })),
  byName(api.finance.walletRecordList, "workerId"),
  byName(api.finance.workerBankCardCount, "workerId"),
  byName(api.finance.workerBankCardList, "workerId"),
  given(api.finance.workerBillDetail, (f) => ({ billNo: f.workerBillNo })),
  given(api.finance.workerBillDownload, (f) => ({ billNo: f.workerBillNo })),
  given(api.finance.workerBillRwd, (f) => ({ billNo: f.workerBillNo })),
  given(api.goods.getAllCategory, (f) => ({ serviceId: f.serviceId, pid: "0", scopeType: 2 })),
  given(api.goods.getCateListByType, (f) => ({ serviceId: f.serviceId, pid: "0", scopeType: 0 })),
  byName(api.merchant.getMerchantLabels, "merchantId"),
  byName(api.merchant.queryMerchantInfo, "merchantId"),
  byName(api.message.queryMsgRecordPage, "platform"),
  byName(api.message.unReadNum, "platform"),
  byName(api.message.msgTypeTree, "platform"),
  ...[
    order.admin.getExpectLabel,
    order.admin.getOrderRemark,
    order.admin.orderTrack,
    order.admin.queryCheckResultByOrderNo,
    order.admin.queryOrderAppointmentInfo,
    order.admin.queryOrderBaseInfo,
    order.admin.queryOrderCommandAuth,
    order.admin.queryOrderCustomInfo,
    order.admin.queryOrderFeeInfo,
    order.admin.queryOrderGoodsDetail,
    order.admin.queryOrderHangUpInfo,
    order.admin.queryOrderServiceBill,
    order.admin.queryOrderVoucher,
    order.admin.queryRepairResultByOrderNo,
    order.admin.queryServiceWorkerInfo,
    order.admin.queryWorkerInfo,
    order.dispatch.candidates,
    order.provider.orderDetail,
    api.worker.map.byOrderAndArea,
  ].map((endpoint) => byName(endpoint, "orderNo")),
  // The order detail names the order by its number (resources/orders/detail.ts).
  given(order.admin.getSmfByBizNo, (f) => ({ bizNo: f.orderNo })),
  given(order.admin.workerOrderDetail, (f) => ({ orderNo: f.orderNo, workerId: f.orderWorkerId })),
  byName(order.provider.afterSaleWorkerFeedbackInfo, "serverNo"),
  byName(order.provider.serverProAfterSaleDetailList, "serverNo"),
  given(order.provider.merchantServerOrderComplete, (f) => ({ serviceOrderNo: f.doneServiceOrderNo })),
  given(order.admin.measureOrderRoomInfo, (f) => ({ orderNo: f.measureOrderNo })),
  byName(order.provider.providerServiceOrderDetail, "serviceOrderNo"),
  ...[
    order.tmall.logisticsList,
    order.tmall.orderFeeInfo,
    order.tmall.orderGoodsList,
    order.tmall.workerStartPriceDiff,
    api.worker.map.tmallByOrderAndArea,
    api.worker.tmall.servedWorkerIds,
  ].map((endpoint) => given(endpoint, (f) => ({ orderNo: f.tmallOrderNo }))),
  given(api.staff.staffHistory, (f) => ({ id: f.staffId })),
  given(api.staff.staffPermissions, (f) => ({ id: f.staffId })),
  byName(api.workOrders.detail, "workOrderId"),
  byName(api.workOrders.fetchReasonByType, "workType"),
  // The layout's badge, as src/queries/needDealCount.ts asks: the provider's own to-do work orders.
  given(api.workOrders.needDealNums, (f): NeedDealNumsQuery => ({
    isProvider: true,
    resultStatus: [...TODO_RESULT_STATUSES],
    responseStatus: [...TODO_RESPONSE_STATUSES],
    assignedType: NEED_DEAL_ASSIGNED_TYPE,
    providerId: f.providerId,
    workerId: f.providerId,
  })),
  byName(api.worker.map.tmallByWorkerId, "workerId"),
  byName(api.worker.profile.contractDetailsByCode, "contractCode"),
  given(api.worker.profile.getContractDeposit, (f) => ({ contractCode: f.depositContractCode })),
  given(api.worker.profile.getProviderApplyInfo, (f) => ({ provider_id: f.providerId })),
  ...[
    roster.deliveryOrders,
    roster.freeArea,
    roster.freeClass,
    roster.myGrade,
    roster.nonFree,
    roster.nonFreeArea,
    roster.nonFreeAreaType,
    roster.nonFreeClass,
    roster.nonFreePercent,
    roster.serviceLevel,
    roster.walletAmount,
    roster.workerAccount,
    roster.workerBasic,
    roster.workerClass,
    roster.workerCommon,
    roster.workerConfig,
    api.worker.search.labelsByWorkerId,
    api.worker.tmall.abilities,
    api.worker.tmall.contactInfo,
    api.worker.tmall.underTaking,
  ].map((endpoint) => byName(endpoint, "workerId")),
  // Part of a name (the first character), as the search box sends it.
  given(api.worker.search.fuzzyQueryWorkers, (f) => ({ keyword: f.workerName.slice(0, 1) })),
  byName(api.worker.search.getWorkerListByName, "workerName"),
  given(api.worker.search.queryWorkerListByNameOrMobile, (f) => ({ fuzzyContent: f.workerName.slice(0, 1) })),
];

/** Reads not called, and why (the report lists them as skipped). */
export const SKIPPED_READS: ReadonlyMap<Endpoint, string> = new Map<Endpoint, string>([
  [
    api.live.events,
    "the push channel: a text/event-stream that stays open, no envelope (its format is on src/api/live.ts; mocks/live tests it)",
  ],
]);
