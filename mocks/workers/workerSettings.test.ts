import { api } from "../../src/api";
import type { Endpoint } from "../../src/api/endpoint";
import { NUMBER_MISMATCH } from "../../src/domain/workers/settings";
import { FIRST_DEMO_WORKER } from "./seed/workers";
import { lastLiveEventId, liveEventsSince } from "../live/events";
import { createTestStandIn, type TestStandIn } from "../testing";
import { BLACKLISTED_TEXT } from "./workerSettings";

const roster = api.worker.roster;
const tmall = api.worker.tmall;
const id = FIRST_DEMO_WORKER.workerId;
let s: TestStandIn;
let token: string;

beforeEach(async () => {
  s = createTestStandIn();
  token = await s.login("demo");
  // The seed gives every 正常 worker 指派 settings (issue 41); these tests start from a worker without any.
  s.db.prepare("DELETE FROM worker_settings WHERE worker_id = ?").run(id);
});

function workerWithStatus(status: number): string {
  return s.db
    .prepare(
      `SELECT worker_id FROM workers WHERE status = ? AND provider_id =
         (SELECT provider_id FROM workers WHERE worker_id = ?) ORDER BY worker_id LIMIT 1`,
    )
    .pluck()
    .get(status, id) as string;
}

/** A district of the first demo worker's city (inside the provider's areas). */
function ownDistrict() {
  const cityId = s.db.prepare("SELECT city_id FROM workers WHERE worker_id = ?").pluck().get(id) as number;
  const row = s.db
    .prepare(
      `SELECT c.parent_id AS provinceId, c.id AS cityId, a.id AS areaId FROM regions c
       LEFT JOIN regions a ON a.parent_id = c.id AND a.level = 3 WHERE c.id = ? LIMIT 1`,
    )
    .get(cityId) as { provinceId: number; cityId: number; areaId: number | null };
  return { ...row, provinceName: "", cityName: "" };
}

function categories() {
  const oneLevel = s.db
    .prepare("SELECT id FROM goods_categories WHERE level = 1 AND scope_types LIKE '%2%' ORDER BY id LIMIT 1")
    .pluck()
    .get() as number;
  const second = s.db
    .prepare("SELECT id FROM goods_categories WHERE level = 2 ORDER BY id LIMIT 1")
    .pluck()
    .get() as number;
  return { oneLevel: String(oneLevel), second: String(second) };
}

describe("worker classes", () => {
  it("reads no classes before any setting, then the set 总包 class and 众包 category", async () => {
    expect((await s.call(roster.freeClass, { workerId: id }, { token })).body.data).toEqual([]);
    const { oneLevel, second } = categories();
    const set = await s.call(
      roster.setFreeClass,
      { workerId: id, categoryIds: [oneLevel, second] },
      { token },
    );
    expect(set.body.code).toBe(1);
    const free = (await s.call(roster.freeClass, { workerId: id }, { token })).body.data;
    expect(free.map((c) => [c.categoryId, c.serverTypeName])).toEqual([
      [oneLevel, "总包"],
      [second, "众包"],
    ]);
    expect(free[1].categoryName).toContain("/");
    await s.call(roster.setNonFreeClass, { workerId: id, categoryIds: [oneLevel] }, { token });
    expect((await s.call(roster.nonFreeClass, { workerId: id }, { token })).body.data).toHaveLength(1);
    // workerClass: both lists, once each.
    expect((await s.call(roster.workerClass, { workerId: id }, { token })).body.data).toHaveLength(2);
  });

  it("refuses unknown classes", async () => {
    const res = await s.call(roster.setFreeClass, { workerId: id, categoryIds: ["99999"] }, { token });
    expect(res.body).toMatchObject({ code: 400, msg: "服务品类不正确" });
  });
});

