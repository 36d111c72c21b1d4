/** `npm run db:reset`: restores the seed data in DATA_DIR (default .data), at SEED_SCALE or the scale it had. */
import { openDatabase, reseed, seededScale } from "./db";
import { isSeeded } from "./db/seed";
import { readServerConfig } from "./serverConfig";

const config = readServerConfig(process.env);
const db = openDatabase(config.dataDir);
const scale = process.env.SEED_SCALE ? config.seedScale : isSeeded(db) ? seededScale(db) : 1;
const started = performance.now();
reseed(db, { scale, log: (line) => console.log(line) });
db.close();
console.log(
  `[db] ${config.dataDir} restored (SEED_SCALE=${scale}) in ${Math.round(performance.now() - started)} ms`,
);
