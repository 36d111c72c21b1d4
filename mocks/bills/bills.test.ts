import { api } from "../../src/api";
import type { Endpoint } from "../../src/api/endpoint";
import type { ProBillFinishRequest, ProviderBill, WorkerBill } from "../../src/api/finance";
import { ALL_BUTTON_CODES } from "../../src/api/buttons";
import { SEED_PROVIDERS } from "../accounts/seed/accounts";
import { buildSignedRequest, createTestStandIn, type TestStandIn } from "../testing";
import { formatMoney } from "../../src/domain/format";
import { monthsSince } from "../../src/domain/bills/rules";
import { BIZ } from "../bizCodes";
import { monthRange } from "./billStore";

const finance = api.finance;
const DEMO = SEED_PROVIDERS.demo.id;
let s: TestStandIn;
let token: string;

beforeEach(async () => {
  s = createTestStandIn();
  token = await s.login("demo");
});

async function providerBills(payload: Record<string, unknown> = {}): Promise<ProviderBill[]> {
  const { body } = await s.call(finance.proBillPageList, { current: 1, size: 100, ...payload }, { token });
  expect(body.code).toBe(1);
  return body.data.records;
}

async function workerBills(payload: Record<string, unknown> = {}): Promise<WorkerBill[]> {
  const { body } = await s.call(finance.workerBillPageList, { current: 1, size: 100, ...payload }, { token });
  expect(body.code).toBe(1);
  return body.data.records;
}

/** The sums of the demo provider's finished orders of a month, straight from the order table. */
function orderSums(month: string, workerId?: string) {
  const [start, end] = monthRange(month);
  return s.db
    .prepare(
      `SELECT COUNT(*) AS n, SUM(total_cents) AS total, SUM(worker_total_cents) AS worker FROM orders
       WHERE provider_id = ? AND settle_status IS NOT NULL AND finish_time >= ? AND finish_time < ?
       ${workerId ? "AND worker_id = ?" : ""}`,
    )
    .get(...[DEMO, start, end, ...(workerId ? [workerId] : [])]) as {
    n: number;
    total: number;
    worker: number;
  };
}

/** A download's raw response (the test stand-in's `call` reads JSON). */
async function download(endpoint: typeof finance.proBillDownload, billNo: string): Promise<Response> {
  return s.app.request(await buildSignedRequest(endpoint, { billNo }, { token, now: s.now() }));
}

/** 确认账单 of a bill as the list showed it. */
const confirming = (bill: ProviderBill): ProBillFinishRequest => ({
  billNo: bill.billNo,
  totalAmount: bill.totalAmount,
});

async function withStatus(status: number): Promise<ProviderBill> {
  const bill = (await providerBills()).find((b) => b.billStatus === status);
  if (!bill) throw new Error(`no provider bill with status ${status}`);
  return bill;
}

async function workerWithStatus(status: number): Promise<WorkerBill> {
  const bill = (await workerBills({ billStatus: status })).find((b) => b.orderCount > 0);
  if (!bill) throw new Error(`no worker bill with status ${status}`);
  return bill;
}

describe("bill status lookups", () => {
  it("answer the three settlement statuses for both kinds", async () => {
    for (const endpoint of [finance.proBillStatusEnum, finance.workerBillStatusEnum]) {
      const { body } = await s.call(endpoint, undefined, { token });
      expect(body.data).toEqual([
        { code: 1, name: "待生成账单" },
        { code: 2, name: "服务完成" },
        { code: 3, name: "已结算" },
      ]);
    }
  });
});

