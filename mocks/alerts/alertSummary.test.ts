// @vitest-environment node
import { api } from "../../src/api";
import { applyMigrations } from "../db";
import type { Db } from "../db/types";
import { createTestStandIn, type TestStandIn } from "../testing";
import { DEMO_PROVIDER } from "../orders/orderTesting";

/**
 * The board's summary (mocks/db/migrations/029_alerts_002_board_summary.ts) as stored, and recomputed from the alerts
 * now.
 */
function summaries(db: Db) {
  return [
    { table: "alert_days", key: "day", length: 10 },
    { table: "alert_months", key: "month", length: 7 },
  ].map((level) => ({
    stored: db
      .prepare(
        `SELECT provider_id, ${level.key}, alert_type, handle_status, n FROM ${level.table} ORDER BY 1, 2, 3, 4`,
      )
      .all(),
    recomputed: db
      .prepare(
        `SELECT provider_id, substr(alert_time, 1, ${level.length}) AS ${level.key}, alert_type, handle_status,
           COUNT(*) AS n FROM order_alerts GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4`,
      )
      .all(),
  }));
}

function expectSummaryFollows(db: Db) {
  for (const { stored, recomputed } of summaries(db)) {
    expect(stored.length).toBeGreaterThan(0);
    expect(stored).toEqual(recomputed);
  }
}

let s: TestStandIn;
let token: string;

beforeEach(async () => {
  s = createTestStandIn();
  token = await s.login("demo");
});

describe("the alert board's summary", () => {
  it("is filled from the alerts and follows every insert, change and delete of an alert", () => {
    const db = s.db;
    expectSummaryFollows(db);
    const columns = (
      db.prepare("SELECT name FROM pragma_table_info('order_alerts')").pluck().all() as string[]
    )
      .filter((c) => c !== "alert_id")
      .join(", ");
    const first = db.prepare("SELECT MIN(alert_id) FROM order_alerts").pluck().get() as number;
    const copies = [0, 1, 2, 3].map((i) =>
      Number(
        db
          .prepare(
            `INSERT INTO order_alerts (${columns}) SELECT ${columns} FROM order_alerts WHERE alert_id = ?`,
          )
          .run(first + i).lastInsertRowid,
      ),
    );
    expectSummaryFollows(db);
    const set = (sql: string, id: number) =>
      db.prepare(`UPDATE order_alerts SET ${sql} WHERE alert_id = ?`).run(id);
    set("handle_status = 3 - handle_status % 2", copies[0]);
    set("alert_type = alert_type % 19 + 1", copies[1]);
    set("alert_time = '2024-02-29 12:00:00'", copies[2]);
    set("remark = 'x', warned = 2", copies[3]);
    expectSummaryFollows(db);
    db.prepare(`DELETE FROM order_alerts WHERE alert_id IN (${copies.join(", ")})`).run();
    expectSummaryFollows(db);
    expect(db.prepare("SELECT COUNT(*) FROM alert_months WHERE month = '2024-02'").pluck().get()).toBe(0);
  });

  it("remembers the alert list's total only until an alert is written", async () => {
    const total = async () =>
      (await s.call(api.data.alertList, { current: 1, size: 10 }, { token })).body.data.total;
    const before = await total();
    expect(await total()).toBe(before);
    const columns = (
      s.db.prepare("SELECT name FROM pragma_table_info('order_alerts')").pluck().all() as string[]
    )
      .filter((c) => c !== "alert_id")
      .join(", ");
    const copy = s.db
      .prepare(
        `INSERT INTO order_alerts (${columns}) SELECT ${columns} FROM order_alerts WHERE provider_id = ? LIMIT 1`,
      )
      .run(DEMO_PROVIDER).lastInsertRowid;
    expect(await total()).toBe(before + 1);
    s.db.prepare("DELETE FROM order_alerts WHERE alert_id = ?").run(copy);
    expect(await total()).toBe(before);
  });

  it("is filled by its migration on a database that already has alerts", () => {
    const db = s.db;
    db.exec(`DROP TRIGGER order_alerts_board_insert; DROP TRIGGER order_alerts_board_update;
      DROP TRIGGER order_alerts_board_delete; DROP TABLE alert_days; DROP TABLE alert_months;
      DROP TRIGGER order_alerts_version_insert; DROP TRIGGER order_alerts_version_update;
      DROP TRIGGER order_alerts_version_delete; DELETE FROM table_versions WHERE name = 'order_alerts';
      DELETE FROM _migrations WHERE name = 'alerts_002_board_summary';`);
    expect(applyMigrations(db)).toEqual(["alerts_002_board_summary"]);
    expectSummaryFollows(db);
  });

  it("answers the counts of the alerts themselves for whole and cut days, months and open sides", async () => {
    const count = (status: number, start?: string, end?: string) =>
      s.db
        .prepare(
          `SELECT alert_type, COUNT(*) AS n FROM order_alerts WHERE provider_id = ? AND handle_status = ?
             ${start ? "AND alert_time >= ?" : ""} ${end ? "AND alert_time <= ?" : ""} GROUP BY alert_type`,
        )
        .all(...[DEMO_PROVIDER, status, start, end].filter((a) => a !== undefined)) as {
        alert_type: number;
        n: number;
      }[];
    const periods: [string | undefined, string | undefined][] = [
      [undefined, undefined],
      ["2026-11-19 08:30:00", undefined],
      [undefined, "2026-10-15 16:00:00"],
      ["2026-09-03 00:00:00", "2026-11-20 09:15:00"],
      ["2026-11-20 01:00:00", "2026-11-20 09:00:00"],
      ["2026-01-01 00:00:00", "2026-10-31 23:59:59"],
    ];
    let seen = 0;
    for (const [start, end] of periods) {
      const { body } = await s.call(api.data.alertBoardDetail, { startTime: start, endTime: end }, { token });
      const open = new Map(count(1, start, end).map((r) => [r.alert_type, r.n]));
      const finished = new Map(count(2, start, end).map((r) => [r.alert_type, r.n]));
      for (const item of body.data) {
        expect(item.openCount, `${start}–${end} ${item.alertType}`).toBe(open.get(item.alertType) ?? 0);
        expect(item.finishedCount).toBe(finished.get(item.alertType) ?? 0);
        seen += item.openCount + item.finishedCount;
      }
    }
    expect(seen).toBeGreaterThan(0);
  });
});
