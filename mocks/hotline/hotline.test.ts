// @vitest-environment node
import { api } from "../../src/api";
import { SEAT_DICT_TYPE } from "../../src/api/basicPublic";
import { SEED_SEAT_COUNT } from "../db/seed/cashierHotline";
import { SEED_ANCHOR } from "../db/seed";
import { createTestStandIn, type TestStandIn } from "../testing";
import { chinaHour, HOTLINE_MSG, HOTLINE_TEST_HOOK, withinHotlineHours } from "./hotline";

let s: TestStandIn;
let token: string;

/** 2026-11-20 at `hour`:`minute` China time. */
const chinaTime = (hour: number, minute = 0) => Date.UTC(2026, 10, 20, hour - 8, minute);

async function hotlineHook(body: unknown) {
  const response = await s.app.request(`http://stand-in.test${HOTLINE_TEST_HOOK}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  return response.status;
}

async function seats(): Promise<string[]> {
  const { body } = await s.call(
    api.basicPublic.dictionaryPageList,
    { dictType: SEAT_DICT_TYPE, current: 1, size: 20 },
    { token },
  );
  expect(body.code).toBe(1);
  return body.data.records.map((record) => record.dictValue);
}

describe("hotline hours", () => {
  it("knows the China hour and the 9:00–21:00 window", () => {
    expect(chinaHour(chinaTime(9))).toBe(9);
    expect(withinHotlineHours(chinaTime(8, 59))).toBe(false);
    expect(withinHotlineHours(chinaTime(9))).toBe(true);
    expect(withinHotlineHours(chinaTime(20, 59))).toBe(true);
    expect(withinHotlineHours(chinaTime(21))).toBe(false);
  });
});

describe("rhinokeen token", () => {
  it("is handed out at any hour by default", async () => {
    s = createTestStandIn({ start: chinaTime(23, 30) });
    token = await s.login("demo");
    const { body } = await s.call(api.basicPublic.rhinokeenToken, undefined, { token });
    expect(body.code).toBe(1);
    expect(body.data.token).toMatch(/^rk-[0-9a-f]{32}$/);
  });

  it("is refused outside 9:00–21:00 China time when the hours are enforced", async () => {
    s = createTestStandIn({ testHooks: true, start: chinaTime(8, 59) });
    token = await s.login("demo");
    expect(await hotlineHook({ enforceHours: true })).toBe(200);
    const early = await s.call(api.basicPublic.rhinokeenToken, undefined, { token });
    expect(early.body).toMatchObject({ code: 200335001, msg: HOTLINE_MSG.closedHours, data: null });
    expect(HOTLINE_MSG.closedHours).toBe("智能外呼仅支持在每天9:00-21:00之间使用");
    s.advance(60_000); // 9:00
    expect((await s.call(api.basicPublic.rhinokeenToken, undefined, { token })).body.code).toBe(1);
    s.advance(12 * 3600_000); // 21:00 (the session has expired by now: log in again)
    token = await s.login("demo");
    expect((await s.call(api.basicPublic.rhinokeenToken, undefined, { token })).body.msg).toBe(
      HOTLINE_MSG.closedHours,
    );
    expect(await hotlineHook({ enforceHours: false })).toBe(200);
    expect((await s.call(api.basicPublic.rhinokeenToken, undefined, { token })).body.code).toBe(1);
  });

  it("enforces the hours with STANDIN_HOTLINE_HOURS=enforce", async () => {
    vi.stubEnv("STANDIN_HOTLINE_HOURS", "enforce");
    try {
      s = createTestStandIn({ start: chinaTime(22) });
      token = await s.login("demo");
      expect((await s.call(api.basicPublic.rhinokeenToken, undefined, { token })).body.msg).toBe(
        HOTLINE_MSG.closedHours,
      );
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it("needs a login", async () => {
    s = createTestStandIn();
    expect((await s.call(api.basicPublic.rhinokeenToken)).status).toBe(401);
  });
});

describe("seat dictionary and call history", () => {
  beforeEach(async () => {
    s = createTestStandIn({ testHooks: true, start: SEED_ANCHOR });
    token = await s.login("demo");
  });

  it("pages the seed seats by dictType", async () => {
    const list = await seats();
    expect(list).toHaveLength(SEED_SEAT_COUNT);
    expect(list.every((seat) => /^170\d{8}$/.test(seat))).toBe(true);
    const other = await s.call(api.basicPublic.dictionaryPageList, { dictType: "nothing_here" }, { token });
    expect(other.body.data).toMatchObject({ total: 0, records: [] });
    const missing = await s.call(api.basicPublic.dictionaryPageList, { dictType: "" }, { token });
    expect(missing.body).toMatchObject({ code: 400, msg: "字典类型不能为空" });
  });

  it("can be left without seats (test hook) and restored by a reset", async () => {
    expect(await hotlineHook({ seats: [] })).toBe(200);
    expect(await seats()).toEqual([]);
    s.reset();
    token = await s.login("demo"); // the reset forgets sessions
    expect(await seats()).toHaveLength(SEED_SEAT_COUNT);
  });

  it("saves a call from a seat to a mobile with an optional extension", async () => {
    const [seat] = await seats();
    const saved = await s.call(
      api.basicPublic.saveCallHistory,
      { calleeMobile: "13912345678-123", callerMobile: seat },
      { token },
    );
    expect(saved.body.code).toBe(1);
    const row = s.db
      .prepare("SELECT callee_mobile AS callee, caller_mobile AS caller FROM hotline_calls")
      .get();
    expect(row).toEqual({ callee: "13912345678-123", caller: seat });
  });

  it("refuses a bad callee number or an unknown seat", async () => {
    const [seat] = await seats();
    for (const calleeMobile of ["12912345678", "1391234567", "13912345678-1234567", "13912345678-"]) {
      const { body } = await s.call(
        api.basicPublic.saveCallHistory,
        { calleeMobile, callerMobile: seat },
        { token },
      );
      expect(body.msg).toBe("被叫号码格式不正确");
    }
    const unknown = await s.call(
      api.basicPublic.saveCallHistory,
      { calleeMobile: "13912345678", callerMobile: "17099999999" },
      { token },
    );
    expect(unknown.body.msg).toBe("主叫坐席号码不存在");
  });
});