describe("proBillPageList", () => {
  it("has one bill per month, newest first, summing that month's finished orders", async () => {
    const bills = await providerBills();
    expect(bills.length).toBeGreaterThan(6);
    expect(new Set(bills.map((b) => b.billMonth)).size).toBe(bills.length);
    expect(bills.map((b) => b.billMonth)).toEqual([...bills.map((b) => b.billMonth)].sort().reverse());
    for (const bill of bills) {
      const sums = orderSums(bill.billMonth);
      expect(bill.orderCount).toBe(sums.n);
      expect(bill.totalAmount).toBe(sums.total / 100);
      if (bill.billStatus === 3) expect(bill.settledAmount).toBe(bill.totalAmount);
      // An order is settled with its bill.
      else expect(bill.settledAmount).toBe(0);
    }
    // The seed anchor's month is still running; the months before it are generated.
    expect(bills[0]).toMatchObject({ billMonth: "2026-11", billStatus: 1 });
    expect(bills.slice(1).every((b) => b.billStatus !== 1)).toBe(true);
  });

  it("filters by status, month and bill number, and refuses a malformed month", async () => {
    const generated = await withStatus(2);
    expect((await providerBills({ billStatus: 2 })).every((b) => b.billStatus === 2)).toBe(true);
    expect((await providerBills({ billMonth: generated.billMonth })).map((b) => b.billNo)).toEqual([
      generated.billNo,
    ]);
    expect((await providerBills({ billNo: generated.billNo })).map((b) => b.billMonth)).toEqual([
      generated.billMonth,
    ]);
    const { body } = await s.call(finance.proBillPageList, { billMonth: "2026-13" }, { token });
    expect(body).toMatchObject({ code: 400, msg: "账单月份格式不正确" });
  });

  it("shows an order finished now in this month's bill", async () => {
    const before = (await providerBills({ billMonth: "2026-11" }))[0];
    s.db
      .prepare(
        `UPDATE orders SET order_status = 10, settle_status = 1, finish_time = '2026-11-20 11:00:00'
         WHERE order_id = (SELECT order_id FROM orders WHERE provider_id = ? AND settle_status IS NULL LIMIT 1)`,
      )
      .run(DEMO);
    const after = (await providerBills({ billMonth: "2026-11" }))[0];
    expect(after.orderCount).toBe(before.orderCount + 1);
  });

  it("generates a bill when its month is over", async () => {
    s.advance(15 * 24 * 3600 * 1000); // into December
    token = await s.login("demo");
    const november = (await providerBills({ billMonth: "2026-11" }))[0];
    expect(november.billStatus).toBe(2);
  });

  it("makes the bills again after the seed's tables were emptied (a reset)", async () => {
    const before = await providerBills();
    s.db.exec("DELETE FROM bill_rewards; DELETE FROM worker_bills; DELETE FROM provider_bills;");
    expect((await providerBills()).map((b) => b.billNo)).toEqual(before.map((b) => b.billNo));
    expect((await workerBills()).length).toBeGreaterThan(0);
  });

  it("has the bills after resets of the seed data in a row", async () => {
    s.reset();
    s.reset();
    token = await s.login("demo");
    expect((await providerBills()).length).toBeGreaterThan(6);
  });

  it("is refused without the bills menu", async () => {
    const limited = await s.login("limited");
    const { status, body } = await s.call(finance.proBillPageList, {}, { token: limited });
    expect(status).toBe(403);
    expect(body.msg).toBe("拒绝访问");
  });
});

