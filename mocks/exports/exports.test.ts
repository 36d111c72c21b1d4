// @vitest-environment node
/**
 * Issue 43 E1–E4: 导出 is its own call behind the export btn code, paged by a cursor over the rows its first call
 * fixed, and recorded in 导出记录, which only the main account reads.
 */
import { api } from "../../src/api";
import type { OrderRow } from "../../src/api/order/types";
import type { ExportPage } from "../../src/api/types";
import { EXPORT_EXPIRED_MESSAGE } from "../../src/domain/exports";
import { DISPATCH_QUEUE_STATUS, ORDER_STATUS_CODE } from "../../src/domain/orders";
import { LIMITED_DISPLAY_NAME } from "../db/migrations/038_staff_001_accounts";
import { createLiveOrder } from "../live/writes";
import { createTestStandIn, type TestStandIn } from "../testing";
import { EXPORT_LOG_MAIN_ONLY } from "./exports";
import { EXPORT_IDLE_MS } from "./exportStore";
import { accountIdOf } from "../accounts/staffTesting";

const orderExport = api.order.provider.orderExport;
const DEMO = "1790000000000000001";

let s: TestStandIn;
let demo: string;

beforeEach(async () => {
  s = createTestStandIn();
  demo = await s.login("demo");
});

/** Takes `code` from (or gives it to) an account's stored btn list. */
function setButton(username: string, code: string, held: boolean): void {
  const stored = s.db.prepare("SELECT buttons FROM accounts WHERE username = ?").pluck().get(username);
  const buttons = (JSON.parse(String(stored)) as string[]).filter((c) => c !== code);
  s.db
    .prepare("UPDATE accounts SET buttons = ? WHERE username = ?")
    .run(JSON.stringify(held ? [...buttons, code] : buttons), username);
}

/** Every page of an export of the order list with `search`; `between` runs after the first page. */
async function exportAll(token: string, search: Record<string, unknown>, size: number, between?: () => void) {
  const pages: ExportPage<OrderRow>[] = [];
  let cursor: string | undefined;
  do {
    const { body } = await s.call(orderExport, { ...search, size, ...(cursor ? { cursor } : {}) }, { token });
    expect(body).toMatchObject({ code: 1 });
    pages.push(body.data);
    if (pages.length === 1) between?.();
    cursor = body.data.nextCursor ?? undefined;
  } while (cursor);
  return pages;
}

/** The order numbers the order list shows for `search` now, all its pages. */
async function listed(token: string, search: Record<string, unknown>): Promise<string[]> {
  const numbers: string[] = [];
  for (let current = 1; ; current += 1) {
    const { body } = await s.call(api.order.provider.orderList, { ...search, current, size: 100 }, { token });
    numbers.push(...body.data.records.map((row) => row.orderNo));
    if (body.data.records.length < 100) return numbers;
  }
}

describe("who may export", () => {
  it("refuses an account without the export code, while the list call still answers", async () => {
    setButton("limited", "order:export", false);
    const limited = await s.login("limited");
    const refused = await s.call(orderExport, { size: 10 }, { token: limited });
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toBe("拒绝访问");
    const list = await s.call(api.order.provider.orderList, { current: 1, size: 10 }, { token: limited });
    expect(list.body).toMatchObject({ code: 1, data: { total: 360 } });
    expect(s.db.prepare("SELECT COUNT(*) FROM export_log").pluck().get()).toBe(0);

    setButton("limited", "order:export", true);
    const allowed = await s.call(orderExport, { size: 10 }, { token: limited });
    expect(allowed.body).toMatchObject({ code: 1, data: { total: 360 } });
  });

  it("asks the list's own code too: 导出账单 without 查看账单 is refused", async () => {
    setButton("demo", "bill:view", false);
    const refused = await s.call(api.finance.proBillExport, { size: 10 }, { token: demo });
    expect(refused.status).toBe(403);
    setButton("demo", "bill:view", true);
    const allowed = await s.call(api.finance.proBillExport, { size: 10 }, { token: demo });
    expect(allowed.body.code).toBe(1);
    expect(allowed.body.data.records.length).toBeGreaterThan(0);
  });
});

