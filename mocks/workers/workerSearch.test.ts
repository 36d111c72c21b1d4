// @vitest-environment node
/**
 * The worker selector's search calls (src/widgets/worker-select): fuzzyQuery/workers finds parts of a name or a
 * mobile, getWorkerListByName only the exact name; both answer the provider's own workers, on the order screens too.
 */
import { api } from "../../src/api";
import type { Endpoint } from "../../src/api/endpoint";
import { FIRST_DEMO_WORKER } from "./seed/workers";
import { createTestStandIn, type TestStandIn } from "../testing";

const search = api.worker.search;
let s: TestStandIn;
let token: string;

beforeAll(async () => {
  s = createTestStandIn();
  token = await s.login("demo");
});

type Payload = Record<string, unknown>;
const call = (endpoint: Endpoint, payload: Payload, as = token) =>
  s.call(endpoint as Endpoint<Payload, { workerId: string; workerName: string }[]>, payload, { token: as });
const ids = async (endpoint: Endpoint, payload: Payload, as = token) =>
  ((await call(endpoint, payload, as)).body.data ?? []).map((w) => w.workerId);
const workers = () => s.db.prepare("SELECT * FROM workers ORDER BY worker_id").all();

describe("fuzzyQuery/workers", () => {
  it("finds a worker by part of his name and by part or all of his mobile", async () => {
    expect(await ids(search.fuzzyQueryWorkers, { keyword: "张建" })).toContain(FIRST_DEMO_WORKER.workerId);
    expect(await ids(search.fuzzyQueryWorkers, { keyword: "13900000001" })).toEqual([
      FIRST_DEMO_WORKER.workerId,
    ]);
    expect(await ids(search.fuzzyQueryWorkers, { keyword: "0000001" })).toContain(FIRST_DEMO_WORKER.workerId);
  });

  it("answers only the caller's workers, at most 20", async () => {
    const found = await ids(search.fuzzyQueryWorkers, { keyword: "1" });
    expect(found.length).toBe(20);
    const providers = s.db
      .prepare(
        `SELECT DISTINCT provider_id FROM workers WHERE worker_id IN (${found.map(() => "?").join(",")})`,
      )
      .pluck()
      .all(...found);
    expect(providers).toHaveLength(1);
    const newcomer = await s.acceptAgreements(await s.login("newcomer"));
    expect(await ids(search.fuzzyQueryWorkers, { keyword: "13900000001" }, newcomer)).toEqual([]);
  });

  it("serves the order-only account (its order list filters by worker)", async () => {
    const limited = await s.login("limited");
    expect(await ids(search.fuzzyQueryWorkers, { keyword: "张建" }, limited)).toContain(
      FIRST_DEMO_WORKER.workerId,
    );
  });
});

describe("getWorkerListByName", () => {
  it("finds the worker with exactly that name, not a part of it", async () => {
    expect(await ids(search.getWorkerListByName, { workerName: "张建国" })).toEqual([
      FIRST_DEMO_WORKER.workerId,
    ]);
    expect(await ids(search.getWorkerListByName, { workerName: " 张建国 " })).toEqual([
      FIRST_DEMO_WORKER.workerId,
    ]);
    expect(await ids(search.getWorkerListByName, { workerName: "张建" })).toEqual([]);
  });
});

describe("the selector's mobiles (issue 43 P4)", () => {
  it("answers every worker's mobile masked, also when found by his whole number", async () => {
    const answers = [
      (await call(search.fuzzyQueryWorkers, { keyword: "1" })).body.data ?? [],
      (await call(search.fuzzyQueryWorkers, { keyword: FIRST_DEMO_WORKER.workerMobile })).body.data ?? [],
      (await call(search.getWorkerListByName, { workerName: FIRST_DEMO_WORKER.workerName })).body.data ?? [],
    ];
    for (const records of answers) {
      expect(records.length).toBeGreaterThan(0);
      for (const record of records as unknown as { workerMobile: string }[])
        expect(record.workerMobile).toMatch(/^1[3-9]\d\*{4}\d{4}$/);
    }
    expect(JSON.stringify(answers)).not.toContain(FIRST_DEMO_WORKER.workerMobile);
  });
});

describe("refusals", () => {
  it.each([
    [search.fuzzyQueryWorkers, { keyword: "" }, "关键字不能为空"],
    [search.fuzzyQueryWorkers, {}, "关键字不能为空"],
    [search.fuzzyQueryWorkers, { keyword: "张".repeat(31) }, "关键字不能超过30个字符"],
    [search.getWorkerListByName, { workerName: "  " }, "师傅姓名不能为空"],
    [search.getWorkerListByName, { workerName: "张".repeat(21) }, "师傅姓名不能超过20个字符"],
  ] as const)("%s %j: 400 %s", async (endpoint, payload, msg) => {
    const before = workers();
    const { status, body } = await call(endpoint, payload);
    expect(status).toBe(200);
    expect(body).toEqual({ code: 400, msg, data: null });
    expect(workers()).toEqual(before);
  });

  it("refuses an account still onboarding (403 拒绝访问)", async () => {
    const applicant = await s.login("applicant");
    for (const [endpoint, payload] of [
      [search.fuzzyQueryWorkers, { keyword: "张" }],
      [search.getWorkerListByName, { workerName: "张建国" }],
    ] as const) {
      const { status, body } = await call(endpoint, payload, applicant);
      expect(status).toBe(403);
      expect(body).toEqual({ code: 403, msg: "拒绝访问", data: null });
    }
  });
});
