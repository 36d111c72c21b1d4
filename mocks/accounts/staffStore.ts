/**
 * Staff accounts in the stand-in's database (issue 29): the rows the staff calls read and the audit they write.
 * Every change of a staff account (create, grant, disable / enable, reset, the colleague's own change, 修改资料, 删除)
 * writes one `staff_audit` row with who, when, and the lists before and after, in the transaction of the change.
 */
import type { StaffAction, StaffGrants, StaffHistoryRow, StaffRow } from "../../src/api/staff";
import type { Db } from "../db/types";
import { storedStrings } from "../validate";

/** An account as the staff rules read it. */
export interface AccountRecord {
  id: number;
  providerId: string;
  accountKind: number;
  name: string;
  mobile: string;
  mainAccountId: number | null;
  enabled: boolean;
  /** Removed (删除, issue 43): the row stays for the records that name it. */
  removed: boolean;
  mustChangePassword: boolean;
  lastLoginAt: string | null;
  passwordHash: string;
  menus: string[];
  buttons: string[];
}

/** The row as SQLite answers it: flags as 0 / 1, lists as JSON text. */
interface StoredAccount extends Omit<
  AccountRecord,
  "enabled" | "removed" | "mustChangePassword" | "menus" | "buttons"
> {
  enabled: number;
  removed: number;
  mustChangePassword: number;
  menus: string;
  buttons: string;
}

const COLUMNS = `id, provider_id AS providerId, account_kind AS accountKind, display_name AS name, mobile,
  main_account_id AS mainAccountId, enabled, removed_at IS NOT NULL AS removed,
  must_change_password AS mustChangePassword,
  last_login_at AS lastLoginAt, password_hash AS passwordHash, menus, buttons`;

function toRecord(row: StoredAccount): AccountRecord {
  return {
    ...row,
    enabled: row.enabled === 1,
    removed: row.removed === 1,
    mustChangePassword: row.mustChangePassword === 1,
    menus: storedStrings(row.menus),
    buttons: storedStrings(row.buttons),
  };
}

export function findAccount(db: Db, id: number): AccountRecord | null {
  const row = db.prepare(`SELECT ${COLUMNS} FROM accounts WHERE id = ?`).get(id) as StoredAccount | undefined;
  return row ? toRecord(row) : null;
}

export function grantsOf(account: Pick<AccountRecord, "menus" | "buttons">): StaffGrants {
  return { menus: [...account.menus], buttons: [...account.buttons] };
}

/** 138****0000. */
export function maskMobile(mobile: string): string {
  return mobile.length === 11 ? `${mobile.slice(0, 3)}****${mobile.slice(7)}` : mobile;
}

export function staffRowOf(account: AccountRecord): StaffRow {
  return {
    id: String(account.id),
    name: account.name,
    mobile: maskMobile(account.mobile),
    status: account.enabled ? 1 : 0,
    lastLoginTime: account.lastLoginAt,
    mustChangePassword: account.mustChangePassword,
    menuCount: account.menus.length,
    buttonCount: account.buttons.length,
    menus: [...account.menus],
  };
}

export interface StaffFilter {
  keyword?: string;
  status?: 0 | 1;
}

function filterSql(mainId: number, filter: StaffFilter): { where: string; params: (string | number)[] } {
  const clauses = ["main_account_id = ?", "removed_at IS NULL"];
  const params: (string | number)[] = [mainId];
  if (filter.keyword) {
    clauses.push("(instr(display_name, ?) > 0 OR instr(mobile, ?) > 0)");
    params.push(filter.keyword, filter.keyword);
  }
  if (filter.status !== undefined) {
    clauses.push("enabled = ?");
    params.push(filter.status);
  }
  return { where: clauses.join(" AND "), params };
}

/** One page of a main account's staff, oldest first (the order they were created in). */
export function staffPage(
  db: Db,
  mainId: number,
  filter: StaffFilter,
  page: { offset: number; size: number },
): { total: number; records: StaffRow[] } {
  const { where, params } = filterSql(mainId, filter);
  const total = Number(
    db
      .prepare(`SELECT COUNT(*) FROM accounts WHERE ${where}`)
      .pluck()
      .get(...params),
  );
  const rows = db
    .prepare(`SELECT ${COLUMNS} FROM accounts WHERE ${where} ORDER BY id LIMIT ? OFFSET ?`)
    .all(...params, page.size, page.offset) as StoredAccount[];
  return { total, records: rows.map((row) => staffRowOf(toRecord(row))) };
}

export interface AuditInput {
  account: AccountRecord;
  operatorId: number;
  at: string;
  action: StaffAction;
  before: StaffGrants;
  after: StaffGrants;
  /** What 修改资料 changed, in words. */
  note?: string;
}

/** Writes one audit row; call it inside the change's transaction. */
export function writeAudit(db: Db, entry: AuditInput): void {
  db.prepare(
    `INSERT INTO staff_audit (account_id, provider_id, operator_id, at, action, before, after, note)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    entry.account.id,
    entry.account.providerId,
    entry.operatorId,
    entry.at,
    entry.action,
    JSON.stringify(entry.before),
    JSON.stringify(entry.after),
    entry.note ?? null,
  );
}

/** How many staff accounts `mainId` keeps (停用 ones included, removed ones not). */
export function staffCount(db: Db, mainId: number): number {
  return Number(
    db
      .prepare("SELECT COUNT(*) FROM accounts WHERE main_account_id = ? AND removed_at IS NULL")
      .pluck()
      .get(mainId),
  );
}

interface StoredAudit {
  id: number;
  operatorId: number;
  operator: string;
  at: string;
  action: StaffAction;
  before: string;
  after: string;
  note: string | null;
}

function grantsFromJson(text: string): StaffGrants {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== "object" || value === null) return { menus: [], buttons: [] };
    const menus: unknown = Reflect.get(value, "menus");
    const buttons: unknown = Reflect.get(value, "buttons");
    return {
      menus: Array.isArray(menus) ? menus.map(String) : [],
      buttons: Array.isArray(buttons) ? buttons.map(String) : [],
    };
  } catch {
    return { menus: [], buttons: [] };
  }
}

/** One page of an account's history, newest first. */
export function historyPage(
  db: Db,
  accountId: number,
  page: { offset: number; size: number },
): { total: number; records: StaffHistoryRow[] } {
  const total = Number(
    db.prepare("SELECT COUNT(*) FROM staff_audit WHERE account_id = ?").pluck().get(accountId),
  );
  const rows = db
    .prepare(
      `SELECT h.id, h.operator_id AS operatorId, a.display_name AS operator, h.at, h.action, h.before, h.after,
         h.note
       FROM staff_audit h JOIN accounts a ON a.id = h.operator_id
       WHERE h.account_id = ? ORDER BY h.id DESC LIMIT ? OFFSET ?`,
    )
    .all(accountId, page.size, page.offset) as StoredAudit[];
  return {
    total,
    records: rows.map((row) => ({
      id: String(row.id),
      operator: row.operator,
      operatorId: String(row.operatorId),
      time: row.at,
      action: row.action,
      before: grantsFromJson(row.before),
      after: grantsFromJson(row.after),
      note: row.note,
    })),
  };
}
