// @vitest-environment node
import { api } from "../../src/api";
import type { AlertBoardItem } from "../../src/api/data";
import type { Endpoint } from "../../src/api/endpoint";
import { ALL_BUTTON_CODES } from "../../src/api/buttons";
import { SEED_PROVIDERS } from "../accounts/seed/accounts";
import { createTestStandIn, type TestStandIn } from "../testing";

const DEMO = SEED_PROVIDERS.demo.id;
let s: TestStandIn;
let token: string;

beforeAll(async () => {
  s = createTestStandIn();
  token = await s.login("demo");
});

type Payload = Record<string, unknown>;
const call = (endpoint: Endpoint, payload: Payload, as = token) =>
  s.call(endpoint as Endpoint<Payload, unknown>, payload, { token: as });

/** An alert of the demo provider in a handling status, with its row and track as they are now. */
function alertIn(handleStatus: number) {
  const alertId = s.db
    .prepare(
      "SELECT alert_id FROM order_alerts WHERE provider_id = ? AND handle_status = ? ORDER BY alert_id LIMIT 1",
    )
    .pluck()
    .get(DEMO, handleStatus) as number;
  return { alertId, ...written(alertId) };
}

function written(alertId: number) {
  return {
    row: s.db.prepare("SELECT * FROM order_alerts WHERE alert_id = ?").get(alertId),
    track: s.db.prepare("SELECT * FROM alert_tracks WHERE alert_id = ? ORDER BY id").all(alertId),
  };
}

/** Refused with (code, msg) and nothing of the alert written. */
async function expectRefused(alertId: number, payload: Payload, code: number, msg: string, as = token) {
  const before = written(alertId);
  const { status, body } = await call(api.data.alertFinish, { alertId, ...payload }, as);
  expect({ status, body }).toMatchObject({
    status: code === 403 ? 403 : 200,
    body: { code, msg, data: null },
  });
  expect(written(alertId)).toEqual(before);
}

describe("预警完结 (alertFinish)", () => {
  it("closes an open alert with what was done: status, finish time, remark, a track entry and the board", async () => {
    const { alertId, row } = alertIn(1);
    const { alert_type: type } = row as { alert_type: number };
    const board = async () =>
      ((await call(api.data.alertBoardDetail, {})).body.data as AlertBoardItem[]).find(
        (item) => item.alertType === type,
      )!;
    const before = await board();
    const { body } = await call(api.data.alertFinish, {
      alertId: String(alertId),
      remark: " 已电话安抚客户 ",
    });
    expect(body).toMatchObject({ code: 1, data: null });
    expect(written(alertId).row).toMatchObject({
      handle_status: 2,
      finish_time: "2026-11-20 11:00:00",
      remark: "已电话安抚客户",
    });
    const track = (await call(api.data.alertTrackList, { alertId })).body.data as { content: string }[];
    expect(track[0]).toMatchObject({ content: "完结预警：已电话安抚客户", operator: "李明" });
    expect(await board()).toMatchObject({
      openCount: before.openCount - 1,
      finishedCount: before.finishedCount + 1,
    });
  });

  it("refuses a closed or lapsed alert, a missing 处理说明, and another provider's alert", async () => {
    await expectRefused(alertIn(2).alertId, { remark: "再次完结" }, 200334001, "预警已完结，无需重复完结");
    await expectRefused(alertIn(3).alertId, { remark: "完结" }, 200334001, "预警已失效，不能完结");
    const open = alertIn(1).alertId;
    await expectRefused(open, { remark: " " }, 400, "处理说明不能为空");
    await expectRefused(open, { remark: "长".repeat(201) }, 400, "处理说明不能超过200个字符");
    const foreign = s.db
      .prepare("SELECT alert_id FROM order_alerts WHERE provider_id != ? AND handle_status = 1 LIMIT 1")
      .pluck()
      .get(DEMO) as number;
    await expectRefused(foreign, { remark: "完结" }, 200333404, "预警记录不存在");
  });

  it("is refused without 预警完结, and the track without 跟踪记录 (403)", async () => {
    const buttons = ALL_BUTTON_CODES.filter((c) => c !== "order:alertFinish" && c !== "order:alertTrack");
    s.db.prepare("UPDATE accounts SET buttons = ? WHERE username = 'limited'").run(JSON.stringify(buttons));
    const narrow = await s.login("limited");
    const open = alertIn(1).alertId;
    await expectRefused(open, { remark: "完结" }, 403, "拒绝访问", narrow);
    const { status } = await call(api.data.alertTrackList, { alertId: open }, narrow);
    expect(status).toBe(403);
  });
});
