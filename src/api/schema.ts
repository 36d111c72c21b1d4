/**
 * What a call accepts, written once (issue 42 §1): an endpoint's request schema (valibot, the smaller of the two
 * libraries weighed: docs/decisions.md) is read by both sides of the wire. The stand-in refuses a request that does
 * not match it before its handler runs, with the field's message (mocks/requestSchema.ts); a console form field
 * that names the request field it fills takes its required, lengths, ranges and checks from it
 * (resources/engine/requestField.ts, through ./schemaLimits.ts). The messages are the gateway's Chinese ones, so
 * the console and the stand-in say the same thing about the same value.
 *
 * The builders below carry the stand-in's wording (mocks/validate.ts): 「X不能为空」, 「X不能超过N个字符」,
 * 「X格式不正确」, 「X超出范围」. Text is trimmed before it is measured, as the gateway did.
 */
import * as v from "valibot";

/** Any schema of the contract (a field's, a request's, an answer's). */
export type Schema = v.GenericSchema;

/** A request schema: an object of the request's fields. */
export type RequestSchema = v.ObjectSchema<v.ObjectEntries, v.ErrorMessage<v.ObjectIssue> | undefined>;

/** The request type a schema describes (what the console sends). */
export type RequestType<S extends Schema> = v.InferInput<S>;

/** The answer type a schema describes (what the gateway answers). */
export type AnswerType<S extends Schema> = v.InferOutput<S>;

type Message = (issue: v.BaseIssue<unknown>) => string;

/**
 * Absent or null reads as 「X不能为空」 (or `empty`, e.g. 请上传X), any other value of the wrong type as
 * 「X格式不正确」.
 */
const typeMessage =
  (label: string, empty = `${label}不能为空`): Message =>
  (issue) =>
    issue.input === undefined || issue.input === null ? empty : `${label}格式不正确`;

/**
 * The request's fields (or a field's, named `label`: 「X不能为空」 when it is absent or not an object). A field left
 * out is refused with the message its own schema gives an absent value (valibot would name the object instead).
 */
export function request<E extends v.ObjectEntries>(entries: E, label?: string) {
  return v.object(entries, (issue) => {
    const key = issue.path?.at(-1)?.key;
    if (issue.type === "object" && issue.path && typeof key === "string" && Object.hasOwn(entries, key)) {
      return problemOf(entries[key], undefined) ?? `${key}不能为空`;
    }
    return label ? `${label}不能为空` : "请求参数格式不正确";
  });
}

/** Optional: the field may be absent or null (the gateway reads both as "not given"). */
export function optional<S extends Schema>(schema: S) {
  return v.nullish(schema);
}

/**
 * A trimmed text of 1 to `max` characters; `format` refuses a filled value with its message (absent, null and
 * blank are 「X不能为空」, or `empty`, never a format error).
 */
export function text(
  label: string,
  options: { max: number; format?: (value: string) => string | null; empty?: string; maxMessage?: string },
) {
  const empty = options.empty ?? `${label}不能为空`;
  return v.pipe(
    v.string(typeMessage(label, empty)),
    v.trim(),
    v.nonEmpty(empty),
    v.maxLength(options.max, options.maxMessage ?? `${label}不能超过${options.max}个字符`),
    filled(options.format),
  );
}

/**
 * An optional trimmed text of at most `max` characters: absent, null or blank are all "not given"; `format`
 * checks a filled value only.
 */
export function optionalText(
  label: string,
  options: { max: number; format?: (value: string) => string | null; maxMessage?: string },
) {
  return optional(
    v.pipe(
      v.string(typeMessage(label)),
      v.trim(),
      v.maxLength(options.max, options.maxMessage ?? `${label}不能超过${options.max}个字符`),
      filled(options.format),
    ),
  );
}

/** A check of a filled text: its message, or none. */
function filled(format: ((value: string) => string | null) | undefined) {
  return v.rawCheck<string>(({ dataset, addIssue }) => {
    if (!format || !dataset.typed || dataset.value === "") return;
    const problem = format(dataset.value);
    if (problem) addIssue({ message: problem });
  });
}

