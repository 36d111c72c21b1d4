import type Database from "better-sqlite3";

/** The stand-in's database connection. */
export type Db = Database.Database;
