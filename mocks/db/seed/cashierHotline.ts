import { SEAT_DICT_TYPE } from "../../../src/api/basicPublic";
import { SEED_PROVIDERS } from "../../accounts/seed/accounts";
import type { SeedModule } from "./types";

/** Seat numbers of the hotline (the seat dictionary): how many the demo has. */
export const SEED_SEAT_COUNT = 6;

/**
 * Cashier and hotline demo data: every seed provider may pay by Alipay and WeChat (pay_sources, both 1), and the
 * hotline has SEED_SEAT_COUNT seat numbers (virtual-operator mobiles, 170…) in the seat dictionary.
 * Payments and call history start empty. The orders' seeded privacy numbers were bound for a seat (the number that
 * dials, issue 43 P2): their A side is set here, once the seats exist, in turn.
 */
export const cashierHotlineSeed: SeedModule = {
  name: "cashierHotline",
  run({ db, rng }) {
    const source = db.prepare("INSERT INTO pay_sources (provider_id, ali_pay, wechat) VALUES (?, 1, 1)");
    for (const provider of Object.values(SEED_PROVIDERS)) source.run(provider.id);

    const seat = db.prepare(
      "INSERT INTO dictionary_items (dict_type, dict_value, dict_label, sort) VALUES (?, ?, ?, ?)",
    );
    const seats = new Set<string>();
    while (seats.size < SEED_SEAT_COUNT) seats.add(`170${rng.digits(8)}`);
    const sorted = [...seats].sort();
    sorted.forEach((value, index) => seat.run(SEAT_DICT_TYPE, value, `坐席${index + 1}`, index + 1));
    const caller = db.prepare(
      "UPDATE virtual_numbers SET caller_mobile = ? WHERE caller_mobile = '' AND id % ? = ?",
    );
    sorted.forEach((value, index) => caller.run(value, sorted.length, index));
  },
};