/**
 * Mobile number (spec §5): 11 digits, first 1, second digit 3 to 9. The same pattern as src/domain/validators.ts
 * `MOBILE_PATTERN` (the contract may not import the domain; schema.test.ts holds them equal).
 */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;

/** A mobile number of 11 characters at most (the form's input length), 「X格式不正确」 otherwise. */
export function mobile(label: string) {
  return text(label, { max: 11, maxMessage: `${label}格式不正确`, format: mobileFormat(label) });
}

/** An optional mobile number: absent, null or blank are "not given". */
export function optionalMobile(label: string) {
  return optionalText(label, { max: 11, maxMessage: `${label}格式不正确`, format: mobileFormat(label) });
}

function mobileFormat(label: string) {
  return (value: string) => (MOBILE_PATTERN.test(value) ? null : `${label}格式不正确`);
}

/** A whole number within [min, max]: 「X不能为空」, 「X必须是整数」, 「X超出范围」 (mocks/validate.ts `integer`). */
export function integer(label: string, range: { min?: number; max?: number } = {}) {
  return v.pipe(
    v.number(typeMessage(label)),
    v.integer(`${label}必须是整数`),
    v.minValue(range.min ?? Number.MIN_SAFE_INTEGER, `${label}超出范围`),
    v.maxValue(range.max ?? Number.MAX_SAFE_INTEGER, `${label}超出范围`),
  );
}

/** One of `values` (codes of an enumeration): 「X不能为空」, else 「X不正确」. */
export function oneOf<const T extends readonly (string | number)[]>(label: string, values: T) {
  return v.picklist(values, (issue) =>
    issue.input === undefined || issue.input === null ? `${label}不能为空` : `${label}不正确`,
  );
}

/** Two decimals at most, as a person types money (the gateway's text test of the number). */
const TWO_DECIMALS = /^\d+(\.\d{1,2})?$/;

/** Money in yuan: above 0, at most `max`, two decimals at most. */
export function yuan(label: string, max: number) {
  return v.pipe(
    v.number(typeMessage(label)),
    v.gtValue(0, `${label}必须大于0`),
    v.maxValue(max, `${label}不能超过${max}`),
    v.check((n) => TWO_DECIMALS.test(String(n)), `${label}最多两位小数`),
    v.metadata({ decimals: 2 }),
  );
}

/** Stored file paths (uploaded photos): at most `max`, each a path of at most 300 characters. */
export function filePaths(label: string, max: number) {
  return v.pipe(
    v.array(
      v.pipe(
        v.string(`${label}格式不正确`),
        v.trim(),
        v.nonEmpty(`${label}格式不正确`),
        v.maxLength(300, `${label}格式不正确`),
      ),
      typeMessage(label),
    ),
    v.maxLength(max, `${label}最多${max}张`),
  );
}

/** "YYYY-MM-DD HH:mm:ss" naming a real moment (2026-11-31 or 24:00:00 do not), 「X格式不正确」 otherwise. */
export function dateTime(label: string) {
  return v.pipe(v.string(typeMessage(label)), v.trim(), v.check(onTheCalendar, `${label}格式不正确`));
}

function onTheCalendar(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(value)) return false;
  const [y, mo, d, h, mi, se] = value.split(/[- :]/).map(Number);
  const moment = new Date(Date.UTC(y, mo - 1, d, h, mi, se));
  return (
    moment.getUTCFullYear() === y &&
    moment.getUTCMonth() === mo - 1 &&
    moment.getUTCDate() === d &&
    moment.getUTCHours() === h &&
    moment.getUTCMinutes() === mi &&
    moment.getUTCSeconds() === se
  );
}

// ---- Reading a schema ----

/** The first problem of `value` against `schema`: its message, or null when the value is accepted. */
export function problemOf(schema: Schema, value: unknown): string | null {
  const result = v.safeParse(schema, value, { abortEarly: true });
  return result.success ? null : result.issues[0].message;
}

/** A request checked against its schema: the clean values (trimmed), or the first problem's message. */
export function checkRequest(
  schema: RequestSchema,
  payload: unknown,
): { ok: true; value: Record<string, unknown> } | { ok: false; message: string } {
  const result = v.safeParse(schema, payload, { abortEarly: true });
  return result.success
    ? { ok: true, value: result.output }
    : { ok: false, message: result.issues[0].message };
}