describe("the cursor", () => {
  it("serves exactly the rows the first call fixed while orders arrive and move", async () => {
    // 待派单, newest first: new orders come in at the top.
    const search = { listStatus: DISPATCH_QUEUE_STATUS.awaitingDispatch };
    const before = await listed(demo, search);
    expect(before.length).toBeGreaterThan(5);
    const created: string[] = [];
    const pages = await exportAll(demo, search, 2, () => {
      for (let i = 0; i < 3; i += 1) created.push(createLiveOrder(s.db, DEMO, s.now() + i).orderNo);
      // An order of the snapshot leaves the search (dispatched): offset paging would skip a row for it.
      s.db
        .prepare("UPDATE orders SET order_status = ? WHERE order_no = ?")
        .run(ORDER_STATUS_CODE.awaitingAcceptance, before[0]);
    });
    const exported = pages.flatMap((page) => page.records.map((row) => row.orderNo));
    expect(exported).toEqual(before);
    expect(new Set(exported).size).toBe(exported.length);
    expect(exported.filter((no) => created.includes(no))).toEqual([]);
    // The list itself has moved on: three new, one gone.
    expect(await listed(demo, search)).toHaveLength(before.length + 2);
    expect(pages.every((page) => page.total === before.length)).toBe(true);
    expect(new Set(pages.map((page) => page.exportId)).size).toBe(1);
    expect(pages.at(-1)?.nextCursor).toBeNull();
  });

  it("answers 导出已过期 for a cursor left too long, finished, another account's or made up", async () => {
    const first = (await s.call(orderExport, { size: 100 }, { token: demo })).body.data;
    expect(first.nextCursor).toEqual(expect.any(String));
    const cursor = first.nextCursor ?? "";
    const limited = await s.login("limited");
    const theirs = await s.call(orderExport, { cursor, size: 100 }, { token: limited });
    expect(theirs.body).toEqual({ code: 400, msg: EXPORT_EXPIRED_MESSAGE, data: null });
    for (const made of ["abc", `${"0".repeat(32)}.100`]) {
      const { body } = await s.call(orderExport, { cursor: made, size: 100 }, { token: demo });
      expect(body).toEqual({ code: 400, msg: EXPORT_EXPIRED_MESSAGE, data: null });
    }
    s.advance(EXPORT_IDLE_MS + 1000);
    const late = await s.call(orderExport, { cursor, size: 100 }, { token: demo });
    expect(late.body).toEqual({ code: 400, msg: EXPORT_EXPIRED_MESSAGE, data: null });
    expect(s.db.prepare("SELECT COUNT(*) FROM export_rows").pluck().get()).toBe(0);
  });
});

describe("导出记录", () => {
  it("records who exported which list with what search and how many rows, for the main account only", async () => {
    const limited = await s.login("limited");
    const search = { settleStatus: [1, 2], filterText: "结算状态：全部" };
    const pages = await exportAll(limited, search, 30);
    const count = pages.reduce((sum, page) => sum + page.records.length, 0);
    expect(count).toBe(40);
    // A second export left after its first page (取消): 未完成, with the rows served.
    await s.call(orderExport, { settleStatus: [3], size: 50 }, { token: demo });

    const { body } = await s.call(api.staff.exportLog, { current: 1, size: 10 }, { token: demo });
    expect(body.data.total).toBe(2);
    expect(body.data.records).toEqual([
      expect.objectContaining({
        operator: expect.any(String),
        operatorId: String(accountIdOf(s, "demo")),
        listTitle: "已结算订单列表",
        filter: { settleStatus: [3] },
        filterText: "settleStatus=[3]",
        count: 50,
        total: 96,
        status: 0,
      }),
      expect.objectContaining({
        operator: LIMITED_DISPLAY_NAME,
        operatorId: String(accountIdOf(s, "limited")),
        listTitle: "待结算列表",
        filter: { settleStatus: [1, 2] },
        filterText: "结算状态：全部",
        count: 40,
        total: 40,
        status: 1,
        time: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      }),
    ]);
    expect(body.data.records[0].operator).not.toMatch(/\d{11}/);

    const refused = await s.call(api.staff.exportLog, { current: 1, size: 10 }, { token: limited });
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toBe(EXPORT_LOG_MAIN_ONLY);
  });

  it("titles each exported list", async () => {
    const calls = [
      [api.order.provider.orderExport, "订单管理列表"],
      [api.worker.roster.workerExport, "师傅列表"],
      [api.finance.proBillExport, "服务商账单"],
      [api.finance.workerBillExport, "师傅账单"],
      [api.workOrders.exportList, "工单列表"],
    ] as const;
    for (const [endpoint, title] of calls) {
      const { body } = await s.call(endpoint as typeof orderExport, { size: 5 }, { token: demo });
      expect(body.code, title).toBe(1);
      const row = s.db.prepare("SELECT list_title FROM export_log ORDER BY id DESC").pluck().get();
      expect(row).toBe(title);
    }
  });
});
