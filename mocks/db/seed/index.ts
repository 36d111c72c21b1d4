import { dataTables, ftsTables } from "../migrations/runner";
import type { Db } from "../types";
import { accountsSeed } from "../../accounts/seed/accounts";
import { messagesSeed } from "../../messages/seed/messages";
import { regionsSeed } from "../../lookups/seed/regions";
import { createRng } from "./rng";
import { goodsCategoriesSeed } from "../../lookups/seed/goodsCategories";
import { merchantsSeed } from "../../lookups/seed/merchants";
import { ordersSeed } from "../../orders/seed/orders";
import { returningCustomerSeed } from "../../orders/seed/returningCustomer";
import { workersSeed } from "../../workers/seed/workers";
import { workerProfilesSeed } from "../../workers/seed/workerProfiles";
import { personalSeed } from "../../onboarding/seed/personal";
import { workOrdersSeed } from "../../workOrders/seed/workOrders";
import { afterSalesSeed } from "../../workOrders/seed/afterSales";
import { alertsSeed } from "../../alerts/seed/alerts";
import { cashierHotlineSeed } from "./cashierHotline";
import { filesSeed } from "../../files/seed/files";
import { messageMarkupSeed } from "../../messages/seed/messageMarkup";
import { applicationsSeed } from "../../onboarding/seed/applications";
import { billsSeed } from "../../bills/seed/bills";
import { protocolsSeed } from "../../accounts/seed/protocols";
import { workerDispatchSeed } from "../../dispatch/seed/workerDispatch";
import type { SeedContext, SeedModule } from "./types";

export type { SeedContext, SeedModule } from "./types";

/** The seed modules, in order. Add a module for a new domain here (after the ones it reads from). */
export const seedModules: SeedModule[] = [
  regionsSeed,
  accountsSeed,
  messagesSeed,
  workersSeed,
  goodsCategoriesSeed,
  merchantsSeed,
  ordersSeed,
  returningCustomerSeed,
  workOrdersSeed,
  afterSalesSeed,
  alertsSeed,
  cashierHotlineSeed,
  filesSeed,
  messageMarkupSeed,
  workerProfilesSeed,
  personalSeed,
  applicationsSeed,
  billsSeed,
  protocolsSeed,
  workerDispatchSeed,
];

/** The fixed random seed: the same demo data on every machine. */
export const SEED = "provider-console-2026";

/** The seed's "now": 2026-11-20 10:00 China time. Seeded times lie before it. */
export const SEED_ANCHOR = Date.UTC(2026, 10, 20, 2, 0, 0);

export interface SeedOptions {
  scale?: number;
  anchor?: number;
  log?: (line: string) => void;
  modules?: readonly SeedModule[];
}

export function normalizeScale(value: unknown): number {
  const n = typeof value === "string" ? Number(value.trim()) : typeof value === "number" ? value : NaN;
  return Number.isFinite(n) && n >= 1 ? Math.floor(n) : 1;
}

/** Runs every seed module in one transaction and records the seed in `meta`. The tables must be empty. */
export function runSeed(db: Db, options: SeedOptions = {}): void {
  const scale = normalizeScale(options.scale ?? 1);
  const anchor = options.anchor ?? SEED_ANCHOR;
  const log = options.log ?? (() => {});
  const root = createRng(SEED);
  const setMeta = db.prepare("INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)");
  db.transaction(() => {
    for (const module of options.modules ?? seedModules) {
      const started = performance.now();
      const ctx: SeedContext = {
        db,
        rng: root.fork(module.name),
        scale,
        anchor,
        count: (base) => (scale > 1 ? Math.max(base, scale) : base),
        log,
      };
      module.run(ctx);
      log(`[seed] ${module.name} ${Math.round(performance.now() - started)} ms`);
    }
    setMeta.run("seed_scale", String(scale));
    setMeta.run("seeded_at", new Date().toISOString());
  })();
}

export function isSeeded(db: Db): boolean {
  return db.prepare("SELECT 1 FROM meta WHERE key = 'seeded_at'").get() !== undefined;
}

/** The scale the database was seeded with (1 when unknown). */
export function seededScale(db: Db): number {
  const row = db.prepare("SELECT value FROM meta WHERE key = 'seed_scale'").pluck().get();
  return normalizeScale(row);
}

/** Deletes every row of every data table (the schema stays) and seeds again. */
export function reseed(db: Db, options: SeedOptions = {}): void {
  const foreignKeys = db.pragma("foreign_keys", { simple: true });
  db.pragma("foreign_keys = OFF");
  try {
    db.transaction(() => {
      for (const table of dataTables(db)) db.prepare(`DELETE FROM "${table}"`).run();
      for (const table of ftsTables(db))
        db.prepare(`INSERT INTO "${table}" ("${table}") VALUES ('delete-all')`).run();
    })();
    runSeed(db, options);
  } finally {
    db.pragma(`foreign_keys = ${foreignKeys ? "ON" : "OFF"}`);
  }
}
