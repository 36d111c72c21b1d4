import { workerDispatchDefaults } from "../dispatchSchema";
import type { SeedModule } from "../../db/seed/types";

/**
 * The 正常 workers' 指派 settings (issue 41): 指派接单 on, the cities of their provider's orders, every category, the
 * config's defaults (mocks/dispatch/dispatchSchema.ts). Last, after the orders and categories it reads; it draws no
 * random numbers. Every seeded 正常 worker may take every seeded order: browser tests pick workers freely.
 */
export const workerDispatchSeed: SeedModule = {
  name: "workerDispatch",
  run({ db }) {
    workerDispatchDefaults(db);
  },
};
