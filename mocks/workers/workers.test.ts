import { api } from "../../src/api";
import type { Endpoint } from "../../src/api/endpoint";
import type { AreaRef } from "../../src/api/types";
import type { WorkerKey } from "../../src/api/worker/roster";
import { DEMO_WORKER_COUNT, FIRST_DEMO_WORKER } from "./seed/workers";
import { createTestStandIn, type TestStandIn } from "../testing";

const roster = api.worker.roster;
let s: TestStandIn;
let token: string;

beforeEach(async () => {
  s = createTestStandIn();
  token = await s.login("demo");
});

function workerRow(workerId: string) {
  return s.db.prepare("SELECT * FROM workers WHERE worker_id = ?").get(workerId) as {
    status: number;
    worker_name: string;
  };
}

function firstWithStatus(status: number): string {
  return s.db
    .prepare(
      "SELECT worker_id FROM workers WHERE provider_id = (SELECT provider_id FROM workers WHERE worker_id = ?) AND status = ? ORDER BY worker_id LIMIT 1",
    )
    .pluck()
    .get(FIRST_DEMO_WORKER.workerId, status) as string;
}

function someDistrict(): AreaRef {
  const row = s.db
    .prepare(
      `SELECT p.id AS provinceId, c.id AS cityId, a.id AS areaId FROM regions a
       JOIN regions c ON a.parent_id = c.id JOIN regions p ON c.parent_id = p.id WHERE a.level = 3 LIMIT 1`,
    )
    .get() as { provinceId: number; cityId: number; areaId: number };
  return { ...row, provinceName: "", cityName: "" };
}

const count = (table: string) => s.db.prepare(`SELECT COUNT(*) FROM ${table}`).pluck().get() as number;

describe("workerList", () => {
  it("pages the provider's workers with service types, area, grade, labels and in-service orders", async () => {
    const { body } = await s.call(roster.workerList, { current: 1, size: 20 }, { token });
    expect(body.code).toBe(1);
    expect(body.data.total).toBe(DEMO_WORKER_COUNT);
    expect(body.data.records).toHaveLength(20);
    for (const row of body.data.records) {
      expect(row.serverTypeNames.length).toBe(row.serverTypes.length);
      expect(row.serverTypeNames.length).toBeGreaterThan(0);
      expect(row.cityName).not.toBe("");
      expect(["普通", "铜牌", "银牌", "金牌"]).toContain(row.gradeName);
      expect(Array.isArray(row.labels)).toBe(true);
    }
  });

  it("counts in-service orders from the order table", async () => {
    const busy = s.db
      .prepare(
        `SELECT worker_id AS id, COUNT(*) AS n FROM orders WHERE order_status IN (7, 8, 9) AND worker_id IN
           (SELECT worker_id FROM workers WHERE worker_name = ?) GROUP BY worker_id`,
      )
      .get(FIRST_DEMO_WORKER.workerName) as { id: string; n: number } | undefined;
    const { body } = await s.call(
      roster.workerList,
      { workerMobile: FIRST_DEMO_WORKER.workerMobile },
      { token },
    );
    expect(body.data.records).toHaveLength(1);
    expect(body.data.records[0].inServiceCount).toBe(busy?.id === FIRST_DEMO_WORKER.workerId ? busy.n : 0);
    const anyBusy = s.db
      .prepare(
        "SELECT worker_id, COUNT(*) AS n FROM orders WHERE order_status IN (7,8,9) AND worker_id IS NOT NULL AND provider_id = (SELECT provider_id FROM workers WHERE worker_id = ?) GROUP BY worker_id ORDER BY n DESC LIMIT 1",
      )
      .get(FIRST_DEMO_WORKER.workerId) as { worker_id: string; n: number };
    expect(anyBusy.n).toBeGreaterThan(0);
    const mobile = s.db
      .prepare("SELECT worker_mobile FROM workers WHERE worker_id = ?")
      .pluck()
      .get(anyBusy.worker_id) as string;
    const other = await s.call(roster.workerList, { workerMobile: mobile }, { token });
    expect(other.body.data.records[0].inServiceCount).toBe(anyBusy.n);
  });

  it("filters by name, status, service type and date range", async () => {
    const byName = await s.call(roster.workerList, { workerName: "建国" }, { token });
    expect(byName.body.data.records.every((w) => w.workerName.includes("建国"))).toBe(true);
    const normal = await s.call(roster.workerList, { accountStatus: 3, size: 100 }, { token });
    expect(normal.body.data.records.every((w) => w.accountStatus === 3)).toBe(true);
    expect(normal.body.data.total).toBeLessThan(DEMO_WORKER_COUNT);
    const measure = await s.call(roster.workerList, { serverType: 3, size: 100 }, { token });
    expect(measure.body.data.records.every((w) => w.serverTypes.includes(3))).toBe(true);
    const none = await s.call(
      roster.workerList,
      { startTime: "2000-01-01 00:00:00", endTime: "2000-01-02 23:59:59" },
      { token },
    );
    expect(none.body.data.total).toBe(0);
  });

  it("refuses a bad filter and a reversed date range", async () => {
    const bad = await s.call(roster.workerList, { accountStatus: 9 as never }, { token });
    expect(bad.body).toMatchObject({ code: 400, msg: "账号状态超出范围" });
    const reversed = await s.call(
      roster.workerList,
      { startTime: "2026-02-01 00:00:00", endTime: "2026-01-01 00:00:00" },
      { token },
    );
    expect(reversed.body).toMatchObject({ code: 400, msg: "开始时间不能晚于结束时间" });
  });

  it("refuses the limited account, which has no worker menu", async () => {
    const limited = await s.login("limited");
    const res = await s.call(roster.workerList, {}, { token: limited });
    expect(res.status).toBe(403);
  });
});