describe("proBillFinish", () => {
  it("confirms a generated bill: 已结算, settled = total, its orders settled", async () => {
    const bill = await withStatus(2);
    const { body } = await s.call(finance.proBillFinish, confirming(bill), { token });
    expect(body.code).toBe(1);
    const after = (await providerBills({ billNo: bill.billNo }))[0];
    expect(after).toMatchObject({
      billStatus: 3,
      settledAmount: bill.totalAmount,
      orderCount: bill.orderCount,
    });
    expect(after.finishTime).toBe("2026-11-20 11:00:00");
    const [start, end] = monthRange(bill.billMonth);
    const open = s.db
      .prepare(
        "SELECT COUNT(*) FROM orders WHERE provider_id = ? AND settle_status IN (1, 2) AND finish_time >= ? AND finish_time < ?",
      )
      .pluck()
      .get(DEMO, start, end);
    expect(open).toBe(0);
  });

  it("refuses this month's bill, a settled bill, an unknown one and a missing number", async () => {
    const current = await withStatus(1);
    expect((await s.call(finance.proBillFinish, confirming(current), { token })).body).toMatchObject({
      code: 400,
      msg: "账单尚未生成，月末后才能确认",
    });
    const settled = await withStatus(3);
    expect((await s.call(finance.proBillFinish, confirming(settled), { token })).body).toMatchObject({
      code: 400,
      msg: "账单已结算，无需重复确认",
    });
    expect(
      (await s.call(finance.proBillFinish, { billNo: "PB000000", totalAmount: 0 }, { token })).body.msg,
    ).toBe("账单不存在");
    expect((await s.call(finance.proBillFinish, {} as ProBillFinishRequest, { token })).body.code).toBe(400);
  });

  it("refuses a total that changed since the bill was read, naming both, and settles nothing (issue 43)", async () => {
    const seen = await withStatus(2);
    // A colleague's 异常费用 on one of its orders meanwhile: the bill now adds up to 66 more.
    const orderNo = s.db
      .prepare(
        `SELECT order_no FROM orders WHERE provider_id = ? AND order_status = 10 AND worker_id IS NOT NULL
           AND finish_time >= ? AND finish_time < ? ORDER BY order_no LIMIT 1`,
      )
      .pluck()
      .get(DEMO, ...monthRange(seen.billMonth)) as string;
    const fee = await s.call(
      api.order.operations.abnormalFee,
      { orderNo, amount: 66, reason: "二次上门" },
      { token },
    );
    expect(fee.body.code).toBe(1);
    const now = Math.round(seen.totalAmount * 100) + 6600;
    const { body } = await s.call(finance.proBillFinish, confirming(seen), { token });
    expect(body).toEqual({
      code: BIZ.recordChanged,
      msg: `账单金额已变化（${formatMoney(seen.totalAmount)} → ${formatMoney(now / 100)}），请刷新后再确认`,
      data: null,
    });
    const after = (await providerBills({ billNo: seen.billNo }))[0];
    expect(after).toMatchObject({ billStatus: 2, settledAmount: 0, totalAmount: now / 100 });
    // Confirmed on the total as it is now, it settles that total.
    expect((await s.call(finance.proBillFinish, confirming(after), { token })).body.code).toBe(1);
    expect((await providerBills({ billNo: seen.billNo }))[0]).toMatchObject({
      billStatus: 3,
      settledAmount: now / 100,
    });
  });

  it("wants the total the confirmation named", async () => {
    const bill = await withStatus(2);
    const missing = await s.call(finance.proBillFinish, { billNo: bill.billNo } as ProBillFinishRequest, {
      token,
    });
    expect(missing.body).toMatchObject({ code: 400, msg: "账单金额不能为空" });
    const malformed = await s.call(
      finance.proBillFinish,
      { billNo: bill.billNo, totalAmount: "许多" as unknown as number },
      { token },
    );
    expect(malformed.body).toMatchObject({ code: 400, msg: "账单金额格式不正确" });
    expect((await providerBills({ billNo: bill.billNo }))[0].billStatus).toBe(2);
  });

  it("is refused without 确认账单 (bill:confirm)", async () => {
    const buttons = ALL_BUTTON_CODES.filter((code) => code !== "bill:confirm");
    s.db.prepare("UPDATE accounts SET buttons = ? WHERE username = 'demo'").run(JSON.stringify(buttons));
    const narrow = await s.login("demo");
    const bill = await withStatus(2);
    const { status } = await s.call(finance.proBillFinish, confirming(bill), { token: narrow });
    expect(status).toBe(403);
    expect((await providerBills({ billNo: bill.billNo }))[0].billStatus).toBe(2);
  });
});

describe("billMonths (issue 43)", () => {
  const months = async (as = token) => {
    const { status, body } = await s.call(finance.billMonths, undefined, { token: as });
    return { status, months: body.data };
  };

  it("answers this month back to the first bill month, newest first, however old", async () => {
    const { months: seeded } = await months();
    const first = (await providerBills()).map((b) => b.billMonth).sort()[0];
    expect(seeded[0]).toBe("2026-11");
    expect(seeded.at(-1)).toBe(first);
    expect(seeded).toEqual(monthsSince(first, "2026-11"));
    // An order finished three years back opens a bill of its month: the months reach it.
    s.db
      .prepare(
        `UPDATE orders SET order_status = 10, settle_status = 1, finish_time = '2023-02-10 09:00:00'
         WHERE order_id = (SELECT order_id FROM orders WHERE provider_id = ? AND settle_status IS NULL LIMIT 1)`,
      )
      .run(DEMO);
    const { months: older } = await months();
    expect(older.at(-1)).toBe("2023-02");
    expect(older).toHaveLength(46);
    expect((await providerBills({ billMonth: "2023-02" })).map((b) => b.orderCount)).toEqual([1]);
  });

  it("is served to 待结算列表 without the bills menu, and refused with neither", async () => {
    const limitedWith = async (menus: string[]) => {
      s.db.prepare("UPDATE accounts SET menus = ? WHERE username = 'limited'").run(JSON.stringify(menus));
      return months(await s.login("limited"));
    };
    const stay = await limitedWith(["/dashboard", "/order/staylist"]);
    expect(stay.status).toBe(200);
    expect(stay.months[0]).toBe("2026-11");
    expect((await limitedWith(["/dashboard", "/order/index"])).status).toBe(403);
  });
});

