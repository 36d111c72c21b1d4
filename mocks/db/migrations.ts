import { messageSearchMigration } from "./messageSearchSchema";
import type { Db } from "./types";

/**
 * Schema migrations: an ordered list of named steps. Each step runs once, in a transaction, and is recorded in the
 * `_migrations` table. Never edit or reorder a step that has shipped: append a new one.
 */
export interface Migration {
  /** Unique, e.g. "003_orders". */
  name: string;
  /** SQL text, or a function for steps that need logic. */
  up: string | ((db: Db) => void);
}

export const migrations: Migration[] = [
  {
    name: "001_meta",
    up: `
      CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
    `,
  },
  {
    name: "002_accounts",
    up: `
      CREATE TABLE providers (
        id TEXT PRIMARY KEY,
        name TEXT NOT NULL UNIQUE,
        mobile TEXT NOT NULL,
        avatar TEXT,
        settle_phase INTEGER NOT NULL DEFAULT 1,
        is_first_entry INTEGER NOT NULL DEFAULT 0,
        created_at TEXT NOT NULL
      );
      CREATE TABLE accounts (
        id INTEGER PRIMARY KEY,
        username TEXT NOT NULL UNIQUE,
        mobile TEXT NOT NULL UNIQUE,
        password_hash TEXT NOT NULL,
        provider_id TEXT NOT NULL REFERENCES providers(id),
        account_kind INTEGER NOT NULL DEFAULT 2,
        menus TEXT NOT NULL DEFAULT '[]',
        buttons TEXT NOT NULL DEFAULT '[]',
        password_login_blocked INTEGER NOT NULL DEFAULT 0,
        failed_password_count INTEGER NOT NULL DEFAULT 0,
        created_at TEXT NOT NULL
      );
      CREATE INDEX accounts_provider ON accounts(provider_id);
      CREATE TABLE sessions (
        token TEXT PRIMARY KEY,
        account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
        terminal_id TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL
      );
      CREATE INDEX sessions_account ON sessions(account_id);
      CREATE TABLE sms_codes (
        id INTEGER PRIMARY KEY,
        mobile TEXT NOT NULL,
        scene TEXT NOT NULL,
        code TEXT NOT NULL,
        sent_at INTEGER NOT NULL,
        used_at INTEGER
      );
      CREATE INDEX sms_codes_lookup ON sms_codes(mobile, scene, sent_at);
      CREATE TABLE captchas (
        captcha_key TEXT PRIMARY KEY,
        code TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        used_at INTEGER
      );
    `,
  },
  {
    name: "003_messages",
    up: `
      CREATE TABLE msg_types (
        code TEXT PRIMARY KEY,
        name TEXT NOT NULL,
        parent_code TEXT,
        sort INTEGER NOT NULL
      );
      CREATE TABLE messages (
        id INTEGER PRIMARY KEY,
        platform TEXT NOT NULL,
        channel INTEGER NOT NULL,
        uid TEXT NOT NULL,
        msg_group TEXT NOT NULL,
        msg_type TEXT NOT NULL,
        title TEXT NOT NULL,
        content TEXT NOT NULL,
        is_read INTEGER NOT NULL DEFAULT 0,
        created_at TEXT NOT NULL
      );
      CREATE INDEX messages_by_platform ON messages(uid, platform, created_at DESC, id DESC);
      CREATE INDEX messages_by_channel ON messages(uid, channel, created_at DESC, id DESC);
      CREATE INDEX messages_unread ON messages(uid, platform, is_read);
      CREATE TABLE protocols (
        code TEXT PRIMARY KEY,
        title TEXT NOT NULL,
        version TEXT NOT NULL,
        content TEXT NOT NULL,
        modified_at TEXT NOT NULL
      );
    `,
  },
  {
    name: "004_regions",
    up: `
      CREATE TABLE regions (
        id INTEGER PRIMARY KEY,
        code TEXT NOT NULL UNIQUE,
        title TEXT NOT NULL,
        level INTEGER NOT NULL,
        parent_id INTEGER NOT NULL
      );
      CREATE INDEX regions_parent ON regions(parent_id, id);
    `,
  },
  {
    // Lookups behind the shared form widgets (issue 3): worker search, goods categories, merchant search.
    // `workers` is the general workers table; later issues add columns with their own migrations.
    name: "widgets_lookups",
    up: `
      CREATE TABLE workers (
        worker_id TEXT PRIMARY KEY,
        provider_id TEXT NOT NULL,
        worker_name TEXT NOT NULL,
        worker_mobile TEXT NOT NULL UNIQUE,
        status INTEGER NOT NULL CHECK (status BETWEEN 1 AND 5),
        created TEXT NOT NULL
      );
      CREATE INDEX workers_provider ON workers(provider_id, created DESC);
      CREATE TABLE goods_categories (
        id INTEGER PRIMARY KEY,
        pid INTEGER NOT NULL DEFAULT 0,
        name TEXT NOT NULL,
        level INTEGER NOT NULL CHECK (level IN (1, 2)),
        sort INTEGER NOT NULL,
        service_ids TEXT NOT NULL,
        scope_types TEXT NOT NULL
      );
      CREATE INDEX goods_categories_parent ON goods_categories(pid, sort);
      CREATE TABLE merchants (
        merchant_id TEXT PRIMARY KEY,
        nick_name TEXT NOT NULL,
        merchant_name TEXT NOT NULL,
        contact_name TEXT NOT NULL,
        contact_mobile TEXT NOT NULL,
        person_type INTEGER NOT NULL CHECK (person_type IN (1, 2)),
        created TEXT NOT NULL
      );
      CREATE INDEX merchants_nick ON merchants(nick_name);
    `,
  },
  {
    // After-sales work orders (issue 4: the 工单列表 badge, needDealNums). Codes: src/domain/workOrderStatus.ts
    // (result_status 1-9, response_status 1-5, assigned_type 1 worker / 2 provider) and workOrderTypes.ts
    // (work_type 1-17). worker_id is the assignee: the provider id when assigned_type = 2. The after-sales issue
    // extends this table with its own migrations.
    name: "workorders_001_work_orders",
    up: `
      CREATE TABLE work_orders (
        id INTEGER PRIMARY KEY,
        work_order_no TEXT NOT NULL UNIQUE,
        provider_id TEXT NOT NULL REFERENCES providers(id),
        order_no TEXT NOT NULL,
        work_type INTEGER NOT NULL CHECK (work_type BETWEEN 1 AND 17),
        work_type_name TEXT NOT NULL,
        reason_name TEXT,
        result_status INTEGER NOT NULL CHECK (result_status BETWEEN 1 AND 9),
        response_status INTEGER NOT NULL CHECK (response_status BETWEEN 1 AND 5),
        process_state TEXT,
        assigned_type INTEGER NOT NULL CHECK (assigned_type IN (1, 2)),
        worker_id TEXT,
        worker_name TEXT,
        worker_show INTEGER NOT NULL DEFAULT 1 CHECK (worker_show IN (0, 1)),
        title TEXT NOT NULL,
        content TEXT NOT NULL,
        creator_name TEXT NOT NULL,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        deadline_at TEXT
      );
      CREATE INDEX work_orders_todo ON work_orders(provider_id, assigned_type, worker_id, result_status, response_status);
      CREATE INDEX work_orders_created ON work_orders(provider_id, created_at DESC, id DESC);
      CREATE INDEX work_orders_order ON work_orders(order_no);
    `,
  },
  {
    // Cashier (issue 3): pay channels per provider and the deposit payments (spec §4 payment status).
    name: "cashier_001_deposit_payments",
    up: `
      CREATE TABLE pay_sources (
        provider_id TEXT PRIMARY KEY,
        ali_pay INTEGER NOT NULL DEFAULT 1,
        wechat INTEGER NOT NULL DEFAULT 1
      );
      CREATE TABLE deposit_payments (
        finance_trans_no TEXT PRIMARY KEY,
        provider_id TEXT NOT NULL,
        contract_no TEXT NOT NULL,
        biz_no TEXT NOT NULL,
        amount_cents INTEGER NOT NULL,
        pay_way INTEGER NOT NULL,
        pay_channel INTEGER NOT NULL,
        pay_status INTEGER NOT NULL,
        qr_code_url TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        finished_at INTEGER
      );
      CREATE INDEX deposit_payments_provider ON deposit_payments(provider_id, pay_status);
      CREATE INDEX deposit_payments_contract ON deposit_payments(contract_no, pay_status);
    `,
  },
  {
    // Hotline dialer (issue 3): dictionaries (seat numbers), the stand-in's hotline settings, call history.
    name: "hotline_001_seats_calls",
    up: `
      CREATE TABLE dictionary_items (
        id INTEGER PRIMARY KEY,
        dict_type TEXT NOT NULL,
        dict_value TEXT NOT NULL,
        dict_label TEXT,
        sort INTEGER NOT NULL DEFAULT 0,
        UNIQUE (dict_type, dict_value)
      );
      CREATE TABLE hotline_settings (key TEXT PRIMARY KEY, value TEXT NOT NULL);
      CREATE TABLE hotline_calls (
        id INTEGER PRIMARY KEY,
        provider_id TEXT NOT NULL,
        account_id INTEGER NOT NULL,
        callee_mobile TEXT NOT NULL,
        caller_mobile TEXT NOT NULL,
        order_no TEXT,
        created_at TEXT NOT NULL
      );
      CREATE INDEX hotline_calls_provider ON hotline_calls(provider_id, id);
    `,
  },
  {
    name: "files_001_stored_files",
    up: `
      CREATE TABLE stored_files (
        file_path TEXT PRIMARY KEY,
        bucket TEXT NOT NULL,
        name TEXT NOT NULL,
        mime TEXT NOT NULL,
        size INTEGER NOT NULL,
        file_type TEXT NOT NULL,
        app_name TEXT NOT NULL,
        watermarked INTEGER NOT NULL DEFAULT 0,
        owner TEXT,
        created_at INTEGER NOT NULL,
        content BLOB NOT NULL
      );
    `,
  },
  messageSearchMigration,
];

