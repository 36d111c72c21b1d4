import type { Migration } from "../types";

/**
 * Orders (issue 7). Codes: src/domain/orders (order_status set A 1-13, settle_status 1-3, delivery_mode 0-4,
 * logistics_status 1-8, scope_type 1 众包 / 2 总包). Money is in cents. Marks are not stored: they are derived
 * from the flag columns by deriveOrderMarks. worker_id is the current worker (the install worker after a
 * 送装分离 transfer, delivery_worker_id the delivery one).
 */
export const ordersMigration: Migration = {
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
};
