/**
 * Links between screens, built from the route declarations (a vertical's routes.ts) so that a path is written once:
 * a detail page's link names its record with the route's own `key`, a list's link carries its search fields.
 */
import type { DetailRoute } from "../types";

type QueryValue = string | number | boolean | null | undefined;

/** `?a=1&b=2` of the fields that have a value (empty, null and undefined ones are left out); "" when none has. */
function queryString(query: Readonly<Record<string, QueryValue>>): string {
  const params = new URLSearchParams();
  for (const [field, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== "") params.set(field, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** The link to one record of a detail route: `${route.path}?${route.key}=<value>`. */
export function linkTo(route: DetailRoute, value: string | number): string {
  return `${route.path}?${route.key}=${encodeURIComponent(String(value))}`;
}

/**
 * A link to a route (or a path of SCREENS) with query fields, e.g. a list opened filtered from the home page's
 * counters; `hash` (without #) names a part of the page.
 */
export function linkWith(
  route: { path: string } | string,
  query: Readonly<Record<string, QueryValue>> = {},
  hash?: string,
): string {
  const path = typeof route === "string" ? route : route.path;
  return `${path}${queryString(query)}${hash ? `#${hash}` : ""}`;
}
