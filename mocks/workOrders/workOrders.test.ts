// @vitest-environment node
import { api } from "../../src/api";
import type { Endpoint } from "../../src/api/endpoint";
import type { WorkOrderDetail, WorkOrderRow } from "../../src/api/workOrders";
import { countsAsTodo, TODO_RESPONSE_STATUSES, TODO_RESULT_STATUSES } from "../../src/domain/workOrderStatus";
import { WORK_ORDER_TYPE_OPTIONS } from "../../src/domain/workOrderTypes";
import { SEED_PROVIDERS } from "../accounts/seed/accounts";
import type { Db } from "../db/types";
import { createTestStandIn, type TestStandIn } from "../testing";

const DEMO = SEED_PROVIDERS.demo.id;
const w = api.workOrders;
const PHOTO = "r/samples/site-photo-1.png";

let s: TestStandIn;
let token: string;
let limited: string;

beforeAll(async () => {
  s = createTestStandIn();
  token = await s.login("demo");
  limited = await s.login("limited");
});

type Payload = Record<string, unknown>;

async function call(endpoint: Endpoint, payload: Payload, as = token) {
  return s.call(endpoint as Endpoint<Payload, unknown>, payload, { token: as });
}

/** One of the demo provider's work orders matching `where` (SQL over work_orders). */
function pick(where: string, db: Db = s.db): number {
  const id = db
    .prepare(`SELECT id FROM work_orders WHERE provider_id = ? AND ${where} ORDER BY id LIMIT 1`)
    .pluck()
    .get(DEMO) as number | undefined;
  if (id === undefined) throw new Error(`no seeded work order where ${where}`);
  return id;
}

function snapshot(id: number) {
  return {
    row: s.db.prepare("SELECT * FROM work_orders WHERE id = ?").get(id),
    messages: s.db
      .prepare("SELECT count(*) FROM work_order_messages WHERE work_order_id = ?")
      .pluck()
      .get(id),
  };
}

const badge = async () =>
  (
    await call(w.needDealNums, {
      isProvider: true,
      resultStatus: [...TODO_RESULT_STATUSES],
      responseStatus: [...TODO_RESPONSE_STATUSES],
      assignedType: 2,
      providerId: DEMO,
      workerId: DEMO,
    })
  ).body.data as number;

/** The call answers `msg` and nothing of the work order changed. */
async function expectRefused(endpoint: Endpoint, payload: Payload, msg: string, code?: number) {
  const id = Number(payload.workOrderId);
  const before = snapshot(id);
  const { body } = await call(endpoint, payload);
  expect(body, endpoint.path).toMatchObject({ msg, data: null });
  if (code !== undefined) expect(body.code).toBe(code);
  else expect(body.code).not.toBe(1);
  expect(snapshot(id)).toEqual(before);
}

describe("the seed", () => {
  it("holds every result and reply status for the demo provider, and cancel requests to answer", () => {
    const statuses = (column: string) =>
      s.db
        .prepare(`SELECT DISTINCT ${column} FROM work_orders WHERE provider_id = ? ORDER BY 1`)
        .pluck()
        .all(DEMO);
    expect(statuses("result_status")).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(statuses("response_status")).toEqual([1, 2, 3, 4, 5]);
    pick("work_type = 3 AND result_status IN (2, 4, 5, 7)");
    expect(
      s.db
        .prepare("SELECT count(*) FROM work_order_messages m JOIN work_orders o ON o.id = m.work_order_id")
        .pluck()
        .get(),
    ).toBeGreaterThan(10);
  });
});