describe("worker areas", () => {
  it("answers the registered area as the free area and the provider's cities", async () => {
    const free = (await s.call(roster.freeArea, { workerId: id }, { token })).body.data;
    expect(free).toHaveLength(1);
    const provider = (await s.call(roster.getProviderArea, undefined, { token })).body.data;
    expect(provider.map((a) => a.cityId)).toContain(free[0].cityId);
  });

  it("sets the 指派 areas of one worker and of a batch, within the provider's cities", async () => {
    const area = ownDistrict();
    expect((await s.call(roster.nonFreeArea, { workerId: id }, { token })).body.data).toEqual([]);
    expect((await s.call(roster.setNonFreeArea, { workerId: id, areas: [area] }, { token })).body.code).toBe(
      1,
    );
    const saved = (await s.call(roster.nonFreeArea, { workerId: id }, { token })).body.data;
    expect(saved[0]).toMatchObject({ cityId: area.cityId });
    expect(saved[0].cityName).not.toBe("");
    expect((await s.call(roster.nonFreeAreaType, { workerId: id }, { token })).body.data).toEqual({
      areaType: 1,
    });
    const other = workerWithStatus(4);
    const batch = await s.call(
      roster.setBatchNonFreeArea,
      { workerIds: [id, other], areas: [area] },
      { token },
    );
    expect(batch.body.code).toBe(1);
    expect((await s.call(roster.nonFreeArea, { workerId: other }, { token })).body.data).toHaveLength(1);
  });

  it("refuses an area outside the provider's cities, no area, and a batch with a blacklisted worker", async () => {
    const allowed = new Set(
      (await s.call(roster.getProviderArea, undefined, { token })).body.data.map((a) => a.cityId),
    );
    const outside = s.db
      .prepare("SELECT parent_id AS provinceId, id AS cityId FROM regions WHERE level = 2 ORDER BY id")
      .all()
      .find((c) => !allowed.has((c as { cityId: number }).cityId)) as { provinceId: number; cityId: number };
    const hasDistricts = s.db
      .prepare("SELECT id FROM regions WHERE parent_id = ? LIMIT 1")
      .pluck()
      .get(outside.cityId);
    const res = await s.call(
      roster.setNonFreeArea,
      {
        workerId: id,
        areas: [{ ...outside, areaId: hasDistricts as number }],
      },
      { token },
    );
    expect(res.body).toMatchObject({ code: 400, msg: "服务区域不在服务商的服务范围内" });
    const none = await s.call(roster.setNonFreeArea, { workerId: id, areas: [] }, { token });
    expect(none.body).toMatchObject({ code: 400, msg: "请选择服务区域" });
    const black = workerWithStatus(5);
    const batch = await s.call(
      roster.setBatchNonFreeArea,
      { workerIds: [id, black], areas: [ownDistrict()] },
      { token },
    );
    expect(batch.body.code).toBe(400);
    expect(batch.body.msg).toContain(BLACKLISTED_TEXT);
    expect((await s.call(roster.nonFreeArea, { workerId: id }, { token })).body.data).toEqual([]);
  });
});

