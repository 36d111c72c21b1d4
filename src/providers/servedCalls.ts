/**
 * Which of the paths this project chose the gateway serves (issue 42 §3, src/api/gateway.ts), learnt once with the
 * user info after a login or a reload and kept in memory for the page's life. An action whose call is a chosen path
 * the gateway does not serve is not offered (src/resources/engine/actions.ts `isOffered`), so a provider never
 * clicks into 接口不存在.
 *
 * - Served list known: a chosen call is offered only when the list names it.
 * - The gateway does not know the question (HTTP 404): it serves none of the chosen calls.
 * - Not known (not logged in yet, or the question failed another way: network, 5xx): every call is offered, as
 *   before; a failure is not taken as an answer.
 */
import type { Endpoint } from "../api/endpoint";
import * as gateway from "../api/gateway";
import { ApiError } from "./errors";
import { call } from "./http";
import { onSessionChange, getToken } from "./session";

let served: ReadonlySet<string> | null = null;

/** "METHOD /path", as the gateway's answer names a call. */
export function callKey(endpoint: Pick<Endpoint, "method" | "path">): string {
  return `${endpoint.method} ${endpoint.path}`;
}

/** Sets what the gateway serves (null: not known). */
export function setServedCalls(keys: readonly string[] | null): void {
  served = keys === null ? null : new Set(keys);
}

/** True unless the call is a chosen path the gateway is known not to serve. */
export function servesCall(endpoint: Pick<Endpoint, "method" | "path" | "chosenPath">): boolean {
  return !endpoint.chosenPath || served === null || served.has(callKey(endpoint));
}

/** True unless the route is built on a chosen call the gateway is known not to serve (its `needs`). */
export function servesRoute(route: { needs?: Pick<Endpoint, "method" | "path" | "chosenPath"> }): boolean {
  return !route.needs || servesCall(route.needs);
}

const screenCalls = new Map<string, Pick<Endpoint, "method" | "path" | "chosenPath">>();

/**
 * The chosen calls screens are built on (a route's `needs`), by route path: handed over once by the admin app's
 * wiring, so that every "may this account open X" (the access-control provider's `can`, usePermission().mayOpen:
 * routes, quick links, notices) leaves out a screen the gateway cannot serve.
 */
export function registerScreenCalls(
  entries: Iterable<readonly [string, Pick<Endpoint, "method" | "path" | "chosenPath">]>,
): void {
  for (const [path, endpoint] of entries) screenCalls.set(path, endpoint);
}

/** True unless the screen at `path` (a query string is ignored) is built on a chosen call not served. */
export function servesScreen(path: string): boolean {
  const needs = screenCalls.get(path.split(/[?#]/)[0]);
  return !needs || servesCall(needs);
}

/** Asks the gateway (never rejects): the served chosen calls, [] when it does not know the question, else null. */
export async function fetchServedCalls(token?: string): Promise<string[] | null> {
  try {
    return await call(gateway.servedCalls, undefined, { silent: true, token });
  } catch (cause) {
    return cause instanceof ApiError && cause.kind === "http" && cause.status === 404 ? [] : null;
  }
}

// A logout (or an ended session) forgets the answer: the next login asks again.
onSessionChange(() => {
  if (!getToken()) served = null;
});
