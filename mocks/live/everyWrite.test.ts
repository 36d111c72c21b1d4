// @vitest-environment node
/**
 * Every write is an event (issue 40 §1): each endpoint of the contract with a write effect, called once on the seed
 * as it succeeds, leaves exactly one new live event on its declared channel, made by the caller (its account id) and
 * naming the records its request keys; the same endpoint called so that it fails (a record that does not exist, a
 * required field missing) leaves none. The fixtures are mocks/orders/orderWriteFixtures.ts and
 * mocks/live/otherWriteFixtures.ts: a write endpoint without one fails here by name, so no write is added without its
 * event.
 */
import { allEndpoints } from "../../src/api/allEndpoints";
import { writeEffectOf, type Endpoint, type WriteEffect } from "../../src/api/endpoint";
import { orderWriteFixtures } from "../orders/orderWriteFixtures";
import { otherWriteFixtures } from "./otherWriteFixtures";
import {
  accountId,
  withoutRecord,
  type FixtureContext,
  type Payload,
  type WriteFixture,
} from "./writeFixtures";
import { createTestStandIn } from "../testing";
import { liveEventsSince, liveSequence, type LiveEventRow } from "./events";

const nameOf = (ep: Endpoint) => `${ep.method} ${ep.path}`;

const FIXTURES = new Map<Endpoint, WriteFixture>([...orderWriteFixtures, ...otherWriteFixtures]);

const WRITES: [string, Endpoint, WriteEffect][] = allEndpoints.flatMap((ep) => {
  const effect = writeEffectOf(ep);
  return effect ? [[nameOf(ep), ep, effect] as [string, Endpoint, WriteEffect]] : [];
});

const keysOf = (effect: WriteEffect): readonly string[] =>
  effect.key === undefined ? [] : typeof effect.key === "string" ? [effect.key] : effect.key;

/** The ids a payload names by the effect's key fields, as the gateway reads them. */
function namedIds(effect: WriteEffect, payload: Payload): string[] {
  return keysOf(effect).flatMap((key) => {
    const value = payload[key];
    return (Array.isArray(value) ? value : [value]).map(String);
  });
}

async function setUp(fixture: WriteFixture) {
  const s = createTestStandIn();
  const username = fixture.as ?? "demo";
  const token = await s.login(username);
  const f: FixtureContext = {
    s,
    db: s.db,
    call: (endpoint, payload) => s.call(endpoint as Endpoint<Payload, unknown>, payload, { token }),
  };
  return { f, caller: accountId(s.db, username) };
}

describe("every write endpoint", () => {
  it("has a fixture, and every fixture is a write endpoint's", () => {
    expect(WRITES.filter(([, ep]) => !FIXTURES.has(ep)).map(([name]) => name)).toEqual([]);
    const writes = new Set(WRITES.map(([, ep]) => ep));
    expect([...FIXTURES.keys()].filter((ep) => !writes.has(ep)).map(nameOf)).toEqual([]);
  });

  it.each(WRITES)("%s emits one event by its caller, and none when it fails", async (name, ep, effect) => {
    const fixture = FIXTURES.get(ep);
    if (!fixture)
      throw new Error(
        `${name}: no every-write fixture (mocks/orders/orderWriteFixtures.ts, mocks/live/otherWriteFixtures.ts)`,
      );
    const { f, caller } = await setUp(fixture);

    const payload = await fixture.ok(f);
    let before = liveSequence(f.db);
    const done = await f.call(ep, payload);
    expect(done.body, `${name} ${JSON.stringify(payload)}`).toMatchObject({ code: 1 });
    const events: LiveEventRow[] = liveEventsSince(f.db, before);
    expect(events, name).toHaveLength(1);
    const [event] = events;
    expect(event.channel, name).toBe(effect.channel);
    expect(event.operator?.accountId, name).toBe(caller);
    expect(event.operator?.name, name).toMatch(/\S/);
    if (effect.key !== undefined) {
      expect(event.ids.length, name).toBeGreaterThan(0);
      expect(event.ids, name).toEqual(expect.arrayContaining(namedIds(effect, payload)));
    }

    const failing = fixture.fail ? fixture.fail(f, payload) : withoutRecord(effect, payload);
    before = liveSequence(f.db);
    const refused = await f.call(ep, failing);
    expect(refused.body?.code, `${name} ${JSON.stringify(failing)}`).not.toBe(1);
    expect(liveEventsSince(f.db, before), name).toEqual([]);
  });
});
