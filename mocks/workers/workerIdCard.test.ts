// @vitest-environment node
import { api } from "../../src/api";
import { idCardCheckChar, idCardError } from "../../src/api/idCard";
import { problemOf } from "../../src/api/schema";
import { schemasOf } from "../../src/api/wire";
import { FIRST_DEMO_WORKER } from "./seed/workers";
import { createTestStandIn, type TestStandIn } from "../testing";

/**
 * 身份证号 has one rule (issue 42): GB 11643 with its check character (src/api/idCard.ts), applied by the schemas of
 * 新增师傅 and 修改师傅基本资料 before their handlers. Before, both handlers took any 17 digits and a digit or X.
 */

const roster = api.worker.roster;
let s: TestStandIn;
let token: string;

beforeAll(async () => {
  s = createTestStandIn();
  token = await s.login("demo");
});

const VALID = "11010519491231002X";
/** 17 valid digits with a wrong check character. */
const WRONG_CHECK = "110105194912310021";
const first17 = "11010520991231002";
const FUTURE_BIRTH = `${first17}${idCardCheckChar(first17)}`;

function district(workerId: string) {
  const cityId = s.db
    .prepare("SELECT city_id FROM workers WHERE worker_id = ?")
    .pluck()
    .get(workerId) as number;
  return s.db
    .prepare(
      `SELECT c.parent_id AS provinceId, c.id AS cityId, a.id AS areaId FROM regions c
       LEFT JOIN regions a ON a.parent_id = c.id AND a.level = 3 WHERE c.id = ? LIMIT 1`,
    )
    .get(cityId) as { provinceId: number; cityId: number; areaId: number | null };
}

const idCardOf = (workerId: string) =>
  s.db.prepare("SELECT id_card_no FROM workers WHERE worker_id = ?").pluck().get(workerId) as string;

const updateBody = (idCardNo?: string) => ({
  workerId: FIRST_DEMO_WORKER.workerId,
  workerName: "张建国",
  workerMobile: "13900000099",
  gender: 1 as const,
  idCardNo,
  idCardFront: "worker/a.jpg",
  idCardBack: "worker/b.jpg",
  area: district(FIRST_DEMO_WORKER.workerId),
});

let mobileSerial = 0;
const registerBody = (idCardNo?: string) => ({
  workerName: "李新来",
  workerMobile: `1391234${String(5000 + mobileSerial++)}`,
  idCardNo,
  idCardFront: "files/id-front.jpg",
  idCardBack: "files/id-back.jpg",
  area: district(FIRST_DEMO_WORKER.workerId),
  serverTypes: [1],
});

describe("身份证号 on 新增师傅 and 修改师傅基本资料", () => {
  it.each([
    [WRONG_CHECK, "身份证号校验位不正确"],
    [FUTURE_BIRTH, "身份证号格式不正确"],
    ["01010519491231002X", "身份证号格式不正确"],
    [`${VALID}7`, "身份证号格式不正确"],
  ])("refuses %s with 「%s」, writing nothing", async (idCardNo, msg) => {
    const before = idCardOf(FIRST_DEMO_WORKER.workerId);
    const update = await s.call(roster.updateWorker, updateBody(idCardNo), { token });
    expect(update.body).toEqual({ code: 400, msg, data: null });
    expect(idCardOf(FIRST_DEMO_WORKER.workerId)).toBe(before);
    const count = () => s.db.prepare("SELECT COUNT(*) FROM workers").pluck().get() as number;
    const workers = count();
    const register = await s.call(roster.registerWorker, registerBody(idCardNo), { token });
    expect(register.body).toEqual({ code: 400, msg, data: null });
    expect(count()).toBe(workers);
  });

  it("takes a valid number with a lower-case x, kept upper-case; absent or blank is none", async () => {
    expect((await s.call(roster.updateWorker, updateBody(VALID.toLowerCase()), { token })).body.code).toBe(1);
    expect(idCardOf(FIRST_DEMO_WORKER.workerId)).toBe(VALID);
    const registered = await s.call(roster.registerWorker, registerBody(` ${VALID} `), { token });
    expect(registered.body.code).toBe(1);
    expect(problemOf(schemasOf(roster.registerWorker).answer!, registered.body.data)).toBeNull();
    expect(idCardOf(registered.body.data.workerId)).toBe(VALID);
    const none = await s.call(roster.registerWorker, registerBody(""), { token });
    expect(none.body.code).toBe(1);
    expect(idCardOf(none.body.data.workerId)).toBe("");
    expect((await s.call(roster.registerWorker, registerBody(), { token })).body.code).toBe(1);
  });

  it("seeds only numbers the rule accepts, so a seeded worker's profile saves unchanged", () => {
    const numbers = s.db
      .prepare("SELECT id_card_no FROM workers WHERE id_card_no IS NOT NULL AND id_card_no <> ''")
      .pluck()
      .all() as string[];
    expect(numbers.length).toBeGreaterThan(0);
    expect(numbers.filter((number) => idCardError(number) !== null)).toEqual([]);
  });
});
