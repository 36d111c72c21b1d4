/**
 * Route guard rules of spec §4 ("Route guard"), as pure functions so they can be tested as a table.
 * The components in src/layout/guards.tsx apply them.
 */

export const LOGIN_PATH = "/login";
export const FORGOT_PASSWORD_PATH = "/password/index";
export const APPLY_PATH = "/apply/index";
export const NOT_FOUND_PATH = "/404";
export const FORBIDDEN_PATH = "/401";
export const HOME_PATH = "/";

/** Routes reachable without a token. */
export const PUBLIC_PATHS: readonly string[] = [
  LOGIN_PATH,
  FORGOT_PASSWORD_PATH,
  NOT_FOUND_PATH,
  FORBIDDEN_PATH,
  APPLY_PATH,
];

/** The query parameter that carries the intended path to /login. */
export const REDUCE_PARAM = "reduce";

/** settlePhase above this means onboarding is complete. */
export const SETTLE_PHASE_COMPLETE_ABOVE = 5;

export function isOnboardingComplete(settlePhase: number | undefined): boolean {
  return typeof settlePhase === "number" && settlePhase > SETTLE_PHASE_COMPLETE_ABOVE;
}

export function isPublicPath(path: string): boolean {
  return PUBLIC_PATHS.includes(normalizePath(path));
}

/** The path without its trailing slashes ("/" stays "/"). */
export function normalizePath(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, "") : path;
}

/**
 * The intended path carried in `reduce`, if it is safe to follow: a same-origin path beginning with a single "/"
 * (not "//" nor "/\\", no scheme, no control characters). Anything else is ignored.
 */
export function safeReducePath(value: string | null | undefined): string | null {
  if (!value) return null;
  if (!value.startsWith("/") || value.startsWith("//")) return null;
  // Control characters and backslashes (so "/\\" too, which browsers read as "//"), anywhere.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return null;
  try {
    const base = "http://console.invalid";
    const url = new URL(value, base);
    // A second line of defence: the checks above leave no way to another origin.
    if (url.origin !== base) return null;
    const target = url.pathname + url.search + url.hash;
    return normalizePath(url.pathname) === LOGIN_PATH ? null : target;
  } /* Stryker disable next-line BlockStatement: new URL cannot fail for a path beginning with one "/" */ catch {
    return null;
  }
}

/** /login with the intended path kept in `reduce` (nothing kept for the home page). */
export function loginPathFor(intended: string): string {
  const safe = safeReducePath(intended);
  if (!safe || safe === HOME_PATH) return LOGIN_PATH;
  return `${LOGIN_PATH}?${REDUCE_PARAM}=${encodeURIComponent(safe)}`;
}

export interface GuardInput {
  /** The path being visited (no query). */
  path: string;
  /** Path + query + hash, kept in `reduce` when sending to /login. */
  fullPath: string;
  hasToken: boolean;
  /** undefined while the user info is not known yet. */
  settlePhase: number | undefined;
}

export type GuardDecision =
  | { kind: "allow" }
  | { kind: "redirect"; to: string }
  /** Token present but user info missing: fetch it, then decide again. */
  | { kind: "fetchUser" };

/** Decides what happens when a path is visited. Permission (menu) checks come after, for admin routes. */
export function decideRoute(input: GuardInput): GuardDecision {
  const path = normalizePath(input.path);
  if (!input.hasToken) {
    return isPublicPath(path) ? { kind: "allow" } : { kind: "redirect", to: loginPathFor(input.fullPath) };
  }
  if (path === NOT_FOUND_PATH || path === FORBIDDEN_PATH) return { kind: "allow" };
  if (input.settlePhase === undefined) return { kind: "fetchUser" };
  const complete = isOnboardingComplete(input.settlePhase);
  if (path === LOGIN_PATH || path === FORGOT_PASSWORD_PATH) {
    return { kind: "redirect", to: complete ? HOME_PATH : APPLY_PATH };
  }
  if (path === APPLY_PATH) return complete ? { kind: "redirect", to: HOME_PATH } : { kind: "allow" };
  return complete ? { kind: "allow" } : { kind: "redirect", to: APPLY_PATH };
}

/** Where a successful login leads. */
export function afterLoginPath(settlePhase: number, reduce: string | null | undefined): string {
  if (!isOnboardingComplete(settlePhase)) return APPLY_PATH;
  return safeReducePath(reduce) ?? HOME_PATH;
}
