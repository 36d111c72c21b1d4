/**
 * Issue 42 §2 (N3): grants follow the contract. The table remembers the screens and btn codes of the contract that a
 * database has already met (one row); mocks/accounts/contractGrants.ts gives the ones added since to the main
 * accounts that hold all the others, each time the stand-in opens a seeded database. A new screen or code then needs
 * no grant migration of its own. Empty here: the first open records the contract as it is, granting nothing (every
 * earlier screen and code came with its own step).
 */
import type { Migration } from "../types";

export const contractGrantsMigration: Migration = {
  name: "accounts_003_contract_grants",
  up: `CREATE TABLE contract_grants (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    menus TEXT NOT NULL,
    buttons TEXT NOT NULL
  )`,
};
