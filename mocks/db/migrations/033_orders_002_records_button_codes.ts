/**
 * Issue 33 §3, the everyday order operations:
 *
 * - `order_vouchers`: the service photos a provider keeps as proof of an order (上传服务凭证), one row per upload,
 *   read back newest first by queryOrderVoucher;
 * - the seeded accounts' btn lists follow the catalogue's changes (src/api/buttons): the codes taken out
 *   (docs/decisions.md, "Button codes") leave every account, and an account gets each new code when it holds the
 *   code of the same row or section beside it (跟踪记录 beside 预警备注, the 天猫 worker writes beside 接单设置,
 *   实名认证 beside 修改基本信息). A database seeded now already has the new list (the seed grants from the
 *   catalogue), so this touches only databases seeded before. The codes are written out: a shipped step must not
 *   change when the catalogue changes later.
 */
import type { Db, Migration } from "../types";

const REMOVED = [
  "order:urgeHandle",
  "order:serviceOrderComplete",
  "personal:abilities",
  "personal:coverArea",
  "message:read",
  "message:clear",
];

/** New code → the code whose holders get it. */
const ADDED: Record<string, string> = {
  "order:alertTrack": "order:alertRemark",
  "worker:tmallPullId": "worker:setConfig",
  "worker:tmallAbilities": "worker:setConfig",
  "worker:tmallUnderTaking": "worker:setConfig",
  "personal:identify": "personal:editProfile",
};

/** The btn list after the catalogue change. */
export function migratedButtons(buttons: readonly string[]): string[] {
  const kept = buttons.filter((code) => !REMOVED.includes(code));
  for (const [code, sibling] of Object.entries(ADDED)) {
    if (kept.includes(sibling) && !kept.includes(code)) kept.push(code);
  }
  return kept;
}

function up(db: Db): void {
  db.exec(`
    CREATE TABLE order_vouchers (
      id INTEGER PRIMARY KEY,
      order_id INTEGER NOT NULL REFERENCES orders(order_id),
      images TEXT NOT NULL,
      remark TEXT,
      operator TEXT NOT NULL,
      created TEXT NOT NULL
    );
    CREATE INDEX order_vouchers_order ON order_vouchers(order_id, id);
  `);
  const accounts = db.prepare("SELECT username, buttons FROM accounts").all() as {
    username: string;
    buttons: string;
  }[];
  const save = db.prepare("UPDATE accounts SET buttons = ? WHERE username = ?");
  for (const account of accounts) {
    let before: unknown;
    try {
      before = JSON.parse(account.buttons);
    } catch {
      continue;
    }
    if (!Array.isArray(before)) continue;
    const after = migratedButtons(before.map(String));
    if (after.join() !== before.join()) save.run(JSON.stringify(after), account.username);
  }
}

export const orderRecordsMigration: Migration = { name: "orders_002_records_button_codes", up };
