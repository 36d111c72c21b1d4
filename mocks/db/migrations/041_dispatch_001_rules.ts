/**
 * Issue 41: dispatch a provider can rely on (docs/decisions.md "Dispatch a provider can rely on").
 * - `providers.accept_timeout_minutes`: the provider's 接单超时时间 (NULL: the default, src/domain/orders/dispatchRules.ts);
 * - `orders.accept_deadline` (epoch ms): when a 待接单 order returns to 待派单 unless its worker accepts, set when the
 *   order is given to the worker (orders given before have none), with the index the sweep reads;
 * - the index the day's maximum counts with: a worker's orders not cancelled, by the day they count for (the
 *   appointment's day, else the day they were given to the worker);
 * - 代接单's btn code for the main accounts that may dispatch (the seed grants every code to the full accounts);
 * - the message type of the dispatch notices (师傅拒单, 师傅超时未接单) after 订单预警;
 * - the 指派 settings of the 正常 workers that have none, as the seed now gives them (workerDispatchDefaults).
 * Codes and names are written out: a shipped step must not change when the catalogue changes later.
 */
import { DISPATCH_MSG_TYPE, workerDispatchDefaults } from "../../dispatch/dispatchSchema";
import type { Db, Migration } from "../types";

const DISPATCH_CODE = "order:manualDistribute";
const ON_BEHALF_CODE = "order:acceptOnBehalf";

function stringList(text: string): string[] | null {
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.map(String) : null;
  } catch {
    return null;
  }
}

/** The btn list of a main account after this step: 代接单 beside 手动派单. */
export function withOnBehalfButton(isMain: boolean, buttons: readonly string[]): string[] {
  if (!isMain || !buttons.includes(DISPATCH_CODE) || buttons.includes(ON_BEHALF_CODE)) return [...buttons];
  return [...buttons, ON_BEHALF_CODE];
}

function grantOnBehalf(db: Db): void {
  const accounts = db.prepare("SELECT id, buttons, main_account_id FROM accounts").all() as {
    id: number;
    buttons: string;
    main_account_id: number | null;
  }[];
  const save = db.prepare("UPDATE accounts SET buttons = ? WHERE id = ?");
  for (const account of accounts) {
    const before = stringList(account.buttons);
    if (!before) continue;
    const after = withOnBehalfButton(account.main_account_id === null, before);
    if (after.length !== before.length) save.run(JSON.stringify(after), account.id);
  }
}

/** Adds the dispatch notices' type after 订单预警 in a seeded database (a fresh seed writes it itself). */
function addMessageType(db: Db): void {
  const after = db.prepare("SELECT sort FROM msg_types WHERE code = 'ORDER_ALERT'").pluck().get() as
    number | undefined;
  if (after === undefined) return;
  if (db.prepare("SELECT 1 FROM msg_types WHERE code = ?").get(DISPATCH_MSG_TYPE.code)) return;
  db.prepare("UPDATE msg_types SET sort = sort + 1 WHERE sort > ?").run(after);
  db.prepare("INSERT INTO msg_types (code, name, parent_code, sort) VALUES (?, ?, ?, ?)").run(
    DISPATCH_MSG_TYPE.code,
    DISPATCH_MSG_TYPE.name,
    DISPATCH_MSG_TYPE.group,
    after + 1,
  );
}

function up(db: Db): void {
  db.exec(`
    ALTER TABLE providers ADD COLUMN accept_timeout_minutes INTEGER;
    ALTER TABLE orders ADD COLUMN accept_deadline INTEGER;
    CREATE INDEX orders_accept_deadline ON orders(accept_deadline) WHERE accept_deadline IS NOT NULL;
    CREATE INDEX orders_worker_day ON orders(
      provider_id, substr(COALESCE(next_appointment_time, distribute_time), 1, 10), worker_id
    ) WHERE worker_id IS NOT NULL AND order_status <> 12;
  `);
  grantOnBehalf(db);
  addMessageType(db);
  workerDispatchDefaults(db);
}

export const dispatchMigration: Migration = { name: "dispatch_001_rules", up };