describe("指派接单, percent and config", () => {
  it("switches 指派接单 for a normal worker only", async () => {
    expect((await s.call(roster.setNonFree, { workerId: id, nonFree: true }, { token })).body.code).toBe(1);
    expect((await s.call(roster.nonFree, { workerId: id }, { token })).body.data).toEqual({ nonFree: true });
    const waiting = await s.call(
      roster.setNonFree,
      { workerId: workerWithStatus(2), nonFree: true },
      { token },
    );
    expect(waiting.body).toMatchObject({ code: 400, msg: "师傅账号未启用，不能开启指派接单" });
  });

  it("keeps the percent within 0-100 whole numbers (输入数值不符合)", async () => {
    expect((await s.call(roster.setNonFreePercent, { workerId: id, percent: 35 }, { token })).body.code).toBe(
      1,
    );
    expect((await s.call(roster.nonFreePercent, { workerId: id }, { token })).body.data).toEqual({
      percent: 35,
    });
    for (const percent of [101, -1, 12.5]) {
      const res = await s.call(roster.setNonFreePercent, { workerId: id, percent }, { token });
      expect(res.body).toMatchObject({ code: 400, msg: NUMBER_MISMATCH });
    }
    expect((await s.call(roster.nonFreePercent, { workerId: id }, { token })).body.data).toEqual({
      percent: 35,
    });
  });

  it("saves the order-taking config with known items and roles", async () => {
    const before = (await s.call(roster.workerConfig, { workerId: id }, { token })).body.data;
    expect(before.maxDailyOrders).toBe(10);
    const items = (await s.call(api.worker.search.serviceItemList, undefined, { token })).body.data;
    const roles = (await s.call(api.worker.search.roleActiveList, undefined, { token })).body.data;
    const config = {
      maxDailyOrders: 20,
      autoAccept: true,
      serviceItemIds: [items[0].itemId],
      roleIds: [roles[0].roleId],
    };
    expect((await s.call(roster.setWorkerConfig, { workerId: id, ...config }, { token })).body.code).toBe(1);
    expect((await s.call(roster.workerConfig, { workerId: id }, { token })).body.data).toEqual(config);
    const bad = await s.call(
      roster.setWorkerConfig,
      { workerId: id, ...config, maxDailyOrders: 51 },
      { token },
    );
    expect(bad.body).toMatchObject({ code: 400, msg: `每日最多接单数${NUMBER_MISMATCH}` });
    const role = await s.call(roster.setWorkerConfig, { workerId: id, ...config, roleIds: ["x"] }, { token });
    expect(role.body).toMatchObject({ code: 400, msg: "师傅角色不正确" });
  });

  it("changes nothing of a blacklisted worker", async () => {
    const black = workerWithStatus(5);
    const res = await s.call(roster.setNonFreePercent, { workerId: black, percent: 10 }, { token });
    expect(res.body).toMatchObject({ code: 400, msg: BLACKLISTED_TEXT });
  });
});

describe("updateWorker", () => {
  const body = () => ({
    workerId: id,
    workerName: "张建国",
    workerMobile: "13900000099",
    gender: 2 as const,
    idCardFront: "worker/a.jpg",
    idCardBack: "worker/b.jpg",
    area: ownDistrict(),
    detailAddress: "幸福路 1 号",
    emergencyContact: "李芳",
    emergencyMobile: "13700000001",
  });

  it("saves the profile, read back by workerBasic", async () => {
    expect((await s.call(roster.updateWorker, body(), { token })).body.code).toBe(1);
    const basic = (await s.call(roster.workerBasic, { workerId: id }, { token })).body.data;
    expect(basic).toMatchObject({ workerMobile: "13900000099", gender: 2, detailAddress: "幸福路 1 号" });
  });

  it("refuses a bad mobile, a taken mobile and a missing photo", async () => {
    const bad = await s.call(roster.updateWorker, { ...body(), workerMobile: "12900000000" }, { token });
    expect(bad.body).toMatchObject({ code: 400, msg: "手机格式不正确" });
    const other = s.db
      .prepare("SELECT worker_mobile FROM workers WHERE worker_id <> ? LIMIT 1")
      .pluck()
      .get(id) as string;
    const taken = await s.call(roster.updateWorker, { ...body(), workerMobile: other }, { token });
    expect(taken.body).toMatchObject({ code: 400, msg: "该手机号已注册" });
    const photo = await s.call(roster.updateWorker, { ...body(), idCardBack: "" }, { token });
    expect(photo.body).toMatchObject({ code: 400, msg: "请上传身份证国徽面" });
  });

  it("needs worker:edit", async () => {
    const all = JSON.parse(
      s.db.prepare("SELECT buttons FROM accounts WHERE username = 'demo'").pluck().get() as string,
    ) as string[];
    s.db
      .prepare("UPDATE accounts SET buttons = ? WHERE username = 'demo'")
      .run(JSON.stringify(all.filter((code) => code !== "worker:edit" && code !== "worker:setConfig")));
    const narrowed = await s.login("demo");
    expect((await s.call(roster.updateWorker, body(), { token: narrowed })).status).toBe(403);
    expect(
      (await s.call(roster.setNonFreePercent, { workerId: id, percent: 1 }, { token: narrowed })).status,
    ).toBe(403);
    // Reads need the menu only.
    expect((await s.call(roster.nonFreePercent, { workerId: id }, { token: narrowed })).body.code).toBe(1);
  });
});