describe("proBillDownload", () => {
  it("answers a CSV with a BOM, a Chinese file name, the bill's figures and one line per order", async () => {
    const bill = await withStatus(2);
    const response = await download(finance.proBillDownload, bill.billNo);
    expect(response.headers.get("content-type")).toContain("text/csv");
    const disposition = response.headers.get("content-disposition") ?? "";
    const month = `${Number(bill.billMonth.slice(0, 4))}年${Number(bill.billMonth.slice(5))}月`;
    expect(disposition).toContain(
      `filename*=UTF-8''${encodeURIComponent(`服务商账单_${month}_${bill.billNo}.csv`)}`,
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder()
      .decode(bytes)
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[1]).toBe(
      [
        bill.billNo,
        month,
        bill.orderCount,
        bill.totalAmount.toFixed(2),
        bill.settledAmount.toFixed(2),
        "服务完成",
      ].join(","),
    );
    expect(lines.length).toBe(4 + bill.orderCount);
  });

  it("refuses an unknown bill with the envelope", async () => {
    const { body } = await s.call(finance.proBillDownload, { billNo: "nope" }, { token });
    expect(body).toMatchObject({ msg: "账单不存在" });
  });
});

describe("worker bills", () => {
  it("has one bill per worker and month, summing the worker's orders plus rewards minus deductions", async () => {
    const bills = await workerBills();
    expect(bills.length).toBeGreaterThan(10);
    for (const bill of bills.slice(0, 30)) {
      const sums = orderSums(bill.billMonth, bill.workerId);
      expect(bill.orderCount).toBe(sums.n);
      expect(bill.orderAmount).toBe(sums.worker / 100);
      expect(bill.totalAmount).toBeCloseTo(bill.orderAmount + bill.rewardAmount - bill.deductAmount, 2);
      expect(bill.workerName).not.toBe("-");
    }
    expect(bills.some((b) => b.rewardAmount > 0)).toBe(true);
    expect(bills.some((b) => b.deductAmount > 0)).toBe(true);
  });

  it("filters by worker", async () => {
    const some = (await workerBills())[0];
    const own = await workerBills({ workerId: some.workerId });
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((b) => b.workerId === some.workerId)).toBe(true);
  });

  it("sums the filtered bills in the collection", async () => {
    const month = (await workerBills())[0].billMonth;
    const bills = await workerBills({ billMonth: month });
    const { body } = await s.call(finance.workerBillCollection, { billMonth: month }, { token });
    const total = bills.reduce((sum, b) => sum + Math.round(b.totalAmount * 100), 0);
    const settled = bills
      .filter((b) => b.billStatus === 3)
      .reduce((sum, b) => sum + Math.round(b.totalAmount * 100), 0);
    expect(body.data).toEqual({
      totalAmount: total / 100,
      settledAmount: settled / 100,
      unsettledAmount: (total - settled) / 100,
      billCount: bills.length,
      orderCount: bills.reduce((sum, b) => sum + b.orderCount, 0),
    });
  });

  it("details a bill with its order lines; reward records page", async () => {
    const bill = (await workerBills()).find((b) => b.rewardAmount > 0 || b.deductAmount > 0)!;
    const { body } = await s.call(finance.workerBillDetail, { billNo: bill.billNo }, { token });
    expect(body.data).toMatchObject({ billNo: bill.billNo, totalAmount: bill.totalAmount });
    expect(body.data.orders).toHaveLength(bill.orderCount);
    const lineSum = body.data.orders.reduce((sum, o) => sum + Math.round(o.workerAmount * 100), 0);
    expect(lineSum / 100).toBe(bill.orderAmount);
    expect(body.data.orders[0].serverTypeName).not.toBe("-");
    const rwd = await s.call(finance.workerBillRwd, { billNo: bill.billNo, current: 1, size: 10 }, { token });
    const records = rwd.body.data.records;
    const sumOf = (type: number) =>
      records.filter((r) => r.rwdType === type).reduce((sum, r) => sum + Math.round(r.amount * 100), 0) / 100;
    expect(sumOf(1)).toBe(bill.rewardAmount);
    expect(sumOf(2)).toBe(bill.deductAmount);
    expect(rwd.body.data.total).toBe(records.length);
  });

  it("refuses another provider's or an unknown bill", async () => {
    const guarded = await s.loginBySms(SEED_PROVIDERS.guarded.mobile);
    const bill = (await workerBills())[0];
    const endpoints: Endpoint<{ billNo: string }, unknown>[] = [
      finance.workerBillDetail,
      finance.workerBillFinish,
      finance.workerBillRwd,
    ];
    for (const endpoint of endpoints) {
      const { body } = await s.call(endpoint, { billNo: bill.billNo }, { token: guarded });
      expect(body.msg).toBe("账单不存在");
    }
  });

  it("settles a generated bill once", async () => {
    const bill = await workerWithStatus(2);
    expect((await s.call(finance.workerBillFinish, { billNo: bill.billNo }, { token })).body.code).toBe(1);
    const after = (await workerBills({ billNo: bill.billNo }))[0];
    expect(after).toMatchObject({ billStatus: 3, finishTime: "2026-11-20 11:00:00" });
    expect((await s.call(finance.workerBillFinish, { billNo: bill.billNo }, { token })).body).toMatchObject({
      code: 400,
      msg: "该师傅账单已结算，请勿重复结算",
    });
  });

  it("refuses to settle this month's bill", async () => {
    const bill = await workerWithStatus(1);
    expect((await s.call(finance.workerBillFinish, { billNo: bill.billNo }, { token })).body).toMatchObject({
      code: 400,
      msg: "账单尚未生成，月末后才能结算",
    });
  });

  it("is refused without 师傅结算 (bill:workerSettle)", async () => {
    const buttons = ALL_BUTTON_CODES.filter((code) => code !== "bill:workerSettle");
    s.db.prepare("UPDATE accounts SET buttons = ? WHERE username = 'demo'").run(JSON.stringify(buttons));
    const narrow = await s.login("demo");
    const bill = await workerWithStatus(2);
    expect((await s.call(finance.workerBillFinish, { billNo: bill.billNo }, { token: narrow })).status).toBe(
      403,
    );
  });

  it.each([
    ["bill:view", finance.workerBillPageList],
    ["bill:view", finance.workerBillDetail],
    ["bill:workerReward", finance.workerBillRwd],
    ["bill:workerCollection", finance.workerBillCollection],
    ["bill:download", finance.workerBillDownload],
  ] as const)("refuses an account without %s", async (code, endpoint) => {
    const billNo = (await workerBills())[0].billNo;
    const buttons = ALL_BUTTON_CODES.filter((c) => c !== code);
    s.db.prepare("UPDATE accounts SET buttons = ? WHERE username = 'demo'").run(JSON.stringify(buttons));
    const narrow = await s.login("demo");
    const { status } = await s.call(
      endpoint as Endpoint<{ billNo: string }, unknown>,
      { billNo },
      { token: narrow },
    );
    expect(status).toBe(403);
  });

  it("downloads a CSV named after the worker and month, with its orders and reward records", async () => {
    const bill = (await workerBills()).find((b) => b.rewardAmount > 0)!;
    const response = await download(finance.workerBillDownload, bill.billNo);
    const month = `${Number(bill.billMonth.slice(0, 4))}年${Number(bill.billMonth.slice(5))}月`;
    expect(response.headers.get("content-disposition")).toContain(
      encodeURIComponent(`师傅账单_${bill.workerName}_${month}_${bill.billNo}.csv`),
    );
    const text = (await response.text()).replace(/^\uFEFF/, "");
    expect(text).toContain(`应结金额（元）,${bill.totalAmount.toFixed(2)}`);
    expect(text).toContain("奖励,");
  });
});
