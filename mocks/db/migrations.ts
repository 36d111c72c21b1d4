import { alertFollowMigration } from "./alertFollowSchema";
import { alertSummaryMigration } from "./alertSummarySchema";
import { assessSummaryMigration } from "./assessSummarySchema";
import { billSummaryMigration } from "./billSummarySchema";
import { depositPaymentMigration } from "./depositPaymentSchema";
import { fileOwnersMigration } from "./fileOwnersMigration";
import { listIndexMigration } from "./listIndexSchema";
import { exportButtonsMigration } from "./exportButtonsSchema";
import { exportLogMigration } from "./exportLogSchema";
import { messageButtonsMigration } from "./messageButtonsSchema";
import { messageReadsMigration } from "./messageReadsSchema";
import { messageSearchMigration } from "./messageSearchSchema";
import { orderChannelsMigration } from "./orderChannelsSchema";
import { orderRecordsMigration } from "./orderRecordsSchema";
import { protocolAcceptanceMigration } from "./protocolAcceptanceSchema";
import { rosterIndexMigration } from "./rosterIndexSchema";
import { settledBillsMigration } from "./settledBillsSchema";
import { workerPayoutsMigration } from "./workerPayoutsSchema";
import { liveEventsMigration } from "../live/events";
import { liveWritesMigration } from "../live/writeSchema";
import { dispatchMigration } from "./dispatchSchema";
import { smsRefusalsMigration } from "./smsRefusalsSchema";
import { staffAccountsMigration } from "./staffAccountsSchema";
import { mainDisplayNamesMigration } from "./mainDisplayNames";
import { staffLifecycleMigration } from "./staffLifecycleSchema";
import { versionTriggers } from "./counts";
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
      CREATE INDEX workers_provider ON workers(provider_id, created);
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
  {
    // Orders (issue 7). Codes: src/domain/orders (order_status set A 1-13, settle_status 1-3, delivery_mode 0-4,
    // logistics_status 1-8, scope_type 1 众包 / 2 总包). Money is in cents. Marks are not stored: they are derived
    // from the flag columns by deriveOrderMarks. worker_id is the current worker (the install worker after a
    // 送装分离 transfer, delivery_worker_id the delivery one).
    name: "orders_001_orders",
    up: `
      CREATE TABLE orders (
        order_id INTEGER PRIMARY KEY,
        order_no TEXT NOT NULL UNIQUE,
        provider_id TEXT NOT NULL,
        order_status INTEGER NOT NULL CHECK (order_status BETWEEN 1 AND 13),
        order_source INTEGER NOT NULL CHECK (order_source IN (1, 2)),
        order_source_name TEXT NOT NULL,
        scope_type INTEGER NOT NULL CHECK (scope_type IN (1, 2)),
        server_type_mask INTEGER NOT NULL,
        is_combo INTEGER NOT NULL CHECK (is_combo IN (1, 2)),
        merchant_id TEXT NOT NULL,
        customer_name TEXT NOT NULL,
        customer_mobile TEXT NOT NULL,
        province_name TEXT NOT NULL,
        city_name TEXT NOT NULL,
        area_name TEXT,
        town_name TEXT,
        detail_address TEXT NOT NULL,
        lng REAL NOT NULL,
        lat REAL NOT NULL,
        worker_id TEXT,
        delivery_worker_id TEXT,
        place_status INTEGER NOT NULL DEFAULT 0,
        distribute_time TEXT,
        total_cents INTEGER NOT NULL,
        worker_total_cents INTEGER NOT NULL,
        worker_start_price_cents INTEGER NOT NULL DEFAULT 0,
        paid_cents INTEGER NOT NULL DEFAULT 0,
        refunded_cents INTEGER NOT NULL DEFAULT 0,
        offer_cents INTEGER,
        settle_status INTEGER CHECK (settle_status BETWEEN 1 AND 3),
        audit_status INTEGER NOT NULL DEFAULT 1,
        express_install INTEGER,
        urgent INTEGER NOT NULL DEFAULT 0,
        stopped INTEGER NOT NULL DEFAULT 0,
        supplement INTEGER NOT NULL DEFAULT 0,
        complaint INTEGER NOT NULL DEFAULT 0,
        trade_in INTEGER NOT NULL DEFAULT 0,
        next_day_install INTEGER NOT NULL DEFAULT 0,
        good_review INTEGER NOT NULL DEFAULT 0,
        delivery_mode INTEGER NOT NULL DEFAULT 0,
        logistics_status INTEGER,
        hang_up INTEGER NOT NULL DEFAULT 0,
        hang_up_reason TEXT,
        hang_up_time TEXT,
        expect_resume_time TEXT,
        appointment_failed INTEGER NOT NULL DEFAULT 0,
        appointment_count INTEGER NOT NULL DEFAULT 0,
        next_appointment_time TEXT,
        time_slot TEXT,
        visit_time TEXT,
        finish_time TEXT,
        goods_checked INTEGER NOT NULL DEFAULT 0,
        build_confirmed INTEGER NOT NULL DEFAULT 0,
        verify_code TEXT NOT NULL,
        cancel_reason TEXT,
        remark TEXT,
        biz_no TEXT,
        smf_no TEXT,
        smf_status TEXT,
        expect_labels TEXT,
        created TEXT NOT NULL
      );
      -- Newest first with the common filters answered from the index itself.
      CREATE INDEX orders_provider_created
        ON orders(provider_id, created, order_status, settle_status, order_source, server_type_mask);
      CREATE INDEX orders_provider_status ON orders(provider_id, order_status, created);
      CREATE INDEX orders_provider_source
        ON orders(provider_id, order_source, order_status, hang_up, appointment_failed, created);
      CREATE INDEX orders_provider_appointment ON orders(provider_id, next_appointment_time, created);
      CREATE INDEX orders_provider_visit ON orders(provider_id, visit_time, created);
      CREATE INDEX orders_provider_merchant ON orders(provider_id, merchant_id, created);
      CREATE INDEX orders_provider_worker ON orders(provider_id, worker_id, created);
      CREATE INDEX orders_provider_customer ON orders(provider_id, customer_name, created);
      CREATE INDEX orders_provider_mobile ON orders(provider_id, customer_mobile, created);
      CREATE INDEX orders_provider_no ON orders(provider_id, order_no, created);
      CREATE INDEX orders_provider_settle ON orders(provider_id, settle_status, order_status, created);
      CREATE INDEX orders_provider_types ON orders(provider_id, server_type_mask, created);
      CREATE INDEX orders_provider_logistics ON orders(provider_id, logistics_status, created);
      CREATE INDEX orders_biz_no ON orders(biz_no);
      CREATE TABLE order_goods (
        id INTEGER PRIMARY KEY,
        order_id INTEGER NOT NULL REFERENCES orders(order_id),
        server_type INTEGER NOT NULL,
        item_name TEXT NOT NULL,
        image TEXT NOT NULL,
        goods_name TEXT NOT NULL,
        sku_code TEXT NOT NULL,
        sku_name TEXT NOT NULL,
        big_fault TEXT,
        small_fault TEXT,
        measure_name TEXT NOT NULL,
        amount_cents INTEGER NOT NULL,
        worker_amount_cents INTEGER NOT NULL,
        goods_num INTEGER NOT NULL
      );
      CREATE INDEX order_goods_order ON order_goods(order_id);
      CREATE TABLE order_fees (
        id INTEGER PRIMARY KEY,
        order_id INTEGER NOT NULL REFERENCES orders(order_id),
        fee_type INTEGER NOT NULL,
        amount_cents INTEGER NOT NULL,
        worker_amount_cents INTEGER NOT NULL,
        pay_status INTEGER,
        remark TEXT,
        created TEXT NOT NULL
      );
      CREATE INDEX order_fees_order ON order_fees(order_id);
      CREATE TABLE order_track (
        id INTEGER PRIMARY KEY,
        order_id INTEGER NOT NULL REFERENCES orders(order_id),
        operate_type TEXT NOT NULL,
        operate_name TEXT NOT NULL,
        operator TEXT NOT NULL,
        operator_role TEXT NOT NULL,
        content TEXT NOT NULL,
        created TEXT NOT NULL
      );
      CREATE INDEX order_track_order ON order_track(order_id, id);
      CREATE TABLE order_workers (
        id INTEGER PRIMARY KEY,
        order_id INTEGER NOT NULL REFERENCES orders(order_id),
        worker_id TEXT NOT NULL,
        place_status INTEGER NOT NULL,
        distribute_time TEXT NOT NULL
      );
      CREATE INDEX order_workers_order ON order_workers(order_id, id);
      CREATE TABLE order_results (
        id INTEGER PRIMARY KEY,
        order_id INTEGER NOT NULL REFERENCES orders(order_id),
        kind TEXT NOT NULL CHECK (kind IN ('check', 'repair')),
        result TEXT NOT NULL,
        method TEXT,
        images TEXT NOT NULL DEFAULT '[]',
        remark TEXT,
        created TEXT NOT NULL,
        UNIQUE (order_id, kind)
      );
      CREATE TABLE order_remarks (
        id INTEGER PRIMARY KEY,
        order_id INTEGER NOT NULL REFERENCES orders(order_id),
        content TEXT NOT NULL,
        operator TEXT NOT NULL,
        created TEXT NOT NULL
      );
      CREATE INDEX order_remarks_order ON order_remarks(order_id, id);
      CREATE TABLE order_logistics (
        id INTEGER PRIMARY KEY,
        order_id INTEGER NOT NULL REFERENCES orders(order_id),
        logistics_no TEXT NOT NULL,
        company_name TEXT NOT NULL,
        logistics_status INTEGER NOT NULL,
        traces TEXT NOT NULL DEFAULT '[]'
      );
      CREATE INDEX order_logistics_order ON order_logistics(order_id, id);
      CREATE TABLE measure_rooms (
        id INTEGER PRIMARY KEY,
        order_id INTEGER NOT NULL REFERENCES orders(order_id),
        room_name TEXT NOT NULL,
        length REAL NOT NULL,
        width REAL NOT NULL,
        height REAL NOT NULL,
        images TEXT NOT NULL DEFAULT '[]',
        remark TEXT
      );
      CREATE INDEX measure_rooms_order ON measure_rooms(order_id, id);
      CREATE TABLE virtual_numbers (
        id INTEGER PRIMARY KEY,
        order_id INTEGER NOT NULL REFERENCES orders(order_id),
        virtual_number TEXT NOT NULL,
        caller_mobile TEXT NOT NULL,
        callee_mobile TEXT NOT NULL,
        created TEXT NOT NULL,
        expire_time TEXT NOT NULL
      );
      CREATE INDEX virtual_numbers_order ON virtual_numbers(order_id, id);
      CREATE TABLE worker_locations (
        worker_id TEXT PRIMARY KEY,
        lng REAL NOT NULL,
        lat REAL NOT NULL,
        updated TEXT NOT NULL
      );
      CREATE TABLE merchant_labels (
        id INTEGER PRIMARY KEY,
        merchant_id TEXT NOT NULL,
        label_id TEXT NOT NULL,
        label_name TEXT NOT NULL,
        label_description TEXT NOT NULL,
        label_icon TEXT NOT NULL,
        prov_platform INTEGER NOT NULL DEFAULT 1
      );
      CREATE INDEX merchant_labels_merchant ON merchant_labels(merchant_id, id);
    `,
  },
  {
    // Issue 8: what the gateway remembers between calls — request nonces (replays are refused after a restart
    // too), wrong tries of an SMS code, the client address of each send and failed logins per client and per name.
    name: "hardening_001_nonces_throttles",
    up: `
      CREATE TABLE request_nonces (
        nonce_key TEXT PRIMARY KEY,
        expires_at INTEGER NOT NULL
      );
      CREATE INDEX request_nonces_expiry ON request_nonces(expires_at);
      ALTER TABLE sms_codes ADD COLUMN wrong_tries INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE sms_codes ADD COLUMN client TEXT NOT NULL DEFAULT '';
      CREATE INDEX sms_codes_by_client ON sms_codes(client, sent_at);
      CREATE INDEX sms_codes_by_time ON sms_codes(sent_at);
      CREATE TABLE login_failures (
        id INTEGER PRIMARY KEY,
        client TEXT NOT NULL,
        at INTEGER NOT NULL
      );
      CREATE INDEX login_failures_by_client ON login_failures(client, at);
      CREATE TABLE unknown_login_names (
        username TEXT PRIMARY KEY,
        failed_count INTEGER NOT NULL,
        updated_at INTEGER NOT NULL
      );
    `,
  },
  messageSearchMigration,
  {
    // Issue 10: the worker roster — service types (comma list of codes), area (ids for the filter, the AreaRef as
    // JSON for the answers), grade, the register fields, labels, and the log of status changes with their reasons.
    name: "workers_001_roster",
    up: `
      ALTER TABLE workers ADD COLUMN server_types TEXT NOT NULL DEFAULT '1';
      ALTER TABLE workers ADD COLUMN province_id INTEGER;
      ALTER TABLE workers ADD COLUMN city_id INTEGER;
      ALTER TABLE workers ADD COLUMN area_id INTEGER;
      ALTER TABLE workers ADD COLUMN area_json TEXT NOT NULL DEFAULT '{}';
      ALTER TABLE workers ADD COLUMN grade INTEGER NOT NULL DEFAULT 1;
      ALTER TABLE workers ADD COLUMN score INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE workers ADD COLUMN gender INTEGER NOT NULL DEFAULT 1;
      ALTER TABLE workers ADD COLUMN id_card_no TEXT NOT NULL DEFAULT '';
      ALTER TABLE workers ADD COLUMN id_card_front TEXT;
      ALTER TABLE workers ADD COLUMN id_card_back TEXT;
      ALTER TABLE workers ADD COLUMN detail_address TEXT NOT NULL DEFAULT '';
      ALTER TABLE workers ADD COLUMN last_login TEXT;
      CREATE TABLE worker_labels (
        id INTEGER PRIMARY KEY,
        worker_id TEXT NOT NULL,
        label_id TEXT NOT NULL,
        label_name TEXT NOT NULL,
        label_description TEXT NOT NULL,
        label_icon TEXT NOT NULL,
        prov_platform INTEGER NOT NULL DEFAULT 1
      );
      CREATE INDEX worker_labels_worker ON worker_labels(worker_id, id);
      CREATE TABLE worker_status_log (
        id INTEGER PRIMARY KEY,
        worker_id TEXT NOT NULL,
        from_status INTEGER NOT NULL,
        to_status INTEGER NOT NULL,
        reason TEXT NOT NULL,
        operator TEXT NOT NULL,
        created TEXT NOT NULL
      );
      CREATE INDEX worker_status_log_worker ON worker_status_log(worker_id, id);
    `,
  },
  {
    // Issue 9: the conversation of a work order (who wrote what, when, with attachments) and the reasons per work
    // order type (fetchReasonByType, the reasons of a provider's cancellation request).
    name: "workorders_002_messages_reasons",
    up: `
      CREATE TABLE work_order_messages (
        id INTEGER PRIMARY KEY,
        work_order_id INTEGER NOT NULL REFERENCES work_orders(id),
        sender_role TEXT NOT NULL,
        sender_name TEXT NOT NULL,
        content TEXT NOT NULL,
        attachments TEXT NOT NULL DEFAULT '[]',
        created_at TEXT NOT NULL
      );
      CREATE INDEX work_order_messages_order ON work_order_messages(work_order_id, id);
      CREATE TABLE work_order_reasons (
        reason_id INTEGER PRIMARY KEY,
        work_type INTEGER NOT NULL CHECK (work_type BETWEEN 1 AND 17),
        reason_name TEXT NOT NULL
      );
      CREATE INDEX work_order_reasons_type ON work_order_reasons(work_type, reason_id);
      ALTER TABLE work_orders ADD COLUMN attachments TEXT NOT NULL DEFAULT '[]';
    `,
  },
  {
    // Issue 9: after-sales service orders (售后服务单, read-only for the provider), their items and the worker's
    // feedback.
    name: "aftersales_001_service_orders",
    up: `
      CREATE TABLE after_sale_servers (
        server_no TEXT PRIMARY KEY,
        provider_id TEXT NOT NULL REFERENCES providers(id),
        order_no TEXT NOT NULL,
        server_type_name TEXT NOT NULL,
        confirm_status INTEGER NOT NULL CHECK (confirm_status BETWEEN 1 AND 9 OR confirm_status = 99),
        merchant_name TEXT NOT NULL,
        customer_name TEXT NOT NULL,
        worker_name TEXT,
        amount_cents INTEGER NOT NULL,
        created_at TEXT NOT NULL
      );
      CREATE INDEX after_sale_servers_provider ON after_sale_servers(provider_id, created_at DESC);
      CREATE TABLE after_sale_items (
        id INTEGER PRIMARY KEY,
        server_no TEXT NOT NULL REFERENCES after_sale_servers(server_no),
        goods_name TEXT NOT NULL,
        fault_description TEXT NOT NULL,
        images TEXT NOT NULL DEFAULT '[]',
        confirm_status INTEGER NOT NULL,
        created_at TEXT NOT NULL
      );
      CREATE INDEX after_sale_items_server ON after_sale_items(server_no, id);
      CREATE TABLE after_sale_feedback (
        server_no TEXT PRIMARY KEY REFERENCES after_sale_servers(server_no),
        worker_name TEXT NOT NULL,
        worker_mobile TEXT NOT NULL,
        feedback TEXT NOT NULL,
        images TEXT NOT NULL DEFAULT '[]',
        feedback_time TEXT NOT NULL
      );
    `,
  },
  {
    // Personal centre (issue 11): the provider's company profile, abilities and covers (JSON lists), its real-name
    // identification, and its contracts with their deposits (paid through deposit_payments).
    name: "personal_001_profiles_contracts",
    up: `
      CREATE TABLE provider_profiles (
        provider_id TEXT PRIMARY KEY REFERENCES providers(id),
        company_name TEXT NOT NULL DEFAULT '',
        credit_code TEXT NOT NULL DEFAULT '',
        legal_person TEXT NOT NULL DEFAULT '',
        contact_name TEXT NOT NULL DEFAULT '',
        area TEXT NOT NULL DEFAULT '{}',
        detail_address TEXT NOT NULL DEFAULT '',
        abilities TEXT NOT NULL DEFAULT '[]',
        covers TEXT NOT NULL DEFAULT '[]',
        real_name TEXT,
        id_card_no TEXT,
        id_card_front TEXT,
        id_card_back TEXT,
        identified_at TEXT
      );
      CREATE TABLE provider_contracts (
        contract_code TEXT PRIMARY KEY,
        provider_id TEXT NOT NULL REFERENCES providers(id),
        contract_name TEXT NOT NULL,
        contract_status INTEGER NOT NULL DEFAULT 0,
        contract_advise TEXT,
        content TEXT NOT NULL,
        sign_time TEXT,
        contract_file TEXT,
        deposit_cents INTEGER,
        deposit_biz_no TEXT,
        deposit_paid_at TEXT,
        sort INTEGER NOT NULL DEFAULT 0
      );
      CREATE INDEX provider_contracts_provider ON provider_contracts(provider_id, sort);
      CREATE TABLE mobile_change_tickets (
        token TEXT PRIMARY KEY,
        account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
        old_mobile TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        used_at INTEGER
      );
    `,
  },
  {
    // Issue 11: the provider application of onboarding (the form as JSON; apply_status 1 reviewing, 2 approved,
    // 3 rejected with audit_advise).
    name: "onboarding_001_applications",
    up: `
      CREATE TABLE provider_applications (
        provider_id TEXT PRIMARY KEY REFERENCES providers(id),
        form TEXT NOT NULL,
        apply_status INTEGER NOT NULL CHECK (apply_status IN (1, 2, 3)),
        audit_advise TEXT,
        submitted_at TEXT NOT NULL,
        audited_at TEXT,
        submit_count INTEGER NOT NULL DEFAULT 1
      );
    `,
  },
  {
    // Issue 11: bills. A bill's orders and amounts are derived from the orders (its month of finish_time); the tables
    // hold what is not derived: the bill's number, status and finish time, and a worker bill's rewards / deductions.
    name: "bills_001_bills",
    up: `
      CREATE TABLE provider_bills (
        bill_no TEXT PRIMARY KEY,
        provider_id TEXT NOT NULL,
        bill_month TEXT NOT NULL,
        bill_status INTEGER NOT NULL CHECK (bill_status BETWEEN 1 AND 3),
        created TEXT NOT NULL,
        finish_time TEXT,
        UNIQUE (provider_id, bill_month)
      );
      CREATE TABLE worker_bills (
        bill_no TEXT PRIMARY KEY,
        provider_id TEXT NOT NULL,
        worker_id TEXT NOT NULL,
        bill_month TEXT NOT NULL,
        bill_status INTEGER NOT NULL CHECK (bill_status BETWEEN 1 AND 3),
        created TEXT NOT NULL,
        finish_time TEXT,
        UNIQUE (provider_id, worker_id, bill_month)
      );
      CREATE INDEX worker_bills_provider ON worker_bills(provider_id, bill_month, bill_status);
      CREATE TABLE bill_rewards (
        id INTEGER PRIMARY KEY,
        bill_no TEXT NOT NULL REFERENCES worker_bills(bill_no),
        order_no TEXT,
        rwd_type INTEGER NOT NULL CHECK (rwd_type IN (1, 2)),
        amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
        reason TEXT NOT NULL,
        created TEXT NOT NULL
      );
      CREATE INDEX bill_rewards_bill ON bill_rewards(bill_no, id);
      -- Covers the bills' sums (a month of a provider's, or of one worker's, finished orders).
      CREATE INDEX orders_provider_finish
        ON orders(provider_id, finish_time, worker_id, settle_status, total_cents, worker_total_cents);
      CREATE INDEX orders_worker_finish
        ON orders(provider_id, worker_id, finish_time, settle_status, worker_total_cents);
    `,
  },
  {
    // Issue 9: order alerts (订单预警) derived from the seeded orders, their track (remarks write entries), and the
    // pre-sales service orders (售前服务单).
    name: "alerts_001_alerts_service_orders",
    up: `
      CREATE TABLE order_alerts (
        alert_id INTEGER PRIMARY KEY,
        provider_id TEXT NOT NULL,
        order_no TEXT NOT NULL,
        order_source INTEGER NOT NULL,
        alert_type INTEGER NOT NULL CHECK (alert_type BETWEEN 1 AND 19),
        handle_status INTEGER NOT NULL CHECK (handle_status IN (1, 2, 3)),
        warned INTEGER NOT NULL CHECK (warned IN (1, 2)),
        worker_id TEXT,
        worker_name TEXT,
        customer_name TEXT NOT NULL,
        remark TEXT,
        alert_time TEXT NOT NULL,
        finish_time TEXT
      );
      CREATE INDEX order_alerts_provider_time ON order_alerts(provider_id, alert_time DESC, alert_id DESC);
      CREATE INDEX order_alerts_provider_type ON order_alerts(provider_id, alert_type, handle_status, alert_time);
      CREATE INDEX order_alerts_provider_order ON order_alerts(provider_id, order_no);
      -- Counts of the warned filter and of the board over a date range, answered from the index alone.
      CREATE INDEX order_alerts_provider_warned ON order_alerts(provider_id, warned, alert_time);
      CREATE INDEX order_alerts_provider_time_type
        ON order_alerts(provider_id, alert_time, alert_type, handle_status);
      CREATE TABLE alert_tracks (
        id INTEGER PRIMARY KEY,
        alert_id INTEGER NOT NULL REFERENCES order_alerts(alert_id),
        content TEXT NOT NULL,
        operator TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
      CREATE INDEX alert_tracks_alert ON alert_tracks(alert_id, id);
      CREATE TABLE presale_service_orders (
        service_order_no TEXT PRIMARY KEY,
        provider_id TEXT NOT NULL,
        order_no TEXT,
        merchant_id TEXT NOT NULL,
        merchant_name TEXT NOT NULL,
        server_type_name TEXT NOT NULL,
        service_status INTEGER NOT NULL CHECK (service_status BETWEEN 1 AND 5),
        customer_name TEXT NOT NULL,
        customer_mobile TEXT NOT NULL,
        address TEXT NOT NULL,
        amount_cents INTEGER NOT NULL,
        content TEXT NOT NULL,
        images TEXT NOT NULL DEFAULT '[]',
        worker_name TEXT,
        worker_mobile TEXT,
        complete_time TEXT,
        complete_images TEXT NOT NULL DEFAULT '[]',
        complete_remark TEXT,
        created_at TEXT NOT NULL
      );
      CREATE INDEX presale_service_orders_provider ON presale_service_orders(provider_id, created_at DESC);
    `,
  },
  {
    // Issue 9: the work order list filtered by type or by result status counted from an index (at 100k work orders
    // the count walked every row of the provider: about 100 ms by type, 17 ms by status).
    name: "workorders_003_list_indexes",
    up: `
      CREATE INDEX work_orders_type ON work_orders(provider_id, work_type, created_at DESC, id DESC);
      CREATE INDEX work_orders_result ON work_orders(provider_id, result_status, created_at DESC, id DESC);
    `,
  },
  {
    // Issue 10: a worker's order-taking settings (one row once something is set; the reads answer defaults
    // before), the emergency contact of the profile, and the record of order transfers between workers. Classes are
    // goods_categories ids, areas AreaRef JSON lists, config a WorkerConfig JSON object.
    name: "workers_002_settings",
    up: `
      ALTER TABLE workers ADD COLUMN emergency_contact TEXT;
      ALTER TABLE workers ADD COLUMN emergency_mobile TEXT;
      CREATE TABLE worker_settings (
        worker_id TEXT PRIMARY KEY REFERENCES workers(worker_id),
        non_free INTEGER NOT NULL DEFAULT 0,
        percent INTEGER NOT NULL DEFAULT 0,
        area_type INTEGER NOT NULL DEFAULT 1,
        non_free_areas TEXT NOT NULL DEFAULT '[]',
        free_classes TEXT NOT NULL DEFAULT '[]',
        non_free_classes TEXT NOT NULL DEFAULT '[]',
        config TEXT,
        tmall_id TEXT,
        tmall_synced INTEGER NOT NULL DEFAULT 0,
        under_taking INTEGER NOT NULL DEFAULT 0
      );
      CREATE TABLE worker_transfers (
        id INTEGER PRIMARY KEY,
        provider_id TEXT NOT NULL,
        order_no TEXT NOT NULL,
        from_worker_id TEXT NOT NULL,
        from_worker_name TEXT NOT NULL,
        to_worker_id TEXT NOT NULL,
        to_worker_name TEXT NOT NULL,
        transfer_type INTEGER NOT NULL CHECK (transfer_type IN (1, 2)),
        operator TEXT NOT NULL,
        created TEXT NOT NULL
      );
      CREATE INDEX worker_transfers_from ON worker_transfers(provider_id, from_worker_id, id);
      CREATE INDEX worker_transfers_to ON worker_transfers(provider_id, to_worker_id, id);
      -- 师傅服务数据 aggregates every order of a period by worker: covered by this index, no table reads.
      CREATE INDEX orders_provider_assess ON orders(provider_id, created, worker_id, order_status);
    `,
  },
  {
    // Issue 8: a keyword search sorts its matches by time; this narrow index gives a message's time without reading
    // its row (mocks/routes/messageStore.ts listMessages).
    name: "messages_003_by_id_time",
    up: "CREATE INDEX messages_by_id_time ON messages(id, created_at);",
  },
  {
    // List totals remembered until their table changes (mocks/db/counts.ts): a version per table, bumped by triggers;
    // the epoch is random per row, so a table emptied and re-seeded never matches an old version by chance.
    name: "counts_001_table_versions",
    up: `
      CREATE TABLE table_versions (
        name TEXT PRIMARY KEY,
        epoch INTEGER NOT NULL,
        version INTEGER NOT NULL
      );
      INSERT INTO table_versions (name, epoch, version)
        VALUES ('orders', abs(random()), 0), ('work_orders', abs(random()), 0);
      -- The bills, alerts and workers migrations added indexes on orders and work_orders: a database seeded
      -- before them needs fresh statistics, or the planner sorts 100k rows through a bill index instead of
      -- reading the list's own (sampled, as the seed does).
      PRAGMA analysis_limit = 1000;
      ANALYZE orders;
      ANALYZE work_orders;
      ${versionTriggers("orders")}
      ${versionTriggers("work_orders")}
    `,
  },
  // Issue 31 §1: one open payment per deposit (mocks/db/depositPaymentSchema.ts).
  depositPaymentMigration,
  // Issue 31 §2: contract PDFs under random names owned by their provider (mocks/db/fileOwnersMigration.ts).
  fileOwnersMigration,
  // Issue 31 §4: 师傅服务数据 from a summary kept by triggers on orders (mocks/db/assessSummarySchema.ts).
  assessSummaryMigration,
  // Issue 31 §3: SMS sends refused for the mobile's registration count against the per-client quota
  // (mocks/db/smsRefusalsSchema.ts).
  smsRefusalsMigration,
  // Issue 31 §4: the bills' figures from a summary kept by triggers on orders (mocks/db/billSummarySchema.ts).
  billSummaryMigration,
  // Issue 31 §4: the alert board from a summary kept by triggers (mocks/db/alertSummarySchema.ts).
  alertSummaryMigration,
  // Issue 31 §4: the roster's in-service counts from an index (mocks/db/rosterIndexSchema.ts).
  rosterIndexMigration,
  // Issue 28 §3: alerts close (已完结) and lapse (已失效) with their orders (mocks/db/alertFollowSchema.ts).
  alertFollowMigration,
  // Issue 33 §2: agreements accepted per account (mocks/db/protocolAcceptanceSchema.ts).
  protocolAcceptanceMigration,
  // Issue 33 §3: service vouchers and the btn lists after the catalogue change (mocks/db/orderRecordsSchema.ts).
  orderRecordsMigration,
  // Issue 27 §2: message:read / message:clear back for the accounts with the messages menu (messageButtonsSchema.ts).
  messageButtonsMigration,
  // Issue 32 §1: settled bills' lines and totals stored; fees on their orders as adjustment lines (settledBillsSchema.ts).
  settledBillsMigration,
  // Issue 32 §3: aftersales:export / bill:export for the accounts with those lists (exportButtonsSchema.ts).
  exportButtonsMigration,
  // Issue 28: the providers' live events, the push channel's replay log (mocks/live/events.ts).
  liveEventsMigration,
  // Issue 29: staff accounts of a main account, their audit, the seeded `limited` under `demo` (staffAccountsSchema.ts).
  staffAccountsMigration,
  // Issue 30: the indexes every list call needs for 20 ms at 100k orders (mocks/db/listIndexSchema.ts).
  listIndexMigration,
  // Issue 40: live events name their records, change, operator and audience; record versions; idempotency keys
  // (mocks/live/writeSchema.ts).
  liveWritesMigration,
  // Issue 41: 接单超时时间, the acceptance deadline, the day count's index, 代接单's code, the dispatch notices' type
  // and the workers' 指派 settings (mocks/db/dispatchSchema.ts).
  dispatchMigration,
  // Issue 43: removed staff accounts and the audit's 修改资料 / 删除 (mocks/db/staffLifecycleSchema.ts).
  staffLifecycleMigration,
  // Issue 43: 师傅结算 pays the worker: a payout per settled worker bill, in the wallet (workerPayoutsSchema.ts).
  workerPayoutsMigration,
  // Issue 43 (N2): read state per account: what each account has not read (mocks/db/messageReadsSchema.ts).
  messageReadsMigration,
  // Issue 40 §4: main accounts named by their company's contact person, not their user name (mainDisplayNames.ts).
  mainDisplayNamesMigration,
  // Issue 43 (E1, E2, E4): exports' log and the snapshots their cursors page (mocks/db/exportLogSchema.ts).
  exportLogMigration,
  // Issue 43: orders from the 28 channels of ORDER_SOURCE; a fee line's review flow (mocks/db/orderChannelsSchema.ts).
  orderChannelsMigration,
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
