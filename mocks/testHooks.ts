import type { Hono } from "hono";
import type { Db } from "./db/types";
import { failure, ok } from "./errors";
import type { FaultRule, Faults } from "./faults";
import type { AppSettings } from "./router";
import type { Clock } from "./time";

/**
 * Test hooks, mounted only when the stand-in runs with test hooks on (STANDIN_TEST_HOOKS=1). They are unsigned and
 * are not part of the contract (src/api), which is why their paths live here:
 * - POST   /api/__test__/faults   body FaultRule: the next matching calls fail;
 * - DELETE /api/__test__/faults   clears the fault;
 * - POST   /api/__test__/reset    restores the seed data;
 * - GET    /api/__test__/captcha/:key   the text of a picture captcha (browser tests cannot read the image);
 * - PUT    /api/__test__/unserved   body {calls: ["METHOD /path", …]}: the calls the stand-in acts as not serving
 *   (AppSettings.unserved; [] serves every call again);
 * - GET    /api/__test__/clock    the stand-in's clock (epoch ms), for a browser test to run its pages on the same time.
 */
export const TEST_HOOKS_BASE = "/api/__test__";
export const TEST_HOOK_PATHS = {
  faults: `${TEST_HOOKS_BASE}/faults`,
  reset: `${TEST_HOOKS_BASE}/reset`,
  captcha: (key: string) => `${TEST_HOOKS_BASE}/captcha/${encodeURIComponent(key)}`,
  unserved: `${TEST_HOOKS_BASE}/unserved`,
  clock: `${TEST_HOOKS_BASE}/clock`,
} as const;

export function isTestHookPath(path: string): boolean {
  return path === TEST_HOOKS_BASE || path.startsWith(`${TEST_HOOKS_BASE}/`);
}

function toRule(body: unknown): FaultRule {
  if (typeof body !== "object" || body === null) throw new Error("body must be an object");
  const b = body as Record<string, unknown>;
  const rule: FaultRule = {};
  if (b.status !== undefined) rule.status = Number(b.status);
  if (b.drop !== undefined) rule.drop = b.drop === true;
  if (b.hang !== undefined) rule.hang = b.hang === true;
  if (b.count !== undefined) rule.count = Number(b.count);
  if (b.match !== undefined) rule.match = String(b.match);
  return rule;
}

function toCalls(body: unknown): string[] {
  const calls = typeof body === "object" && body !== null ? (body as { calls?: unknown }).calls : undefined;
  if (!Array.isArray(calls) || !calls.every((call) => typeof call === "string"))
    throw new Error("body must be {calls: string[]}");
  return calls;
}

export function mountTestHooks(
  app: Hono,
  deps: { faults: Faults; reset: () => void; db: Db; settings: Pick<AppSettings, "unserved">; clock: Clock },
): void {
  app.get(TEST_HOOK_PATHS.clock, (c) => c.json(ok(deps.clock())));
  app.put(TEST_HOOK_PATHS.unserved, async (c) => {
    try {
      const calls = toCalls(await c.req.json());
      deps.settings.unserved.clear();
      for (const call of calls) deps.settings.unserved.add(call);
    } catch (error) {
      return c.json(failure(400, error instanceof Error ? error.message : String(error)), 400);
    }
    return c.json(ok([...deps.settings.unserved]));
  });
  app.post(TEST_HOOK_PATHS.faults, async (c) => {
    try {
      deps.faults.set(toRule(await c.req.json()));
    } catch (error) {
      return c.json(failure(400, error instanceof Error ? error.message : String(error)), 400);
    }
    return c.json(ok(deps.faults.current()));
  });
  app.delete(TEST_HOOK_PATHS.faults, (c) => {
    deps.faults.clear();
    return c.json(ok(null));
  });
  app.post(TEST_HOOK_PATHS.reset, (c) => {
    deps.reset();
    return c.json(ok(null));
  });
  app.get(`${TEST_HOOKS_BASE}/captcha/:key`, (c) => {
    const code = deps.db
      .prepare("SELECT code FROM captchas WHERE captcha_key = ?")
      .pluck()
      .get(c.req.param("key"));
    if (typeof code !== "string") return c.json(failure(404, "captcha not found"), 404);
    return c.json(ok(code));
  });
}
