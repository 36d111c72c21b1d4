// @vitest-environment node
import Database from "better-sqlite3";
import { DISPATCH_MSG_TYPE } from "../../dispatch/dispatchSchema";
import { dispatchMigration, withOnBehalfButton } from "./041_dispatch_001_rules";
import { applyMigrations, migrations } from ".";
import { runSeed, seedModules } from "../seed";
import { SEED_ACCOUNTS, SEED_PROVIDERS } from "../../accounts/seed/accounts";
import { workerDispatchSeed } from "../../dispatch/seed/workerDispatch";

const CODE = "order:acceptOnBehalf";
const without = (buttons: readonly string[]) => buttons.filter((code) => code !== CODE);

describe("dispatch_001_rules on a database seeded before issue 41", () => {
  it("gives 代接单 to the main accounts that may dispatch: the lists become what the seed grants now", () => {
    for (const seeded of SEED_ACCOUNTS) {
      const isMain = seeded.username !== "limited";
      expect(new Set(withOnBehalfButton(isMain, without(seeded.buttons))), seeded.username).toEqual(
        new Set(seeded.buttons),
      );
    }
    expect(withOnBehalfButton(true, ["order:view"])).toEqual(["order:view"]);
    expect(withOnBehalfButton(false, ["order:manualDistribute"])).toEqual(["order:manualDistribute"]);
  });

  it("adds the columns, the code, the message type and the workers' 指派 settings", () => {
    const db = new Database(":memory:");
    db.pragma("foreign_keys = ON");
    applyMigrations(
      db,
      migrations.filter((step) => step !== dispatchMigration),
    );
    runSeed(db, { modules: seedModules.filter((module) => module !== workerDispatchSeed) });
    // As before issue 41: no 代接单, no 派单通知 type, no worker settings.
    db.prepare("DELETE FROM msg_types WHERE code = ?").run(DISPATCH_MSG_TYPE.code);
    for (const row of db.prepare("SELECT id, buttons FROM accounts").all() as {
      id: number;
      buttons: string;
    }[])
      db.prepare("UPDATE accounts SET buttons = ? WHERE id = ?").run(
        JSON.stringify(without(JSON.parse(row.buttons) as string[])),
        row.id,
      );
    expect(applyMigrations(db)).toEqual([dispatchMigration.name]);

    const buttons = (username: string) =>
      JSON.parse(
        db.prepare("SELECT buttons FROM accounts WHERE username = ?").pluck().get(username) as string,
      ) as string[];
    expect(buttons("demo")).toContain(CODE);
    expect(buttons("limited")).not.toContain(CODE);

    const types = db.prepare("SELECT code, sort FROM msg_types ORDER BY sort").all() as {
      code: string;
      sort: number;
    }[];
    const codes = types.map((t) => t.code);
    expect(codes[codes.indexOf("ORDER_ALERT") + 1]).toBe(DISPATCH_MSG_TYPE.code);
    expect(new Set(types.map((t) => t.sort)).size).toBe(types.length);

    const normal = db
      .prepare("SELECT COUNT(*) FROM workers WHERE provider_id = ? AND status = 3")
      .pluck()
      .get(SEED_PROVIDERS.demo.id) as number;
    const settings = db
      .prepare(
        `SELECT s.non_free, s.non_free_areas FROM worker_settings s JOIN workers w ON w.worker_id = s.worker_id
         WHERE w.provider_id = ?`,
      )
      .all(SEED_PROVIDERS.demo.id) as { non_free: number; non_free_areas: string }[];
    expect(settings).toHaveLength(normal);
    expect(settings.every((row) => row.non_free === 1 && row.non_free_areas.includes("深圳市"))).toBe(true);
    expect(
      db.prepare("SELECT accept_timeout_minutes, accept_deadline FROM providers, orders LIMIT 1").get(),
    ).toEqual({ accept_timeout_minutes: null, accept_deadline: null });
  });
});
