import type { Db } from "../types";
import type { Rng } from "./rng";

export interface SeedContext {
  db: Db;
  /** This module's own random stream (derived from the fixed seed and the module name). */
  rng: Rng;
  /** SEED_SCALE: 1 gives the demo sizes; N > 1 raises each large table to at least N rows. */
  scale: number;
  /** The fixed "now" of the seed data (epoch ms): seeded times are placed before it. */
  anchor: number;
  /** Row count for a large table whose demo size is `base`. */
  count(base: number): number;
  log(line: string): void;
}

/** One domain's seed data. Modules run in list order, so a module may read rows of the modules before it. */
export interface SeedModule {
  name: string;
  run(ctx: SeedContext): void;
}
