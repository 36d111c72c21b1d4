import { describe, expect, it } from "vitest";
import { SCREENS } from "../../src/api/screens";
import { openSeededDatabase, type Db } from "../db";
import { CONTRACT_LISTS, followContractGrants, followed } from "./contractGrants";
import { FULL_MENU } from "./seed/accounts";

function listsOf(db: Db, username: string): { menus: string[]; buttons: string[] } {
  const row = db.prepare("SELECT menus, buttons FROM accounts WHERE username = ?").get(username) as {
    menus: string;
    buttons: string;
  };
  return { menus: JSON.parse(row.menus) as string[], buttons: JSON.parse(row.buttons) as string[] };
}

function setLists(db: Db, username: string, menus: readonly string[], buttons: readonly string[]) {
  db.prepare("UPDATE accounts SET menus = ?, buttons = ? WHERE username = ?").run(
    JSON.stringify(menus),
    JSON.stringify(buttons),
    username,
  );
}

const without = (list: readonly string[], entry: string) => list.filter((item) => item !== entry);

describe("grants follow the contract", () => {
  it("seeds the full menu from the contract's screens, without the main account's own", () => {
    expect(FULL_MENU).toContain(SCREENS.workerArchives);
    expect(FULL_MENU).toContain(SCREENS.bill);
    expect(FULL_MENU).not.toContain(SCREENS.staffAccounts);
    expect(FULL_MENU).not.toContain(SCREENS.exportLog);
    expect(new Set(FULL_MENU).size).toBe(FULL_MENU.length);
  });

  it("adds what is new only to a list that held everything known", () => {
    expect(followed(["a", "b"], ["a", "b"], ["c"])).toEqual(["a", "b", "c"]);
    expect(followed(["a"], ["a", "b"], ["c"])).toEqual(["a"]);
    expect(followed(["a", "b", "c"], ["a", "b"], ["c"])).toEqual(["a", "b", "c"]);
    expect(followed(["a", "b"], ["a", "b"], [])).toEqual(["a", "b"]);
  });

  it("gives a screen and a code added since the database was seeded to the full main accounts only", () => {
    const { db } = openSeededDatabase(undefined);
    // As a database seeded before 账单信息 and 导出账单 were in the contract: nobody holds them, nobody met them.
    const screen = SCREENS.bill;
    const code = "bill:export";
    const oldMenus = without(CONTRACT_LISTS.menus, screen);
    const oldButtons = without(CONTRACT_LISTS.buttons, code);
    db.prepare("UPDATE contract_grants SET menus = ?, buttons = ?").run(
      JSON.stringify(oldMenus),
      JSON.stringify(oldButtons),
    );
    for (const username of ["demo", "applicant", "newcomer", "guarded"])
      setLists(db, username, oldMenus, oldButtons);
    // applicant was narrowed by the platform: it keeps what it has.
    setLists(db, "applicant", without(oldMenus, SCREENS.orderList), without(oldButtons, "order:cancel"));
    const limitedBefore = listsOf(db, "limited");

    expect(followContractGrants(db).sort()).toEqual(["demo", "guarded", "newcomer"]);
    expect(listsOf(db, "demo").menus).toContain(screen);
    expect(listsOf(db, "demo").buttons).toContain(code);
    expect(listsOf(db, "applicant").menus).not.toContain(screen);
    expect(listsOf(db, "applicant").buttons).not.toContain(code);
    // A staff account's grants are its main account's to give (编辑权限).
    expect(listsOf(db, "limited")).toEqual(limitedBefore);
    // Met once: a second open grants nothing, and a screen taken away since is not given back.
    setLists(db, "demo", without(listsOf(db, "demo").menus, screen), listsOf(db, "demo").buttons);
    expect(followContractGrants(db)).toEqual([]);
    expect(listsOf(db, "demo").menus).not.toContain(screen);
  });

  it("only records the contract the first time it meets a database", () => {
    const { db } = openSeededDatabase(undefined);
    db.prepare("DELETE FROM contract_grants").run();
    setLists(db, "demo", without(CONTRACT_LISTS.menus, SCREENS.bill), CONTRACT_LISTS.buttons);
    expect(followContractGrants(db)).toEqual([]);
    expect(listsOf(db, "demo").menus).not.toContain(SCREENS.bill);
    const met = db.prepare("SELECT menus FROM contract_grants").pluck().get() as string;
    expect(JSON.parse(met)).toEqual([...CONTRACT_LISTS.menus]);
  });
});
