import { SEED_PROVIDERS } from "../../accounts/seed/accounts";
import { SHOWCASE } from "./orders";
import type { SeedModule } from "../../db/seed/types";

/** A showcase order's serial (the last 7 digits of its number, mocks/orders/seed/orders.ts). */
function showcaseSerial(index: number): string {
  return String(9_000_000 + index + 1);
}

const TMALL = 2;

/**
 * A returning 天猫 customer of the demo provider, so the worker selector's 「服务过该客户」 group has something to
 * show: the customer of the 天猫 待派单 showcase order (SO…9000018) is also the customer of the 天猫 服务完成 and
 * 已完成 showcase orders (…9000023, …9000024), whose workers therefore served him before (tmall servedWorkerIds).
 * The finished orders take the customer's name and mobile (their track's customer lines and privacy-number rows
 * follow); the open order is left as it was.
 */
export const returningCustomerSeed: SeedModule = {
  name: "returningCustomer",
  run({ db }) {
    const pending = SHOWCASE.findIndex((o) => o.source === TMALL && o.status === 3);
    const finished = SHOWCASE.flatMap((o, i) =>
      o.source === TMALL && [10, 11].includes(o.status) ? [i] : [],
    );
    const find = db.prepare(
      "SELECT order_id, customer_name, customer_mobile FROM orders WHERE provider_id = ? AND order_no LIKE ?",
    );
    type Row = { order_id: number; customer_name: string; customer_mobile: string };
    const byIndex = (index: number) =>
      find.get(SEED_PROVIDERS.demo.id, `%${showcaseSerial(index)}`) as Row | undefined;
    const customer = pending < 0 ? undefined : byIndex(pending);
    if (!customer) return;
    const setCustomer = db.prepare(
      "UPDATE orders SET customer_name = ?, customer_mobile = ? WHERE order_id = ?",
    );
    const setTrack = db.prepare("UPDATE order_track SET operator = ? WHERE order_id = ? AND operator = ?");
    const setCallee = db.prepare(
      "UPDATE virtual_numbers SET callee_mobile = ? WHERE order_id = ? AND callee_mobile = ?",
    );
    for (const index of finished) {
      const order = byIndex(index);
      if (!order) continue;
      setCustomer.run(customer.customer_name, customer.customer_mobile, order.order_id);
      setTrack.run(customer.customer_name, order.order_id, order.customer_name);
      setCallee.run(customer.customer_mobile, order.order_id, order.customer_mobile);
    }
  },
};
