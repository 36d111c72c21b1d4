/**
 * How a call's request is written (pure): the declared path's `{name}` segments filled from the payload, the rest of
 * the payload placed as query parameters, a JSON body or multipart form data, as the endpoint declares.
 */
import type { Endpoint } from "../api/endpoint";
import type { QueryValue } from "../api/signing";

export type QueryParams = Record<string, QueryValue | QueryValue[]>;

export interface PreparedRequest {
  /** Declared path with `{params}` filled; what is signed. */
  path: string;
  query: QueryParams;
  /** Exact JSON text sent, or undefined for no body. */
  body?: string;
  form?: FormData;
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value) && !(value instanceof FormData);
}

function toQueryValue(value: unknown): QueryValue {
  if (value === null || value === undefined) return undefined;
  if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") return value;
  if (value instanceof Date) return value.toISOString();
  return JSON.stringify(value);
}

/** Payload fields → query parameters (null/undefined dropped, arrays kept as repeated values). */
export function toQueryParams(fields: Record<string, unknown>): QueryParams {
  const query: QueryParams = {};
  for (const [name, value] of Object.entries(fields)) {
    if (Array.isArray(value)) query[name] = value.map(toQueryValue).filter((v) => v !== undefined);
    else if (toQueryValue(value) !== undefined) query[name] = toQueryValue(value);
  }
  return query;
}

function toFormData(payload: unknown): FormData {
  if (payload instanceof FormData) return payload;
  const form = new FormData();
  if (!isPlainObject(payload)) return form;
  for (const [name, value] of Object.entries(payload)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined || item === null) continue;
      if (item instanceof Blob) form.append(name, item);
      else form.append(name, typeof item === "object" ? JSON.stringify(item) : String(item));
    }
  }
  return form;
}

function copyForm(form: FormData): FormData {
  const copy = new FormData();
  form.forEach((value, name) => copy.append(name, value));
  return copy;
}

/** Fills the path parameters and places the rest of the payload (pure; exported for tests). */
export function prepareRequest(
  ep: Endpoint,
  payload: unknown,
  options: { query?: QueryParams } = {},
): PreparedRequest {
  // A FormData is copied so that taking the path parameters out of it leaves the caller's object alone.
  let rest: unknown = payload instanceof FormData ? copyForm(payload) : payload;
  const path = ep.path.replace(/\{(\w+)\}/g, (_m, name: string) => {
    let value: unknown;
    if (rest instanceof FormData) {
      value = rest.get(name);
      rest.delete(name);
    } else if (isPlainObject(rest)) {
      const { [name]: taken, ...others } = rest;
      value = taken;
      rest = others;
    }
    if (value === undefined || value === null || value === "") {
      throw new Error(`${ep.method} ${ep.path}: 缺少路径参数 ${name}`);
    }
    return encodeURIComponent(String(value));
  });

  const extra = options.query ?? {};
  if (ep.payload === "query") {
    return { path, query: { ...(isPlainObject(rest) ? toQueryParams(rest) : {}), ...extra } };
  }
  if (ep.payload === "multipart") return { path, query: { ...extra }, form: toFormData(rest) };
  return { path, query: { ...extra }, body: rest === undefined ? undefined : JSON.stringify(rest) };
}