const LEDGER = "_migrations";

/** Applies the steps not yet recorded; returns their names. */
export function applyMigrations(db: Db, steps: readonly Migration[] = migrations): string[] {
  const names = new Set<string>();
  for (const step of steps) {
    if (names.has(step.name)) throw new Error(`duplicate migration name: ${step.name}`);
    names.add(step.name);
  }
  db.exec(`CREATE TABLE IF NOT EXISTS ${LEDGER} (name TEXT PRIMARY KEY, applied_at TEXT NOT NULL)`);
  const done = new Set(
    db
      .prepare(`SELECT name FROM ${LEDGER}`)
      .pluck()
      .all()
      .map((name) => String(name)),
  );
  const record = db.prepare(`INSERT INTO ${LEDGER} (name, applied_at) VALUES (?, ?)`);
  const applied: string[] = [];
  for (const step of steps) {
    if (done.has(step.name)) continue;
    db.transaction(() => {
      if (typeof step.up === "string") db.exec(step.up);
      else step.up(db);
      record.run(step.name, new Date().toISOString());
    })();
    applied.push(step.name);
  }
  return applied;
}

/** The tables that hold data (everything but SQLite's own and the migration ledger). */
export function dataTables(db: Db): string[] {
  // Plain tables only: virtual tables (FTS5) and their shadow tables are cleared through their own commands.
  return db
    .prepare(
      `SELECT name FROM pragma_table_list WHERE schema = 'main' AND type = 'table' AND name NOT LIKE 'sqlite_%' AND name != ?`,
    )
    .pluck()
    .all(LEDGER)
    .map((name) => String(name));
}

/** The FTS5 tables (reseed empties them with their 'delete-all' command). */
export function ftsTables(db: Db): string[] {
  return db
    .prepare(
      `SELECT name FROM sqlite_master WHERE type = 'table' AND sql LIKE 'CREATE VIRTUAL TABLE % USING fts5(%'`,
    )
    .pluck()
    .all()
    .map((name) => String(name));
}
