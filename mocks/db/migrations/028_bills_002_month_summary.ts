/**
 * Bills at scale (issue 31 §4): the figures of mocks/bills/billStore.ts read from a summary kept by triggers,
 * instead of grouping every finished order of the provider on each call (the worker bills summary took 30 ms of
 * the thread at 100k orders, the bill sync 8 ms on every bill call).
 *
 * `bill_months`: per provider, month of `finish_time` ("YYYY-MM") and worker ('' for an order without one), the
 * finished orders (settlement status and finish time set, billStore's FINISHED): their count, Σ total_cents, Σ
 * total_cents of the settled ones (status 3) and Σ worker_total_cents. Triggers on `orders` take an order's old row
 * out and put its new row in when something these figures read changes; a row that falls to no order is deleted.
 * The migration fills it from the orders already there.
 */
import type { Migration } from "../types";

export const BILL_FIGURES = ["orders", "total_cents", "settled_cents", "worker_total_cents"] as const;

const finished = (row: string) => `(${row}.settle_status IS NOT NULL AND ${row}.finish_time IS NOT NULL)`;
const month = (row: string) => `substr(${row}.finish_time, 1, 7)`;
const worker = (row: string) => `COALESCE(${row}.worker_id, '')`;
/** One value per BILL_FIGURES column, for one finished order. */
const values = (row: string) => [
  "1",
  `${row}.total_cents`,
  `(CASE WHEN ${row}.settle_status = 3 THEN ${row}.total_cents ELSE 0 END)`,
  `${row}.worker_total_cents`,
];

const keyOf = (row: "OLD") =>
  `provider_id = ${row}.provider_id AND month = ${month(row)} AND worker_id = ${worker(row)}`;

const add = `
  INSERT INTO bill_months (provider_id, month, worker_id, ${BILL_FIGURES.join(", ")})
    SELECT NEW.provider_id, ${month("NEW")}, ${worker("NEW")}, ${values("NEW").join(", ")}
    WHERE ${finished("NEW")}
    ON CONFLICT (provider_id, month, worker_id) DO UPDATE SET
      ${BILL_FIGURES.map((f) => `${f} = ${f} + excluded.${f}`).join(", ")};`;

const remove = `
  UPDATE bill_months SET ${BILL_FIGURES.map((f, i) => `${f} = ${f} - ${values("OLD")[i]}`).join(", ")}
    WHERE ${keyOf("OLD")} AND ${finished("OLD")};
  DELETE FROM bill_months WHERE ${keyOf("OLD")} AND orders = 0;`;

/** What the figures read of a row: an update that changes none of it leaves the summary alone. */
const read = (row: string) => [
  finished(row),
  `${row}.provider_id`,
  month(row),
  worker(row),
  `${row}.total_cents`,
  `${row}.worker_total_cents`,
  `(${row}.settle_status = 3)`,
];
const changed = read("OLD")
  .map((old, i) => `${old} IS NOT ${read("NEW")[i]}`)
  .join(" OR ");

export const billSummaryMigration: Migration = {
  name: "bills_002_month_summary",
  up: `
    CREATE TABLE bill_months (
      provider_id TEXT NOT NULL,
      month TEXT NOT NULL,
      worker_id TEXT NOT NULL,
      ${BILL_FIGURES.map((f) => `${f} INTEGER NOT NULL`).join(",\n      ")},
      PRIMARY KEY (provider_id, month, worker_id)
    ) WITHOUT ROWID;
    INSERT INTO bill_months (provider_id, month, worker_id, ${BILL_FIGURES.join(", ")})
      SELECT o.provider_id, ${month("o")}, ${worker("o")}, ${values("o")
        .map((v) => `SUM(${v})`)
        .join(", ")}
      FROM orders o WHERE ${finished("o")} GROUP BY 1, 2, 3;
    CREATE TRIGGER orders_bills_insert AFTER INSERT ON orders WHEN ${finished("NEW")} BEGIN ${add} END;
    CREATE TRIGGER orders_bills_delete AFTER DELETE ON orders WHEN ${finished("OLD")} BEGIN ${remove} END;
    CREATE TRIGGER orders_bills_update
      AFTER UPDATE OF provider_id, worker_id, settle_status, finish_time, total_cents, worker_total_cents ON orders
      WHEN ${changed}
    BEGIN ${remove} ${add} END;
  `,
};
