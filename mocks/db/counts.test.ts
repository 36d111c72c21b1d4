import { seededTestDb } from "../testing";
import { reseed } from "./seed";
import { countRows } from "./counts";

const direct = (db: ReturnType<typeof seededTestDb>, where: string, args: unknown[]) =>
  db
    .prepare(`SELECT COUNT(*) FROM orders o WHERE ${where}`)
    .pluck()
    .get(...args) as number;

describe("countRows", () => {
  const providerOf = (db: ReturnType<typeof seededTestDb>) =>
    db.prepare("SELECT provider_id FROM orders LIMIT 1").pluck().get() as string;

  it("answers the table's count, and the new one after an insert, an update and a delete", () => {
    const db = seededTestDb();
    const provider = providerOf(db);
    const where = "o.provider_id = ? AND o.order_status = ?";
    const before = countRows(db, "orders", "o", where, [provider, 2]);
    expect(before).toBe(direct(db, where, [provider, 2]));
    // Moving one order into the status: the remembered total must not be answered again.
    const id = db
      .prepare("SELECT order_id FROM orders WHERE provider_id = ? AND order_status != 2 LIMIT 1")
      .pluck()
      .get(provider);
    db.prepare("UPDATE orders SET order_status = 2 WHERE order_id = ?").run(id);
    expect(countRows(db, "orders", "o", where, [provider, 2])).toBe(before + 1);
    db.pragma("foreign_keys = OFF");
    db.prepare("DELETE FROM orders WHERE order_id = ?").run(id);
    db.pragma("foreign_keys = ON");
    expect(countRows(db, "orders", "o", where, [provider, 2])).toBe(before);
  });

  it("runs the count once while the table is unchanged", () => {
    const db = seededTestDb();
    const provider = providerOf(db);
    const prepare = vi.spyOn(db, "prepare");
    const counts = () =>
      prepare.mock.calls.filter(([sql]) => String(sql).startsWith("SELECT COUNT(*)")).length;
    countRows(db, "orders", "o", "o.provider_id = ?", [provider]);
    countRows(db, "orders", "o", "o.provider_id = ?", [provider]);
    expect(counts()).toBe(1);
    db.prepare("UPDATE orders SET remark = remark WHERE provider_id = ?").run(provider);
    countRows(db, "orders", "o", "o.provider_id = ?", [provider]);
    expect(counts()).toBe(2);
  });

  it("tells filters apart by their arguments", () => {
    const db = seededTestDb();
    const provider = providerOf(db);
    const where = "o.provider_id = ? AND o.order_status = ?";
    for (const status of [1, 2, 3, 10])
      expect(countRows(db, "orders", "o", where, [provider, status])).toBe(
        direct(db, where, [provider, status]),
      );
  });

  it("counts afresh after the tables are emptied and seeded again", () => {
    const db = seededTestDb();
    const provider = providerOf(db);
    const where = "o.provider_id = ?";
    countRows(db, "orders", "o", where, [provider]);
    db.pragma("foreign_keys = OFF");
    db.prepare("DELETE FROM orders WHERE provider_id = ? AND order_status = 10").run(provider);
    db.pragma("foreign_keys = ON");
    const after = direct(db, where, [provider]);
    expect(countRows(db, "orders", "o", where, [provider])).toBe(after);
    reseed(db);
    expect(countRows(db, "orders", "o", where, [provider])).toBe(direct(db, where, [provider]));
  });
});
