/**
 * Background writers of the served stand-in (mocks/main.ts): the order generator (ORDER_GENERATOR_PER_MINUTE=N,
 * default 0 = off) writes N new 待派单 orders a minute for the demo provider, evenly spaced, each with its live
 * event (for the benchmark and demos); and the pruning of live events older than the kept window, which also runs
 * while no console is connected.
 */
import { SEED_PROVIDERS } from "../accounts/seed/accounts";
import type { Db } from "../db/types";
import type { Clock } from "../time";
import { pruneLiveEvents } from "./events";
import type { LiveSettings } from "./settings";
import { createLiveOrder } from "./writes";

export interface Stoppable {
  stop(): void;
}

export function startOrderGenerator(
  db: Db,
  clock: Clock,
  perMinute: number,
  log: (line: string) => void,
  providerId: string = SEED_PROVIDERS.demo.id,
): Stoppable {
  if (perMinute <= 0) return { stop: () => {} };
  const timer = setInterval(() => {
    try {
      createLiveOrder(db, providerId, clock());
    } catch (error) {
      log(`[live] order generator: ${error instanceof Error ? error.message : String(error)}`);
    }
  }, 60_000 / perMinute);
  timer.unref?.();
  log(`[live] order generator: ${perMinute} new 待派单 orders a minute for ${providerId}`);
  return { stop: () => clearInterval(timer) };
}

export function startLivePruning(db: Db, clock: Clock, settings: LiveSettings): Stoppable {
  const prune = () => pruneLiveEvents(db, clock(), settings.keepMs);
  prune();
  const timer = setInterval(prune, settings.pruneEveryMs);
  timer.unref?.();
  return { stop: () => clearInterval(timer) };
}