describe("wallet, bank cards, level", () => {
  it("pages wallet records whose newest balance is the wallet balance", async () => {
    const withRecords = s.db
      .prepare("SELECT worker_id FROM workers ORDER BY worker_id LIMIT 20")
      .pluck()
      .all() as string[];
    let seen = false;
    for (const workerId of withRecords) {
      const page = (await s.call(api.finance.walletRecordList, { workerId, current: 1, size: 5 }, { token }))
        .body.data;
      const amount = (await s.call(roster.walletAmount, { workerId }, { token })).body.data;
      if (page.total === 0) {
        expect(amount.balance).toBe(0);
        continue;
      }
      seen = true;
      expect(page.records.length).toBeLessThanOrEqual(5);
      expect(amount.balance).toBe(page.records[0].balanceAfter);
      expect(amount.withdrawableAmount + amount.frozenAmount).toBeCloseTo(amount.balance, 2);
      const expense = (await s.call(api.finance.walletRecordList, { workerId, direction: 2 }, { token })).body
        .data;
      expect(expense.records.every((r) => r.direction === 2)).toBe(true);
    }
    expect(seen).toBe(true);
  });

  it("counts and lists masked bank cards the same", async () => {
    const count = (await s.call(api.finance.workerBankCardCount, { workerId: id }, { token })).body.data;
    const list = (await s.call(api.finance.workerBankCardList, { workerId: id }, { token })).body.data;
    expect(list).toHaveLength(count);
    for (const card of list) expect(card.cardNo).toMatch(/^\d{4} \*{4} \*{4} \d{4}$/);
  });

  it("answers the service level from the grade", async () => {
    const level = (await s.call(roster.serviceLevel, { workerId: id }, { token })).body.data;
    const grade = (await s.call(roster.myGrade, { workerId: id }, { token })).body.data;
    expect(level).toEqual({ level: grade.grade, levelName: grade.gradeName, score: grade.score });
  });
});

describe("transfers", () => {
  it("records a worker's transfer, listed by transferList for both workers", async () => {
    const from = s.db
      .prepare(
        `SELECT o.worker_id AS workerId, o.order_no AS orderNo FROM orders o JOIN workers w ON w.worker_id = o.worker_id
         WHERE o.order_status IN (7, 8) AND w.provider_id = (SELECT provider_id FROM workers WHERE worker_id = ?)
         LIMIT 1`,
      )
      .get(id) as { workerId: string; orderNo: string };
    const to = s.db
      .prepare(
        `SELECT worker_id FROM workers WHERE status = 3 AND worker_id <> ? AND provider_id =
           (SELECT provider_id FROM workers WHERE worker_id = ?) LIMIT 1`,
      )
      .pluck()
      .get(from.workerId, id) as string;
    const before = lastLiveEventId(s.db);
    const moved = await s.call(
      roster.transferOrders,
      { fromWorkerId: from.workerId, toWorkerId: to, orderNos: [from.orderNo], transferType: 1 },
      { token },
    );
    expect(moved.body.data).toMatchObject({ successCount: 1 });
    // One event, the orders', naming both workers as related records (their archives' 转单记录 refresh).
    const events = liveEventsSince(s.db, before);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ channel: "orders", ids: [from.orderNo] });
    expect(events[0].change?.related).toEqual({ channel: "workers", ids: [from.workerId, to] });
    for (const workerId of [from.workerId, to]) {
      const page = (await s.call(roster.transferList, { workerId }, { token })).body.data;
      expect(page.records[0]).toMatchObject({ orderNo: from.orderNo, transferType: 1, operator: "李明" });
    }
    const byOrder = (await s.call(roster.transferList, { orderNo: "none" }, { token })).body.data;
    expect(byOrder.total).toBe(0);
  });
});