describe("workerStatus", () => {
  it("disables a normal worker with a reason and logs it, then enables him again", async () => {
    const id = FIRST_DEMO_WORKER.workerId;
    const off = await s.call(
      roster.workerStatus,
      { workerId: id, accountStatus: 4, reason: "多次投诉" },
      { token },
    );
    expect(off.body.code).toBe(1);
    expect(workerRow(id).status).toBe(4);
    const on = await s.call(
      roster.workerStatus,
      { workerId: id, accountStatus: 3, reason: "已整改" },
      { token },
    );
    expect(on.body.code).toBe(1);
    expect(workerRow(id).status).toBe(3);
    const log = s.db
      .prepare("SELECT reason FROM worker_status_log WHERE worker_id = ? ORDER BY id")
      .pluck()
      .all(id);
    expect(log).toEqual(["多次投诉", "已整改"]);
  });

  it("refuses a change the status does not allow, without a reason, or to another provider's worker", async () => {
    const before = count("worker_status_log");
    const blacklisted = firstWithStatus(5);
    const res = await s.call(
      roster.workerStatus,
      { workerId: blacklisted, accountStatus: 3, reason: "x" },
      { token },
    );
    expect(res.body).toMatchObject({ code: 400, msg: "当前状态不能启用" });
    expect(workerRow(blacklisted).status).toBe(5);
    // Every change needs a reason (its dialog's 禁用原因…): the schema refuses a blank one before the handler.
    const noReason = await s.call(
      roster.workerStatus,
      { workerId: FIRST_DEMO_WORKER.workerId, accountStatus: 4, reason: "  " },
      { token },
    );
    expect(noReason.body).toMatchObject({ code: 400, msg: "请输入原因" });
    const toFirst = await s.call(
      roster.workerStatus,
      { workerId: FIRST_DEMO_WORKER.workerId, accountStatus: 1, reason: "x" },
      { token },
    );
    expect(toFirst.body).toMatchObject({ code: 400, msg: "不能改为该状态" });
    const other = await s.acceptAgreements(await s.login("newcomer"));
    const foreign = await s.call(
      roster.workerStatus,
      { workerId: FIRST_DEMO_WORKER.workerId, accountStatus: 4, reason: "x" },
      { token: other },
    );
    expect(foreign.body).toMatchObject({ code: 400, msg: "师傅不存在" });
    expect(workerRow(FIRST_DEMO_WORKER.workerId).status).toBe(3);
    expect(count("worker_status_log")).toBe(before);
  });

  it("needs the btn code of the change asked for", async () => {
    const buttons = JSON.parse(
      s.db.prepare("SELECT buttons FROM accounts WHERE username = 'demo'").pluck().get() as string,
    ) as string[];
    expect(buttons).toContain("worker:blacklist");
    s.db
      .prepare("UPDATE accounts SET buttons = ? WHERE username = 'demo'")
      .run(JSON.stringify(buttons.filter((code) => code !== "worker:blacklist")));
    const narrowed = await s.login("demo");
    const res = await s.call(
      roster.workerStatus,
      { workerId: FIRST_DEMO_WORKER.workerId, accountStatus: 5, reason: "x" },
      { token: narrowed },
    );
    expect(res.status).toBe(403);
    expect(res.body.msg).toBe("拒绝访问");
    expect(workerRow(FIRST_DEMO_WORKER.workerId).status).toBe(3);
  });
});

