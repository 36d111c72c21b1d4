/**
 * The schemas of the calls that do not carry them on their declaration (issue 42 §1): every call's but six. They
 * live in src/api/wire/<module>.ts, apart from the declarations and importing none, so that no page carries them (a
 * list imports its row actions' declarations); ./entries/<module>.ts registers them to their calls. The stand-in
 * (mocks/requestSchema.ts), the OpenAPI document, the conformance run and the console's forms, once one renders
 * (src/resources/engine/requestLimits.ts, loaded then), read them through `schemasOf` (./index.ts).
 *
 * The declarations' types come from these schemas by a type import (`RequestType<typeof wire.xRequest>`); `wire()`
 * still holds each declaration to what is registered for it: a request type the schema would refuse, a field one side
 * names and the other does not, or an answer type that differs from the schema's, each fails to compile here.
 */
import * as v from "valibot";
import type { Endpoint } from "../endpoint";
import {
  dateTime,
  integer,
  optional,
  optionalText,
  problemOf,
  type AnswerType,
  type RequestSchema,
  type RequestType,
  type Schema,
} from "../schema";

/** One call's schemas as registered: the request (absent: the call sends nothing) and the answer. */
export interface WireEntry {
  readonly endpoint: Endpoint;
  readonly request?: RequestSchema;
  /** Absent for a download (bytes) or the push stream (text/event-stream). */
  readonly answer?: Schema;
}

type Keys<T> = T extends object ? keyof T : never;
type SameKeys<A, B> = [Keys<A>] extends [Keys<B>] ? ([Keys<B>] extends [Keys<A>] ? true : false) : false;

/** Mismatch marker: the error names both sides. */
interface Mismatch<Declared, FromSchema> {
  readonly declared: Declared;
  readonly fromSchema: FromSchema;
}

/**
 * A request schema matches the declared request type when everything the console may send passes the schema's
 * types (the declared type is assignable to the schema's input) and both name the same fields.
 */
type RequestMatch<Req, S extends RequestSchema> = [NonNullable<Req>] extends [RequestType<S>]
  ? SameKeys<NonNullable<Req>, RequestType<S>> extends true
    ? unknown
    : Mismatch<Req, RequestType<S>>
  : Mismatch<Req, RequestType<S>>;

/** An answer schema matches the declared answer type when each is assignable to the other. */
type AnswerMatch<Res, A extends Schema> = [AnswerType<A>] extends [Res]
  ? [Res] extends [AnswerType<A>]
    ? unknown
    : Mismatch<Res, AnswerType<A>>
  : Mismatch<Res, AnswerType<A>>;

/** A call that sends nothing declares its request type `void` (or undefined) and registers no request schema. */
type SendsNothing<Req> = [Req] extends [void | undefined] ? true : false;

/**
 * Registers a call's schemas, held to its declared types:
 * `wire(api.message.unReadNum, { request: request({ platform: text("平台", { max: 32 }) }), answer: v.number() })`.
 */
export function wire<Req, Res, S extends RequestSchema = never, A extends Schema = never>(
  endpoint: Endpoint<Req, Res>,
  schemas: (SendsNothing<Req> extends true ? { request?: never } : { request: S & RequestMatch<Req, S> }) & {
    answer?: A & AnswerMatch<Res, A>;
  },
): WireEntry {
  const { request, answer } = schemas as { request?: RequestSchema; answer?: Schema };
  return { endpoint: endpoint as Endpoint, ...(request ? { request } : {}), ...(answer ? { answer } : {}) };
}

// ---- answers as they travel

/** A count of a page: a whole number, or its digits as text (the console converts them). */
const count = v.pipe(
  v.union([v.pipe(v.number(), v.integer(), v.minValue(0)), v.pipe(v.string(), v.regex(/^\d+$/))]),
  v.transform(Number),
);

/** The data of a paginated answer: the console reads its counts as numbers. */
export function page<R extends Schema>(record: R) {
  return v.object({ current: count, size: count, total: count, records: v.array(record) });
}

/**
 * A whole number as the gateway reads one: a JSON number or its digits as text (a query's values always travel as
 * text; mocks/validate.ts `integer`). The console's type is a number. The stand-in checks the text and hands a query's
 * handler the text as it came (a JSON body's handler gets the number).
 */
export function queryInteger(label: string, range: { min?: number; max?: number } = {}) {
  return v.pipe(
    v.union([v.number(), v.pipe(v.string(), v.regex(/^\d+$/, `${label}必须是整数`))], (issue) =>
      issue.input === undefined || issue.input === null ? `${label}不能为空` : `${label}必须是整数`,
    ),
    v.transform(Number),
    integer(label, range),
  );
}

/** The paging fields of a page request (mocks/validate.ts `paging`): 页码 ≥ 1, 每页条数 1 to 100. */
export const PAGING = {
  current: optional(queryInteger("页码", { min: 1 })),
  size: optional(queryInteger("每页条数", { min: 1, max: 100 })),
};

/**
 * A whole number as mocks/validate.ts `integer` reads one: a JSON number or its digits as text (a query's value, an
 * id the console holds as text), 「X不能为空」 when absent, null or "" (where `queryInteger` says 「X必须是整数」 of "").
 */
function whole(label: string, range: { min?: number; max?: number }, emptyIsAbsent: boolean) {
  return v.pipe(
    v.union([v.number(), v.string()], (issue) =>
      issue.input === undefined || issue.input === null ? `${label}不能为空` : `${label}必须是整数`,
    ),
    v.check((value) => emptyIsAbsent || value !== "", `${label}不能为空`),
    v.check(
      (value) => value === "" || typeof value === "number" || /^\d+$/.test(value),
      `${label}必须是整数`,
    ),
    v.transform((value) => (value === "" ? undefined : Number(value))),
    v.optional(integer(label, range)),
  );
}

export function wholeNumber(label: string, range: { min?: number; max?: number } = {}) {
  return whole(label, range, false);
}

/** An optional whole number: absent, null and "" are all "not given" (validate.ts `integer` with `optional`). */
export function optionalWholeNumber(label: string, range: { min?: number; max?: number } = {}) {
  return optional(whole(label, range, true));
}

/**
 * An optional "YYYY-MM-DD HH:mm:ss" of a search, as mocks/validate.ts `dateTime` reads one: blank is "not given",
 * more than 19 characters 「X不能超过19个字符」, else a real moment or 「X格式不正确」. With `wholeDay` (a range's bound,
 * mocks/validate.ts `whereDayRange`), a plain day "YYYY-MM-DD" is taken too (the whole day). A start after the end is
 * the handler's check (it needs both fields).
 */
export function timeBound(label: string, options: { wholeDay?: boolean } = {}) {
  const moment = dateTime(label);
  return optionalText(label, {
    max: 19,
    format: (value) =>
      problemOf(moment, options.wholeDay && /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value} 00:00:00` : value),
  });
}