describe("天猫 account", () => {
  it("pulls the id, retrieves the abilities, then switches 接单 on", async () => {
    expect((await s.call(tmall.contactInfo, { workerId: id }, { token })).body.data).toBeNull();
    const early = await s.call(tmall.setUnderTaking, { workerId: id, underTaking: true }, { token });
    expect(early.body).toMatchObject({ code: 400, msg: "请先同步天猫服务能力" });
    const noId = await s.call(tmall.retrieveAbilities, { workerId: id }, { token });
    expect(noId.body).toMatchObject({ code: 400, msg: "请先拉取天猫ID" });
    const pulled = (await s.call(tmall.pullId, { workerId: id }, { token })).body.data;
    expect(pulled.tmallWorkerId).toMatch(/^TM\d+$/);
    expect((await s.call(tmall.abilities, { workerId: id }, { token })).body.data).toEqual([]);
    expect((await s.call(tmall.retrieveAbilities, { workerId: id }, { token })).body.code).toBe(1);
    expect((await s.call(tmall.abilities, { workerId: id }, { token })).body.data.length).toBeGreaterThan(0);
    expect((await s.call(tmall.contactInfo, { workerId: id }, { token })).body.data).toMatchObject({
      contactName: FIRST_DEMO_WORKER.workerName,
    });
    expect(
      (await s.call(tmall.setUnderTaking, { workerId: id, underTaking: true }, { token })).body.code,
    ).toBe(1);
    expect((await s.call(tmall.underTaking, { workerId: id }, { token })).body.data).toEqual({
      underTaking: true,
    });
  });

  it("pulls no id for a worker not enabled", async () => {
    const res = await s.call(tmall.pullId, { workerId: workerWithStatus(2) }, { token });
    expect(res.body).toMatchObject({ code: 400, msg: "师傅账号未启用，不能拉取天猫ID" });
  });
});

describe("lookups", () => {
  it("finds the provider's workers by name and by name or mobile", async () => {
    const byName = (await s.call(api.worker.search.getWorkerListByName, { workerName: "张建国" }, { token }))
      .body.data;
    expect(byName.map((w) => w.workerId)).toContain(id);
    const fuzzy = (await s.call(api.worker.search.fuzzyQueryWorkers, { keyword: "13900000001" }, { token }))
      .body.data;
    expect(fuzzy.map((w) => w.workerId)).toEqual([id]);
  });
});

describe("refusals", () => {
  it("refuses every worker call to the limited account (no worker menu)", async () => {
    const limited = await s.login("limited");
    const calls: [Endpoint, unknown][] = [
      [roster.freeClass, { workerId: id }],
      [roster.setFreeClass, { workerId: id, categoryIds: [] }],
      [roster.setNonFreePercent, { workerId: id, percent: 1 }],
      [roster.workerConfig, { workerId: id }],
      [roster.transferList, {}],
      [roster.updateWorker, { workerId: id }],
      [roster.walletAmount, { workerId: id }],
      [api.finance.workerBankCardList, { workerId: id }],
      [api.finance.walletRecordList, { workerId: id }],
      [tmall.pullId, { workerId: id }],
    ];
    for (const [ep, payload] of calls) {
      const res = await s.call(ep, payload, { token: limited });
      expect(res.status, ep.path).toBe(403);
    }
  });

  it("answers 师傅不存在 for another provider's worker", async () => {
    const other = await s.acceptAgreements(await s.login("newcomer"));
    const res = await s.call(roster.nonFreePercent, { workerId: id }, { token: other });
    expect(res.status === 403 || res.body.msg === "师傅不存在").toBe(true);
  });
});

describe("workerCommon", () => {
  it("shows the wallet balance of walletAmount in the archive summary", async () => {
    const common = (await s.call(roster.workerCommon, { workerId: id }, { token })).body.data;
    const amount = (await s.call(roster.walletAmount, { workerId: id }, { token })).body.data;
    expect(common.walletBalance).toBe(amount.balance);
  });
});
