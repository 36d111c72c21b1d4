import { chinaDateTime } from "../../time";
import { SEED_PROVIDERS } from "../../accounts/seed/accounts";
import type { Rng } from "../../db/seed/rng";
import type { SeedModule } from "../../db/seed/types";
import { SURNAMES } from "../../db/seed/vocabulary";

/**
 * Workers (师傅) of the seed providers. Status codes follow src/api/worker/roster.ts: 1 待完善资料, 2 待开启, 3 正常,
 * 4 禁用, 5 拉黑. The first demo worker is fixed (张建国 13900000001) so tests can search for him.
 */

const GIVEN = [
  "建国",
  "志强",
  "海军",
  "永红",
  "国平",
  "春生",
  "德明",
  "小龙",
  "伟",
  "磊",
  "勇",
  "军",
  "杰",
  "涛",
  "斌",
  "超",
  "明辉",
  "俊杰",
  "文博",
  "家豪",
  "立新",
  "振华",
  "长青",
  "子轩",
  "浩然",
  "宏伟",
  "金生",
  "国庆",
  "红兵",
  "卫东",
];

/** Status weights: most workers are 正常. */
const STATUS_TABLE: readonly number[] = [3, 3, 3, 3, 3, 3, 3, 1, 2, 4, 5];

export const DEMO_WORKER_COUNT = 60;
export const FIRST_DEMO_WORKER = {
  workerId: "1810000000000000001",
  workerName: "张建国",
  workerMobile: "13900000001",
};

function workerName(rng: Rng): string {
  return rng.pick(SURNAMES) + rng.pick(GIVEN);
}

export const workersSeed: SeedModule = {
  name: "workers",
  run({ db, rng, anchor }) {
    const insert = db.prepare(
      "INSERT INTO workers (worker_id, provider_id, worker_name, worker_mobile, status, created) VALUES (?, ?, ?, ?, ?, ?)",
    );
    const mobiles = new Set<string>();
    const plan: { providerId: string; count: number; base: number }[] = [
      { providerId: SEED_PROVIDERS.demo.id, count: DEMO_WORKER_COUNT, base: 0 },
      { providerId: SEED_PROVIDERS.newcomer.id, count: 12, base: 500 },
      { providerId: SEED_PROVIDERS.guarded.id, count: 8, base: 700 },
    ];
    for (const { providerId, count, base } of plan) {
      for (let i = 1; i <= count; i++) {
        const n = base + i;
        const first = base === 0 && i === 1;
        let mobile = first ? FIRST_DEMO_WORKER.workerMobile : "";
        while (!mobile || mobiles.has(mobile)) {
          mobile = rng.pick(["13", "15", "17", "18", "19"]) + String(rng.int(0, 9)) + rng.digits(8);
          if (mobile === FIRST_DEMO_WORKER.workerMobile) mobile = "";
        }
        mobiles.add(mobile);
        const created = anchor - rng.int(1, 720) * 86_400_000 - rng.int(0, 86_399) * 1000;
        insert.run(
          `181${String(n).padStart(16, "0")}`,
          providerId,
          first ? FIRST_DEMO_WORKER.workerName : workerName(rng),
          mobile,
          first ? 3 : rng.pick(STATUS_TABLE),
          chinaDateTime(created),
        );
      }
    }
  },
};
