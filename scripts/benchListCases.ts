/**
 * Every list screen of the verticals (the `listScreen` declarations under src/resources/*) as API cases of
 * `npm run bench` (issue 30): each list once as the screen first asks for it (its fixed fields, no filter) and once
 * with a keyword in its text filters (order, bill, work order or service order numbers, names, mobiles). The
 * keywords are read from the list itself before the timing (two of its pages), whole and as a prefix where the
 * filter matches a prefix or a part, with one that matches nothing, so a keyword request finds rows as a user's
 * search would.
 */
import * as api from "../src/api";
import type { Endpoint, Page } from "../src/api/endpoint";
import type { OrderListQuery, OrderRow } from "../src/api/order/types";
import { apiCase, paging, type ApiCase } from "./benchApiCase";
import type { BenchClient } from "./benchClient";

/** A text filter of a list: what it reads from a row, and the request field that carries it. */
interface KeywordField<Req, Row> {
  of?: (row: Row) => string | null | undefined;
  /** The values from elsewhere (a filter on another list's keys, e.g. the bill numbers of 待结算列表). */
  read?: (client: BenchClient) => Promise<string[]>;
  set: (value: string) => Req;
  /** Also search the first n characters (filters matching a prefix or a part of the value). */
  prefix?: number;
}

/** Matches no row of any list: a keyword search that finds nothing walks what an index leaves it. */
const NOTHING = "00000000000";

/** The rows' values read for the keywords: a page at the start of the list and one further in. */
const SAMPLE_PAGES = [
  { current: 1, size: 50 },
  { current: 40, size: 50 },
];

/**
 * The list `name` with and without a keyword: `fixed` is what the screen always sends (its fixed fields), each
 * field of `keywords` one text filter; the keyword requests take each (field, value) in turn.
 */
function listCases<Req, Row>(
  name: string,
  endpoint: Endpoint<Req, Page<Row>>,
  fixed: Req,
  keywords: KeywordField<Req, Row>[],
): ApiCase[] {
  const searches: Req[] = [];
  const plain = apiCase(name, endpoint, (i) => ({ ...fixed, ...paging(i) }));
  const keyword: ApiCase = {
    name: `${name}, keyword`,
    prepare: async (client) => {
      const rows: Row[] = [];
      for (const page of SAMPLE_PAGES) {
        const result = await client.call(endpoint, { ...fixed, ...page }, { silent: true });
        rows.push(...result.records);
      }
      // Per field its values, then one that matches nothing; the requests take the fields in turn.
      const perField: Req[][] = [];
      for (const field of keywords) {
        const values = field.read ? await field.read(client) : rows.map((row) => field.of?.(row));
        const texts = values.flatMap((value) =>
          !value ? [] : field.prefix ? [value, value.slice(0, field.prefix)] : [value],
        );
        perField.push([...new Set(texts), NOTHING].map((text) => ({ ...fixed, ...field.set(text) })));
      }
      const longest = Math.max(...perField.map((list) => list.length));
      for (let n = 0; n < longest; n++) {
        for (const list of perField) searches.push(list[n % list.length]);
      }
    },
    call: (client, i) =>
      client.call(endpoint, { ...searches[i % searches.length], ...paging(i) }, { silent: true }),
  };
  return [plain, keyword];
}

const order = api.order.provider;

/** The order lists' text filters (prefix matches on an index: the whole value and its first characters). */
const ORDER_KEYWORDS: KeywordField<OrderListQuery, OrderRow>[] = [
  { of: (row) => row.orderNo, set: (orderNo) => ({ orderNo }), prefix: 10 },
  { of: (row) => row.customerName, set: (customerName) => ({ customerName }), prefix: 1 },
  { of: (row) => row.customerMobile, set: (customerMobile) => ({ customerMobile }), prefix: 7 },
];

export const LIST_CASES: ApiCase[] = [
  // 订单列表 (its plain and filtered cases are in benchApiCases.ts), 待结算列表, 已结算订单列表.
  listCases("orders list", order.orderList, {}, ORDER_KEYWORDS).slice(1),
  listCases("stay list", order.orderList, { settleStatus: [1, 2] }, [
    ...ORDER_KEYWORDS,
    // Which bill an order waits in: the numbers of the provider's bills.
    {
      read: async (client) =>
        (
          await client.call(api.finance.proBillPageList, { current: 1, size: 50 }, { silent: true })
        ).records.map((bill) => bill.billNo),
      set: (billNo) => ({ billNo }),
    },
  ]),
  listCases("settled list", order.orderList, { settleStatus: [3] }, ORDER_KEYWORDS),
  // 订单预警: the alerts, the abnormal worker orders (own and 天猫).
  listCases("alert list", api.data.alertList, {}, [
    { of: (row) => row.orderNo, set: (orderNo) => ({ orderNo }) },
  ]).slice(1),
  listCases("abnormal orders list", order.abnormalWorkerOrderList, {}, [
    { of: (row) => row.orderNo, set: (orderNo) => ({ orderNo }) },
  ]),
  listCases("tmall abnormal orders list", api.order.tmall.abnormalWorkerOrderList, {}, [
    { of: (row) => row.orderNo, set: (orderNo) => ({ orderNo }) },
  ]),
  // 售前服务单, 售后服务单, 工单.
  listCases("presale service orders list", order.providerServiceOrderList, {}, [
    { of: (row) => row.serviceOrderNo, set: (serviceOrderNo) => ({ serviceOrderNo }) },
    { of: (row) => row.orderNo, set: (orderNo) => ({ orderNo }) },
  ]),
  listCases("aftersale service orders list", order.queryServerAfterSaleList, {}, [
    { of: (row) => row.serverNo, set: (serverNo) => ({ serverNo }) },
    { of: (row) => row.orderNo, set: (orderNo) => ({ orderNo }) },
  ]),
  listCases("work orders list", api.workOrders.fetchList, {}, [
    { of: (row) => row.workOrderNo, set: (workOrderNo) => ({ workOrderNo }) },
    { of: (row) => row.orderNo, set: (orderNo) => ({ orderNo }) },
  ]).slice(1),
  // 师傅列表 (names and mobiles match a part), 师傅服务数据.
  listCases("workers list", api.worker.roster.workerList, {}, [
    { of: (row) => row.workerName, set: (workerName) => ({ workerName }), prefix: 1 },
    { of: (row) => row.workerMobile, set: (workerMobile) => ({ workerMobile }), prefix: 4 },
  ]).slice(1),
  listCases("worker service data", api.data.workerAssessDataPage, {}, [
    { of: (row) => row.workerName, set: (workerName) => ({ workerName }), prefix: 1 },
  ]).slice(1),
  // 服务商账单, 师傅账单.
  listCases("provider bills list", api.finance.proBillPageList, {}, [
    { of: (row) => row.billNo, set: (billNo) => ({ billNo }) },
  ]).slice(1),
  listCases("worker bills list", api.finance.workerBillPageList, {}, [
    { of: (row) => row.billNo, set: (billNo) => ({ billNo }) },
    { of: (row) => row.workerId, set: (workerId) => ({ workerId }) },
  ]).slice(1),
  // 消息列表: its plain and keyword cases (the content search) are in benchApiCases.ts.
].flat();