describe("fetchList", () => {
  it("pages the caller's own work orders, newest first", async () => {
    const { body } = await call(w.fetchList, { current: 1, size: 10 });
    const page = body.data as { total: number; records: WorkOrderRow[] };
    const total = s.db.prepare("SELECT count(*) FROM work_orders WHERE provider_id = ?").pluck().get(DEMO);
    expect(page.total).toBe(total);
    expect(page.records).toHaveLength(10);
    const times = page.records.map((r) => r.gmtCreatedTime);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it("filters by number, type, statuses and dates", async () => {
    const row = s.db.prepare("SELECT * FROM work_orders WHERE provider_id = ? LIMIT 1").get(DEMO) as {
      work_order_no: string;
      order_no: string;
      created_at: string;
    };
    const byNo = (await call(w.fetchList, { workOrderNo: row.work_order_no })).body.data as {
      records: WorkOrderRow[];
    };
    expect(byNo.records.map((r) => r.workOrderNo)).toEqual([row.work_order_no]);
    const byOrder = (await call(w.fetchList, { orderNo: row.order_no })).body.data as {
      records: WorkOrderRow[];
    };
    expect(byOrder.records.every((r) => r.orderNo === row.order_no)).toBe(true);
    const filtered = (
      await call(w.fetchList, { workType: 1, resultStatus: [2, 4], responseStatus: [1], size: 100 })
    ).body.data as { total: number; records: WorkOrderRow[] };
    expect(filtered.total).toBeGreaterThan(0);
    for (const r of filtered.records) {
      expect(r.workType).toBe(1);
      expect([2, 4]).toContain(r.resultStatus);
      expect(r.responseStatus).toBe(1);
    }
    const day = row.created_at.slice(0, 10);
    const onDay = (await call(w.fetchList, { startTime: day, endTime: day, size: 100 })).body.data as {
      records: WorkOrderRow[];
    };
    expect(onDay.records.length).toBeGreaterThan(0);
    expect(onDay.records.every((r) => r.gmtCreatedTime.startsWith(day))).toBe(true);
  });

  it("gives the 待处理 tab the badge's count", async () => {
    const { body } = await call(w.fetchList, {
      resultStatus: [...TODO_RESULT_STATUSES],
      responseStatus: [...TODO_RESPONSE_STATUSES],
      assignedType: 2,
    });
    const page = body.data as { total: number; records: WorkOrderRow[] };
    expect(page.total).toBe(await badge());
    expect(page.records.every((r) => countsAsTodo(r.resultStatus, r.responseStatus))).toBe(true);
  });

  it("refuses bad filters with a Chinese message", async () => {
    expect((await call(w.fetchList, { workType: 18 })).body.code).toBe(400);
    expect((await call(w.fetchList, { resultStatus: [10] })).body.code).toBe(400);
    expect((await call(w.fetchList, { startTime: "昨天" })).body.msg).toBe("开始时间格式不正确");
    expect((await call(w.fetchList, { startTime: "2026-11-20", endTime: "2026-11-01" })).body.msg).toBe(
      "开始时间不能晚于结束时间",
    );
  });
});

describe("detail", () => {
  it("gives the work order with its conversation and attachments", async () => {
    const id = pick("response_status = 4");
    const { body } = await call(w.detail, { workOrderId: String(id) });
    const detail = body.data as WorkOrderDetail;
    expect(detail.workOrderId).toBe(String(id));
    expect(detail.messages.some((m) => m.senderRole === "师傅" && m.attachments.length > 0)).toBe(true);
    expect(Array.isArray(detail.attachments)).toBe(true);
  });

  it("answers 工单不存在 for another provider's work order", async () => {
    const other = s.db
      .prepare("SELECT id FROM work_orders WHERE provider_id != ? LIMIT 1")
      .pluck()
      .get(DEMO) as number;
    const { body } = await call(w.detail, { workOrderId: String(other) });
    expect(body).toMatchObject({ msg: "工单不存在", data: null });
  });
});

describe("reply, append and respond", () => {
  it("replies with a photo: the message is written and the badge drops by one", async () => {
    const id = pick(
      "assigned_type = 2 AND worker_id = provider_id AND result_status = 2 AND response_status = 1",
    );
    const before = await badge();
    const { body } = await call(w.reply, {
      workOrderId: String(id),
      content: "已安排师傅上门",
      attachments: [PHOTO],
    });
    expect(body).toMatchObject({ code: 1, data: null });
    expect(await badge()).toBe(before - 1);
    const detail = (await call(w.detail, { workOrderId: String(id) })).body.data as WorkOrderDetail;
    expect(detail).toMatchObject({ resultStatus: 4, responseStatus: 3 });
    expect(detail.messages.at(-1)).toMatchObject({
      senderRole: "服务商",
      content: "已安排师傅上门",
      attachments: [PHOTO],
    });
  });

  it("appends without changing the statuses", async () => {
    const id = pick("result_status = 3");
    const { body } = await call(w.appendMsg, { workOrderId: String(id), content: "补充说明" });
    expect(body.code).toBe(1);
    expect(s.db.prepare("SELECT result_status FROM work_orders WHERE id = ?").pluck().get(id)).toBe(3);
    expect(
      s.db
        .prepare("SELECT content FROM work_order_messages WHERE work_order_id = ? ORDER BY id DESC")
        .pluck()
        .get(id),
    ).toBe("补充说明");
  });

  it("responds with a result: 待确认", async () => {
    const id = pick("work_type != 3 AND result_status = 5");
    const { body } = await call(w.response, { workOrderId: String(id), content: "", result: "已更换配件" });
    expect(body.code).toBe(1);
    expect(s.db.prepare("SELECT result_status FROM work_orders WHERE id = ?").pluck().get(id)).toBe(6);
  });

  it("refuses in the wrong status, bad input and too many attachments, writing nothing", async () => {
    const finished = String(pick("result_status = 8"));
    const revoked = String(pick("result_status = 9"));
    const waiting = String(pick("result_status = 1"));
    const open = String(pick("work_type != 3 AND result_status = 2"));
    await expectRefused(w.reply, { workOrderId: waiting, content: "x" }, "当前工单状态不能回复", 200335001);
    await expectRefused(
      w.appendMsg,
      { workOrderId: finished, content: "x" },
      "工单已完结，不能操作",
      200335001,
    );
    await expectRefused(
      w.response,
      { workOrderId: revoked, content: "x", result: "y" },
      "工单已撤销，不能操作",
    );
    await expectRefused(w.reply, { workOrderId: open, content: "" }, "回复内容不能为空", 400);
    await expectRefused(
      w.reply,
      { workOrderId: open, content: "x".repeat(501) },
      "回复内容不能超过500个字符",
      400,
    );
    await expectRefused(
      w.reply,
      { workOrderId: open, content: "x", attachments: Array(6).fill(PHOTO) },
      "附件最多5个",
      400,
    );
    await expectRefused(w.response, { workOrderId: open, content: "x" }, "处理结果不能为空", 400);
  });
});

describe("the cancel flow", () => {
  it("agrees to a cancel request: 已完结", async () => {
    const id = pick("work_type = 3 AND result_status IN (2, 4, 5, 7)");
    const { body } = await call(w.confirmCancel, { workOrderId: String(id), agree: true });
    expect(body.code).toBe(1);
    expect(s.db.prepare("SELECT result_status, process_state FROM work_orders WHERE id = ?").get(id)).toEqual(
      {
        result_status: 8,
        process_state: "FINISH",
      },
    );
  });

  it("refuses a cancel request only with a reason", async () => {
    const id = String(pick("work_type = 3 AND result_status IN (2, 4, 5, 7)"));
    await expectRefused(w.confirmCancel, { workOrderId: id, agree: false }, "请填写驳回原因", 400);
    const { body } = await call(w.confirmCancel, { workOrderId: id, agree: false, reason: "师傅已上门" });
    expect(body.code).toBe(1);
    expect(
      s.db
        .prepare("SELECT content FROM work_order_messages WHERE work_order_id = ? ORDER BY id DESC")
        .pluck()
        .get(id),
    ).toBe("不同意取消，原因：师傅已上门");
  });

  it("refuses to confirm a cancel on another type", async () => {
    const id = String(pick("work_type = 1 AND result_status = 2"));
    await expectRefused(
      w.confirmCancel,
      { workOrderId: id, agree: true },
      "该工单类型不支持确认撤销",
      200335001,
    );
  });

  it("applies to cancel the order with a reason of the cancellation type", async () => {
    const reasons = (await call(w.fetchReasonByType, { workType: "3" })).body.data as {
      reasonName: string;
    }[];
    expect(reasons.map((r) => r.reasonName)).toContain("商品已退货");
    const id = String(pick("work_type = 1 AND result_status = 4"));
    await expectRefused(w.cancelOrderService, { workOrderId: id, reason: "随便写的" }, "请选择取消原因", 400);
    const { body } = await call(w.cancelOrderService, { workOrderId: id, reason: "商品已退货" });
    expect(body.code).toBe(1);
    expect(s.db.prepare("SELECT result_status, reason_name FROM work_orders WHERE id = ?").get(id)).toEqual({
      result_status: 1,
      reason_name: "商品已退货",
    });
  });
});

describe("catalogues and the visibility switch", () => {
  it("lists the 17 types and the reasons of one type", async () => {
    const types = (await call(w.getWorkType, {})).body.data as { workType: number; workTypeName: string }[];
    expect(types.map((t) => t.workTypeName)).toEqual(WORK_ORDER_TYPE_OPTIONS.map((o) => o.label));
    const none = (await call(w.fetchReasonByType, { workType: "6" })).body.data;
    expect(none).toEqual([]);
    expect((await call(w.fetchReasonByType, { workType: "0" })).body.code).toBe(400);
  });

  it("switches worker visibility, not on a revoked work order", async () => {
    const id = pick("result_status = 8");
    const before = s.db.prepare("SELECT worker_show FROM work_orders WHERE id = ?").pluck().get(id) as number;
    const { body } = await call(w.switchWorkerShow, { workOrderId: String(id), workerShow: before ? 0 : 1 });
    expect(body.code).toBe(1);
    expect(s.db.prepare("SELECT worker_show FROM work_orders WHERE id = ?").pluck().get(id)).toBe(
      before ? 0 : 1,
    );
    await expectRefused(
      w.switchWorkerShow,
      { workOrderId: String(pick("result_status = 9")), workerShow: 1 },
      "工单已撤销，不能操作",
    );
    await expectRefused(
      w.switchWorkerShow,
      { workOrderId: String(id), workerShow: 2 },
      "师傅可见超出范围",
      400,
    );
  });
});

describe("permissions", () => {
  it("refuses every work order call to an account without the 售后管理 menu (403)", async () => {
    const id = String(pick("result_status = 2"));
    for (const [endpoint, payload] of [
      [w.fetchList, {}],
      [w.detail, { workOrderId: id }],
      [w.reply, { workOrderId: id, content: "x" }],
      [w.appendMsg, { workOrderId: id, content: "x" }],
      [w.response, { workOrderId: id, content: "x", result: "y" }],
      [w.confirmCancel, { workOrderId: id, agree: true }],
      [w.switchWorkerShow, { workOrderId: id, workerShow: 1 }],
      [w.cancelOrderService, { workOrderId: id, reason: "商品已退货" }],
    ] as const) {
      const before = snapshot(Number(id));
      const { status } = await call(endpoint, payload, limited);
      expect(status, endpoint.path).toBe(403);
      expect(snapshot(Number(id))).toEqual(before);
    }
  });

  it("needs a login", async () => {
    const { status } = await s.call(w.fetchList as Endpoint<Payload, unknown>, {});
    expect(status).toBe(401);
  });
});