describe("registerWorker", () => {
  const body = () => ({
    workerName: "李新来",
    workerMobile: "13912345678",
    idCardFront: "files/id-front.jpg",
    idCardBack: "files/id-back.jpg",
    area: someDistrict(),
    serverTypes: [2, 1],
  });

  it("registers a worker waiting to be enabled, found by the list", async () => {
    const res = await s.call(roster.registerWorker, body(), { token });
    expect(res.body.code).toBe(1);
    const list = await s.call(roster.workerList, { workerMobile: "13912345678" }, { token });
    expect(list.body.data.records).toHaveLength(1);
    const row = list.body.data.records[0];
    expect(row).toMatchObject({ workerId: res.body.data.workerId, workerName: "李新来", accountStatus: 2 });
    expect(row.serverTypeNames).toEqual(["安装", "维修"]);
    expect(row.cityName).not.toBe("");
    const basic = await s.call(roster.workerBasic, { workerId: row.workerId }, { token });
    expect(basic.body.data.area.areaId).toBe(body().area.areaId);
    expect(basic.body.data.area.provinceName).not.toBe("");
  });

  it("refuses a bad mobile, a taken mobile, missing photos, area or service types, writing nothing", async () => {
    const before = count("workers");
    const cases: [Record<string, unknown>, string][] = [
      [{ workerMobile: "12912345678" }, "手机格式不正确"],
      [{ workerMobile: FIRST_DEMO_WORKER.workerMobile }, "该手机号已注册"],
      [{ workerName: "" }, "师傅姓名不能为空"],
      [{ idCardFront: "" }, "请上传身份证人像面"],
      [{ area: null }, "服务区域不能为空"],
      [{ area: { ...someDistrict(), areaId: undefined } }, "请选择区县"],
      [{ serverTypes: [] }, "请选择服务类型"],
      [{ serverTypes: [7] }, "服务类型不正确"],
      [{ idCardNo: "123" }, "身份证号格式不正确"],
    ];
    for (const [patch, msg] of cases) {
      const res = await s.call(roster.registerWorker, { ...body(), ...patch } as never, { token });
      expect(res.body, msg).toMatchObject({ code: 400, msg });
    }
    expect(count("workers")).toBe(before);
  });

  it("is refused without the 新增师傅 button", async () => {
    const limited = await s.login("limited");
    const res = await s.call(roster.registerWorker, body(), { token: limited });
    expect(res.status).toBe(403);
  });
});

describe("archive reads", () => {
  it("answers common, basic, account and labels of the provider's own worker", async () => {
    const workerId = FIRST_DEMO_WORKER.workerId;
    const common = await s.call(roster.workerCommon, { workerId }, { token });
    expect(common.body.data).toMatchObject({
      workerId,
      workerName: FIRST_DEMO_WORKER.workerName,
      accountStatus: 3,
    });
    const basic = await s.call(roster.workerBasic, { workerId }, { token });
    expect(basic.body.data.idCardNo).toMatch(/^\d{17}[\dX]$/);
    const account = await s.call(roster.workerAccount, { workerId }, { token });
    expect(account.body.data).toMatchObject({ loginName: FIRST_DEMO_WORKER.workerMobile, accountStatus: 3 });
    const stored = s.db
      .prepare("SELECT COUNT(*) FROM worker_labels WHERE worker_id = ?")
      .pluck()
      .get(workerId);
    const labels = await s.call(api.worker.search.labelsByWorkerId, { workerId }, { token });
    expect(labels.body.data).toHaveLength(stored as number);
  });

  it("answers the grade with the score of the next one (none at the top)", async () => {
    const byGrade = (grade: number) =>
      s.db
        .prepare(
          `SELECT worker_id FROM workers WHERE grade = ?
           AND provider_id = (SELECT provider_id FROM workers WHERE worker_id = ?) ORDER BY worker_id LIMIT 1`,
        )
        .pluck()
        .get(grade, FIRST_DEMO_WORKER.workerId) as string;
    const low = await s.call(roster.myGrade, { workerId: byGrade(1) }, { token });
    expect(low.body.data).toMatchObject({ grade: 1, gradeName: "普通", nextGradeScore: 200 });
    expect(low.body.data.score).toBeLessThan(200);
    const top = await s.call(roster.myGrade, { workerId: byGrade(4) }, { token });
    expect(top.body.data).toMatchObject({ grade: 4, gradeName: "金牌", nextGradeScore: null });
    expect(top.body.data.score).toBeGreaterThanOrEqual(600);
  });

  it("answers 师傅不存在 for an unknown or foreign worker", async () => {
    const other = await s.acceptAgreements(await s.login("newcomer"));
    const reads: Endpoint<WorkerKey, unknown>[] = [
      roster.workerCommon,
      roster.workerBasic,
      roster.workerAccount,
    ];
    for (const ep of reads) {
      const res = await s.call(ep, { workerId: FIRST_DEMO_WORKER.workerId }, { token: other });
      expect(res.body, ep.path).toMatchObject({ code: 400, msg: "师傅不存在" });
    }
  });

  it("serves labels to the order screens too, with their provider-platform visibility", async () => {
    const limited = await s.login("limited");
    const withHidden = s.db
      .prepare(
        `SELECT l.worker_id FROM worker_labels l JOIN workers w ON w.worker_id = l.worker_id
         WHERE l.prov_platform = 0 AND w.provider_id = (SELECT provider_id FROM workers WHERE worker_id = ?)
         ORDER BY l.id LIMIT 1`,
      )
      .pluck()
      .get(FIRST_DEMO_WORKER.workerId) as string;
    const res = await s.call(
      api.worker.search.labelsByWorkerId,
      { workerId: withHidden },
      { token: limited },
    );
    expect(res.body.code).toBe(1);
    expect(res.body.data.some((label) => !label.labelVisible.provPlatform)).toBe(true);
  });
});
