import { api } from "../../src/api";
import type { NeedDealNumsQuery } from "../../src/api/workOrders";
import {
  countsAsTodo,
  TODO_RESPONSE_STATUSES,
  TODO_RESULT_STATUSES,
  WORK_ORDER_ASSIGNED_TYPE,
} from "../../src/domain/workOrderStatus";
import { SEED_PROVIDERS } from "../accounts/seed/accounts";
import { createTestStandIn } from "../testing";

const DEMO = SEED_PROVIDERS.demo.id;

function badgePayload(providerId: string = DEMO): NeedDealNumsQuery {
  return {
    isProvider: true,
    resultStatus: [...TODO_RESULT_STATUSES],
    responseStatus: [...TODO_RESPONSE_STATUSES],
    assignedType: 2,
    providerId,
    workerId: providerId,
  };
}

interface Row {
  provider_id: string;
  assigned_type: number;
  worker_id: string;
  result_status: number;
  response_status: number;
}

describe("needDealNums (the 工单列表 badge)", () => {
  it("counts the provider's own work orders in the to-do statuses, computed independently from the rows", async () => {
    const s = createTestStandIn();
    const token = await s.login("demo");
    const rows = s.db.prepare("SELECT * FROM work_orders").all() as Row[];
    const expected = rows.filter(
      (row) =>
        row.provider_id === DEMO &&
        row.assigned_type === WORK_ORDER_ASSIGNED_TYPE.provider &&
        row.worker_id === DEMO &&
        countsAsTodo(row.result_status, row.response_status),
    ).length;
    // The seed is realistic: some to-do, some not, some assigned to workers, some of other providers.
    expect(expected).toBeGreaterThan(5);
    expect(rows.filter((r) => r.provider_id === DEMO).length).toBeGreaterThan(expected);
    expect(rows.some((r) => r.provider_id === DEMO && r.assigned_type === 1)).toBe(true);
    expect(rows.some((r) => r.provider_id !== DEMO)).toBe(true);

    const { status, body } = await s.call(api.workOrders.needDealNums, badgePayload(), { token });
    expect(status).toBe(200);
    expect(body.code).toBe(1);
    expect(body.data).toBe(expected);
  });

  it("follows the payload: statuses, assignee and the provider's own rows only", async () => {
    const s = createTestStandIn();
    const token = await s.login("demo");
    const insert = s.db.prepare(
      `INSERT INTO work_orders (work_order_no, provider_id, order_no, work_type, work_type_name, result_status,
         response_status, assigned_type, worker_id, title, content, creator_name, created_at, updated_at)
       VALUES (?, ?, 'SO1', 1, '售后工单配置', ?, ?, ?, ?, 't', 'c', 'x', '2026-11-20 09:00:00', '2026-11-20 09:00:00')`,
    );
    const before = (await s.call(api.workOrders.needDealNums, badgePayload(), { token })).body.data;
    insert.run("T-1", DEMO, 2, 1, 2, DEMO); // counts
    insert.run("T-2", DEMO, 7, 5, 2, DEMO); // counts
    insert.run("T-3", DEMO, 4, 3, 2, DEMO); // provider already replied: no
    insert.run("T-4", DEMO, 2, 1, 1, "1810000000000000001"); // assigned to a worker: no
    insert.run("T-5", SEED_PROVIDERS.guarded.id, 2, 1, 2, SEED_PROVIDERS.guarded.id); // another provider: no
    const after = (await s.call(api.workOrders.needDealNums, badgePayload(), { token })).body.data;
    expect(after).toBe(before + 2);

    const onlyAppended = await s.call(
      api.workOrders.needDealNums,
      { ...badgePayload(), resultStatus: [7], responseStatus: [5] },
      { token },
    );
    const appended = s.db
      .prepare(
        `SELECT count(*) FROM work_orders WHERE provider_id = ? AND assigned_type = 2 AND worker_id = ?
           AND result_status = 7 AND response_status = 5`,
      )
      .pluck()
      .get(DEMO, DEMO);
    expect(onlyAppended.body.data).toBe(appended);
  });

  it("refuses another provider's id and a non-provider caller", async () => {
    const s = createTestStandIn();
    const token = await s.login("demo");
    const other = await s.call(api.workOrders.needDealNums, badgePayload(SEED_PROVIDERS.guarded.id), {
      token,
    });
    expect(other.body.code).not.toBe(1);
    expect(other.body.msg).toBe("无权查看其他服务商的工单");

    const notProvider = await s.call(
      api.workOrders.needDealNums,
      { ...badgePayload(), isProvider: false },
      { token },
    );
    expect(notProvider.body.code).toBe(400);

    const badStatus = await s.call(
      api.workOrders.needDealNums,
      { ...badgePayload(), resultStatus: [99] },
      { token },
    );
    expect(badStatus.body.code).toBe(400);
  });

  it("needs a logged-in user", async () => {
    const s = createTestStandIn();
    const { status } = await s.call(api.workOrders.needDealNums, badgePayload());
    expect(status).toBe(401);
  });
});
