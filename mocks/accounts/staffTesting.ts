/**
 * Helpers of the staff-account tests (issue 29): a staff account made by `demo`, and a snapshot of everything the
 * staff calls write (accounts, audit rows, sessions, live events) to prove a refused call changed nothing.
 */
import { api } from "../../src/api";
import type { Endpoint } from "../../src/api/endpoint";
import { acceptAgreementsOf, encryptForLogin, type TestStandIn } from "../testing";

export const INITIAL_PASSWORD = "Start2026a";
export const NEW_PASSWORD = "Better2026b";
export const STAFF_MOBILE = "13911112222";

type Payload = Record<string, unknown>;

/** A call with a loosely typed payload (refused payloads are not the declared shape). */
export function callAs(s: TestStandIn, token: string, endpoint: Endpoint, payload: Payload = {}) {
  return s.call(endpoint as Endpoint<Payload, unknown>, payload, { token });
}

/**
 * `demo` creates a staff account; returns its id. The colleague is taken to have accepted the agreements it must
 * accept, as on its first visit to the console (issue 43: until then its business calls are refused), unless
 * `acceptAgreements` is false.
 */
export async function createStaff(
  s: TestStandIn,
  demo: string,
  fields: { name?: string; mobile?: string; password?: string; acceptAgreements?: boolean } = {},
): Promise<string> {
  const { body } = await s.call(
    api.staff.staffCreate,
    {
      name: fields.name ?? "王调度",
      mobile: fields.mobile ?? STAFF_MOBILE,
      password: encryptForLogin(fields.password ?? INITIAL_PASSWORD),
    },
    { token: demo },
  );
  if (body.code !== 1) throw new Error(`staffCreate failed: ${body.code} ${body.msg}`);
  if (fields.acceptAgreements !== false) acceptAgreementsOf(s.db, Number(body.data.id));
  return body.data.id;
}

/** The first-login change of a staff account logged in with `token`. */
export function changePassword(s: TestStandIn, token: string, from = INITIAL_PASSWORD, to = NEW_PASSWORD) {
  return s.call(
    api.staff.changeInitialPassword,
    { oldPassword: encryptForLogin(from), newPassword: encryptForLogin(to) },
    { token },
  );
}

/** Everything the staff calls may write, to compare before and after a refused call. */
export function writtenState(s: TestStandIn): unknown {
  return { ...writtenRecords(s), events: s.db.prepare(EVENTS).all() };
}

const EVENTS = "SELECT id, account_id, channel, type FROM live_events ORDER BY id";

/**
 * The records alone (no live events): a call accepted that changes nothing still emits its one event (the gateway's
 * rule, mocks/live/writeEvents.ts), aimed at the account it names.
 */
export function writtenRecords(s: TestStandIn): Record<string, unknown[]> {
  const all = (sql: string) => s.db.prepare(sql).all();
  return {
    accounts: all(
      `SELECT id, username, mobile, password_hash, menus, buttons, display_name, main_account_id, enabled,
         must_change_password FROM accounts ORDER BY id`,
    ),
    audit: all("SELECT * FROM staff_audit ORDER BY id"),
    sessions: all("SELECT token, account_id FROM sessions ORDER BY token"),
  };
}

export function accountIdOf(s: TestStandIn, username: string): number {
  return Number(s.db.prepare("SELECT id FROM accounts WHERE username = ?").pluck().get(username));
}

export function auditRows(s: TestStandIn, accountId: string | number) {
  return s.db
    .prepare("SELECT operator_id, action, before, after FROM staff_audit WHERE account_id = ? ORDER BY id")
    .all(Number(accountId)) as { operator_id: number; action: string; before: string; after: string }[];
}

export function accountEvents(s: TestStandIn, accountId: string | number, afterId = 0) {
  return s.db
    .prepare("SELECT channel, type FROM live_events WHERE account_id = ? AND id > ? ORDER BY id")
    .all(Number(accountId), afterId) as { channel: string; type: string }[];
}
