// @vitest-environment node
/**
 * The reads hand out the version a write sends back (issue 40 §4): the record's lists and its detail answer
 * `version`, the id of the last event that named it (0 before any), keyed as the writes name it (an order by its
 * number, a work order by its id, a bill by its number, a worker by its id).
 */
import { api } from "../../src/api";
import type { Endpoint } from "../../src/api/endpoint";
import { orderWriteFixtures } from "../orders/orderWriteFixtures";
import { otherWriteFixtures } from "./otherWriteFixtures";
import type { FixtureContext, Payload, WriteFixture } from "./writeFixtures";
import { createTestStandIn } from "../testing";
import { lastLiveEventId } from "./events";

const FIXTURES = new Map<Endpoint, WriteFixture>([...orderWriteFixtures, ...otherWriteFixtures]);

type Versioned = { version?: number };
type Page = { records: Versioned[] };

/** A demo stand-in after `write` succeeded: its context, the write's payload and the event's id. */
async function written(write: Endpoint) {
  const s = createTestStandIn();
  const token = await s.login("demo");
  const f: FixtureContext = {
    s,
    db: s.db,
    call: (endpoint, payload) => s.call(endpoint as Endpoint<Payload, unknown>, payload, { token }),
  };
  const fixture = FIXTURES.get(write);
  if (!fixture) throw new Error(`no fixture for ${write.path}`);
  const payload = await fixture.ok(f);
  expect((await f.call(write, payload)).body.code).toBe(1);
  const read = async <T>(endpoint: Endpoint, query: Payload) =>
    (await f.call(endpoint, query)).body.data as T;
  return { f, payload, event: lastLiveEventId(s.db), read };
}

describe("versions in reads", () => {
  it("gives an order's list row, detail and base record the version of its last write", async () => {
    const { payload, event, read } = await written(api.order.performance.appointment);
    const orderNo = payload.orderNo as string;
    const page = await read<Page>(api.order.provider.orderList, { orderNo, current: 1, size: 10 });
    expect(page.records.map((row) => row.version)).toEqual([event]);
    expect((await read<Versioned>(api.order.provider.orderDetail, { orderNo })).version).toBe(event);
    expect((await read<Versioned>(api.order.admin.queryOrderBaseInfo, { orderNo })).version).toBe(event);
    const others = await read<Page>(api.order.provider.orderList, { current: 1, size: 20 });
    expect(others.records.every((row) => typeof row.version === "number")).toBe(true);
  });

  it("gives a work order's row and detail theirs", async () => {
    const { payload, event, read } = await written(api.workOrders.reply);
    const workOrderId = String(payload.workOrderId);
    const detail = await read<Versioned & { workOrderNo: string }>(api.workOrders.detail, { workOrderId });
    expect(detail.version).toBe(event);
    const page = await read<Page>(api.workOrders.fetchList, { workOrderNo: detail.workOrderNo });
    expect(page.records.map((row) => row.version)).toEqual([event]);
  });

  it("gives a bill's row theirs, and a worker bill's detail", async () => {
    const provider = await written(api.finance.proBillFinish);
    const billNo = provider.payload.billNo as string;
    const page = await provider.read<Page>(api.finance.proBillPageList, { billNo });
    expect(page.records.map((row) => row.version)).toEqual([provider.event]);
    const worker = await written(api.finance.workerBillFinish);
    const detail = await worker.read<Versioned>(api.finance.workerBillDetail, {
      billNo: worker.payload.billNo,
    });
    expect(detail.version).toBe(worker.event);
  });

  it("gives a worker's row, summary and profile theirs", async () => {
    const { payload, event, read } = await written(api.worker.roster.setNonFreePercent);
    const workerId = payload.workerId as string;
    expect((await read<Versioned>(api.worker.roster.workerCommon, { workerId })).version).toBe(event);
    expect((await read<Versioned>(api.worker.roster.workerBasic, { workerId })).version).toBe(event);
    const mobile = (await read<{ workerMobile: string }>(api.worker.roster.workerBasic, { workerId }))
      .workerMobile;
    const page = await read<Page>(api.worker.roster.workerList, { workerMobile: mobile });
    expect(page.records.map((row) => row.version)).toEqual([event]);
  });

  it("gives after-sales service orders, never written yet, version 0", async () => {
    const s = createTestStandIn();
    const token = await s.login("demo");
    const page = (
      await s.call(api.order.provider.queryServerAfterSaleList, { current: 1, size: 5 }, { token })
    ).body.data;
    expect(page.records.length).toBeGreaterThan(0);
    expect(page.records.map((row) => row.version)).toEqual(page.records.map(() => 0));
    const serverNo = page.records[0].serverNo;
    const items = (await s.call(api.order.provider.serverProAfterSaleDetailList, { serverNo }, { token }))
      .body.data;
    expect(items.every((item) => item.version === 0)).toBe(true);
  });
});
