/**
 * 师傅服务数据 at scale (issue 31 §4): the summary `assess_days` / `assess_months` kept by triggers on `orders`, filled
 * from the orders already there, and the partial index of the violation orders (mocks/workers/assessSummarySchema.ts
 * describes them and defines the marks).
 */
import { ASSESS_FIGURES, assessMarks } from "../../workers/assessSummarySchema";
import type { Migration } from "../types";

const LEVELS = [
  { table: "assess_days", period: "day", length: 10 },
  { table: "assess_months", period: "month", length: 7 },
] as const;

type Level = (typeof LEVELS)[number];

const keyOf = (level: Level, row: "NEW" | "OLD") =>
  `provider_id = ${row}.provider_id AND ${level.period} = substr(${row}.created, 1, ${level.length})
   AND worker_id = ${row}.worker_id`;

const add = (level: Level) => `
  INSERT INTO ${level.table} (provider_id, ${level.period}, worker_id, ${ASSESS_FIGURES.join(", ")})
    SELECT NEW.provider_id, substr(NEW.created, 1, ${level.length}), NEW.worker_id,
      ${assessMarks("NEW").figures.join(", ")}
    WHERE NEW.worker_id IS NOT NULL
    ON CONFLICT (provider_id, ${level.period}, worker_id) DO UPDATE SET
      ${ASSESS_FIGURES.map((f) => `${f} = ${f} + excluded.${f}`).join(", ")};`;

const remove = (level: Level) => {
  const marks = assessMarks("OLD").figures;
  return `
  UPDATE ${level.table} SET ${ASSESS_FIGURES.map((f, i) => `${f} = ${f} - ${marks[i]}`).join(", ")}
    WHERE ${keyOf(level, "OLD")};
  DELETE FROM ${level.table} WHERE ${keyOf(level, "OLD")} AND orders = 0;`;
};

const table = (level: Level) => `
  CREATE TABLE ${level.table} (
    provider_id TEXT NOT NULL,
    ${level.period} TEXT NOT NULL,
    worker_id TEXT NOT NULL,
    ${ASSESS_FIGURES.map((f) => `${f} INTEGER NOT NULL`).join(",\n    ")},
    PRIMARY KEY (provider_id, ${level.period}, worker_id)
  ) WITHOUT ROWID;
  INSERT INTO ${level.table} (provider_id, ${level.period}, worker_id, ${ASSESS_FIGURES.join(", ")})
    SELECT o.provider_id, substr(o.created, 1, ${level.length}), o.worker_id,
      ${assessMarks("o")
        .figures.map((figure) => `SUM(${figure})`)
        .join(", ")}
    FROM orders o WHERE o.worker_id IS NOT NULL GROUP BY 1, 2, 3;`;

const CHANGED = ["order_id", "provider_id", "worker_id", "order_status", "created"];

export const assessSummaryMigration: Migration = {
  name: "assess_001_summary",
  up: `
    ${LEVELS.map(table).join("\n")}
    CREATE TRIGGER orders_assess_insert AFTER INSERT ON orders WHEN NEW.worker_id IS NOT NULL
    BEGIN ${LEVELS.map(add).join("")} END;
    CREATE TRIGGER orders_assess_delete AFTER DELETE ON orders WHEN OLD.worker_id IS NOT NULL
    BEGIN ${LEVELS.map(remove).join("")} END;
    CREATE TRIGGER orders_assess_update AFTER UPDATE OF ${CHANGED.join(", ")} ON orders
      WHEN ${CHANGED.map((c) => `OLD.${c} IS NOT NEW.${c}`).join(" OR ")}
    BEGIN ${LEVELS.map(remove).join("")} ${LEVELS.map(add).join("")} END;
    CREATE INDEX orders_assess_violations ON orders(provider_id, created, worker_id)
      WHERE ${assessMarks("").violation};
  `,
};
