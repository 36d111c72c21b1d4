/**
 * The alert board at scale (issue 31 §4): its counts per type and handling status read from a summary kept by
 * triggers (mocks/db/summaryPeriod.ts reads it), instead of grouping every alert of the provider on each call
 * (12 ms of the thread at 100k alerts, the heaviest call left once 师傅服务数据 and the bills had their summaries).
 *
 * `alert_days` / `alert_months`: per provider, day (or month) of `alert_time`, type and handling status, the number
 * of alerts. Triggers on `order_alerts` take an alert's old row out and put its new row in when one of these
 * columns changes; a row that falls to no alert is deleted. The migration fills both from the alerts already there.
 * It also gives `order_alerts` a version in `table_versions` (as counts_001 did for orders), so the alert list's
 * total is remembered until an alert changes (mocks/db/counts.ts).
 */
import type { Migration } from "../types";

const LEVELS = [
  { table: "alert_days", period: "day", length: 10 },
  { table: "alert_months", period: "month", length: 7 },
] as const;

type Level = (typeof LEVELS)[number];

const KEYS = ["alert_type", "handle_status"];

const keyOf = (level: Level) =>
  `provider_id = OLD.provider_id AND ${level.period} = substr(OLD.alert_time, 1, ${level.length})
   AND alert_type = OLD.alert_type AND handle_status = OLD.handle_status`;

const add = (level: Level) => `
  INSERT INTO ${level.table} (provider_id, ${level.period}, ${KEYS.join(", ")}, n)
    VALUES (NEW.provider_id, substr(NEW.alert_time, 1, ${level.length}), NEW.alert_type, NEW.handle_status, 1)
    ON CONFLICT (provider_id, ${level.period}, ${KEYS.join(", ")}) DO UPDATE SET n = n + 1;`;

const remove = (level: Level) => `
  UPDATE ${level.table} SET n = n - 1 WHERE ${keyOf(level)};
  DELETE FROM ${level.table} WHERE ${keyOf(level)} AND n = 0;`;

const table = (level: Level) => `
  CREATE TABLE ${level.table} (
    provider_id TEXT NOT NULL,
    ${level.period} TEXT NOT NULL,
    alert_type INTEGER NOT NULL,
    handle_status INTEGER NOT NULL,
    n INTEGER NOT NULL,
    PRIMARY KEY (provider_id, ${level.period}, ${KEYS.join(", ")})
  ) WITHOUT ROWID;
  INSERT INTO ${level.table} (provider_id, ${level.period}, ${KEYS.join(", ")}, n)
    SELECT provider_id, substr(alert_time, 1, ${level.length}), ${KEYS.join(", ")}, COUNT(*)
    FROM order_alerts GROUP BY 1, 2, 3, 4;`;

const CHANGED = ["provider_id", "alert_time", ...KEYS];

/** The version triggers of mocks/db/counts.ts `versionTriggers`, for order_alerts. */
const versionTriggers = ["INSERT", "UPDATE", "DELETE"]
  .map(
    (
      event,
    ) => `CREATE TRIGGER order_alerts_version_${event.toLowerCase()} AFTER ${event} ON order_alerts BEGIN
      INSERT INTO table_versions (name, epoch, version) VALUES ('order_alerts', abs(random()), 1)
        ON CONFLICT(name) DO UPDATE SET version = version + 1;
    END;`,
  )
  .join("\n");

export const alertSummaryMigration: Migration = {
  name: "alerts_002_board_summary",
  up: `
    ${LEVELS.map(table).join("\n")}
    CREATE TRIGGER order_alerts_board_insert AFTER INSERT ON order_alerts BEGIN ${LEVELS.map(add).join("")} END;
    CREATE TRIGGER order_alerts_board_delete AFTER DELETE ON order_alerts BEGIN ${LEVELS.map(remove).join("")} END;
    CREATE TRIGGER order_alerts_board_update AFTER UPDATE OF ${CHANGED.join(", ")} ON order_alerts
      WHEN ${CHANGED.map((c) => `OLD.${c} IS NOT NEW.${c}`).join(" OR ")}
    BEGIN ${LEVELS.map(remove).join("")} ${LEVELS.map(add).join("")} END;
    INSERT INTO table_versions (name, epoch, version) VALUES ('order_alerts', abs(random()), 0);
    ${versionTriggers}
  `,
};
