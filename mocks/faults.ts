import type { Context, MiddlewareHandler } from "hono";
import type { HttpBindings } from "@hono/node-server";

/**
 * Fault injection for tests: make the next matching calls fail the way a broken network or server would.
 * - status: answer that HTTP status with a body without msg ({code, data: null}), so the console shows its own
 *   §8 text;
 * - drop: close the connection without answering (in-process `app.request` rejects instead);
 * - hang: never answer, until the client gives up (the request's abort signal).
 */
export interface FaultRule {
  status?: number;
  drop?: boolean;
  hang?: boolean;
  /** How many calls fail (default 1). */
  count?: number;
  /** Substring of the request path; default: every call except the test hooks. */
  match?: string;
}

/** Thrown (in-process) for a dropped call, so `app.request` rejects like fetch does on a network error. */
export class DroppedConnection extends Error {
  constructor() {
    super("connection dropped by fault injection");
    this.name = "DroppedConnection";
  }
}

export class Faults {
  private rule: (FaultRule & { remaining: number }) | null = null;

  set(rule: FaultRule): void {
    const kinds = [rule.status !== undefined, rule.drop === true, rule.hang === true].filter(Boolean).length;
    if (kinds !== 1) throw new Error("a fault needs exactly one of status, drop or hang");
    if (
      rule.status !== undefined &&
      !(Number.isInteger(rule.status) && rule.status >= 100 && rule.status <= 599)
    ) {
      throw new Error("status must be an HTTP status code");
    }
    const count = rule.count ?? 1;
    if (!Number.isInteger(count) || count < 1) throw new Error("count must be a positive integer");
    this.rule = { ...rule, remaining: count };
  }

  clear(): void {
    this.rule = null;
  }

  /** The active rule and how many calls it still applies to. */
  current(): (FaultRule & { remaining: number }) | null {
    return this.rule ? { ...this.rule } : null;
  }

  /** Consumes one use of the rule when it applies to `path`. */
  take(path: string): FaultRule | null {
    const rule = this.rule;
    if (!rule) return null;
    if (rule.match !== undefined && !path.includes(rule.match)) return null;
    rule.remaining -= 1;
    if (rule.remaining <= 0) this.rule = null;
    return rule;
  }
}

function untilAborted(c: Context): Promise<void> {
  const signal = c.req.raw.signal;
  return new Promise((resolve) => {
    if (signal.aborted) resolve();
    else signal.addEventListener("abort", () => resolve(), { once: true });
  });
}

export function faultMiddleware(faults: Faults, exempt: (path: string) => boolean): MiddlewareHandler {
  return async (c, next) => {
    if (exempt(c.req.path)) return next();
    const rule = faults.take(c.req.path);
    if (!rule) return next();
    if (rule.status !== undefined) {
      return c.json({ code: rule.status, data: null }, rule.status as 500);
    }
    if (rule.drop) {
      // Typed boundary: env holds the node request/response only when served by @hono/node-server.
      const bindings = c.env as Partial<HttpBindings> | undefined;
      if (!bindings?.incoming) throw new DroppedConnection();
      bindings.incoming.socket.destroy();
      await untilAborted(c);
      return c.body(null);
    }
    await untilAborted(c);
    return c.body(null);
  };
}
