// @vitest-environment node
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  applyMigrations,
  migrations,
  openDatabase,
  openSeededDatabase,
  reseed,
  runSeed,
  seededScale,
} from "..";
import { accountsSeed } from "../../accounts/seed/accounts";
import { messagesSeed } from "../../messages/seed/messages";
import { createRng } from "./rng";
import type { SeedModule } from "./types";

/** Seed modules without the regions (the slow one), for the tests that do not look at them. */
async function quickModules(): Promise<SeedModule[]> {
  const { seedModules } = await import("./");
  return seedModules.filter((m) => m.name !== "regions");
}

function snapshot(db: ReturnType<typeof openDatabase>, table: string): unknown[] {
  return db.prepare(`SELECT * FROM ${table} ORDER BY rowid`).all();
}

describe("seeded random generator", () => {
  it("repeats the same sequence for the same seed, and differs for another", () => {
    const a = createRng("x");
    const b = createRng("x");
    const c = createRng("y");
    const seqA = Array.from({ length: 5 }, () => a.next());
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(seqA);
    expect(Array.from({ length: 5 }, () => c.next())).not.toEqual(seqA);
    const r = createRng("ints");
    const ints = Array.from({ length: 2000 }, () => r.int(3, 7));
    expect(Math.min(...ints)).toBe(3);
    expect(Math.max(...ints)).toBe(7);
    expect(createRng("f").fork("m").next()).toBe(createRng("f").fork("m").next());
  });
});

describe("migrations", () => {
  it("applies each step once and records it", () => {
    const db = openDatabase();
    expect(db.prepare("SELECT name FROM _migrations ORDER BY rowid").pluck().all()).toEqual(
      migrations.map((m) => m.name),
    );
    expect(applyMigrations(db)).toEqual([]);
    const extra = [...migrations, { name: "900_extra", up: "CREATE TABLE extra (id INTEGER)" }];
    expect(applyMigrations(db, extra)).toEqual(["900_extra"]);
    expect(applyMigrations(db, extra)).toEqual([]);
  });

  it("refuses duplicate names", () => {
    const db = openDatabase();
    expect(() => applyMigrations(db, [...migrations, migrations[0]])).toThrow(/duplicate/);
  });
});

describe("seed", () => {
  it("is deterministic", async () => {
    const modules = await quickModules();
    const a = openDatabase();
    const b = openDatabase();
    runSeed(a, { modules });
    runSeed(b, { modules });
    for (const table of ["providers", "messages", "msg_types", "protocols"]) {
      expect(snapshot(a, table)).toEqual(snapshot(b, table));
    }
    // Password hashes too (salts come from the seeded generator).
    expect(snapshot(a, "accounts")).toEqual(snapshot(b, "accounts"));
  });

  it("raises the large tables to SEED_SCALE rows", () => {
    const modules = [accountsSeed, messagesSeed];
    const db = openDatabase();
    runSeed(db, { modules, scale: 5000 });
    expect(db.prepare("SELECT count(*) FROM messages WHERE uid = '1790000000000000001'").pluck().get()).toBe(
      5000,
    );
    expect(seededScale(db)).toBe(5000);
  });

  it("plans the paged message query on an index", () => {
    const db = openDatabase();
    const plan = db
      .prepare(
        `EXPLAIN QUERY PLAN SELECT * FROM messages WHERE uid = ? AND platform = ?
         ORDER BY created_at DESC, id DESC LIMIT 10`,
      )
      .all("u", "provider")
      .map((row) => (row as { detail: string }).detail)
      .join("\n");
    expect(plan).toMatch(/USING INDEX messages_by_platform/);
    expect(plan).not.toMatch(/TEMP B-TREE/);
  });

  it("creates the file database once and reuses it; reseed restores the data", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "standin-seed-"));
    try {
      const first = openSeededDatabase(dir);
      expect(first.freshlySeeded).toBe(true);
      expect(first.db.pragma("journal_mode", { simple: true })).toBe("wal");
      first.db.prepare("DELETE FROM messages").run();
      first.db.close();

      const second = openSeededDatabase(dir);
      expect(second.freshlySeeded).toBe(false);
      expect(second.db.prepare("SELECT count(*) FROM messages").pluck().get()).toBe(0);
      reseed(second.db);
      expect(second.db.prepare("SELECT count(*) FROM messages").pluck().get()).toBeGreaterThan(200);
      expect(second.db.prepare("SELECT title FROM regions WHERE id = 382").pluck().get()).toBe("东莞市");
      second.db.close();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
