/**
 * The conformance run (issue 42 §3): every read of the contract called against a gateway, signed and sent by the
 * console's own HTTP client (src/providers/http.ts, through scripts/benchClient.ts), and each answer held to the
 * contract as it arrived (before the client reads it):
 * - the envelope: HTTP 2xx, a JSON object with an integer `code`, a string `msg` and `data`;
 * - code SUCCESS_CODE, else the call is refused (its business code and msg are reported);
 * - `data` against the call's answer schema (valibot, src/api), or against the page every paginated call answers
 *   when it has none; a download answers bytes, not JSON.
 * The requests come from scripts/conformanceFixtures.ts. `npm run conformance` (scripts/conformance.ts) prints the
 * report; scripts/conformance.test.ts runs it against an in-process stand-in.
 */
import * as v from "valibot";
import { allEndpoints } from "../src/api/allEndpoints";
import { schemasOf } from "../src/api/wire";
import { SUCCESS_CODE, type Endpoint, type HttpMethod } from "../src/api/endpoint";
import type { HttpTransport, TransportResponse } from "../src/providers/httpTransport";
import { loginThroughApi, type BenchClient, type LoginOptions } from "./benchClient";
import {
  collectFixtures,
  fixtureReader,
  MissingFixture,
  READ_REQUESTS,
  SKIPPED_READS,
  type FixtureSet,
  type Fixtures,
} from "./conformanceFixtures";
import { fetchTransport } from "./fetchTransport";
import { contractNames, pageSchema } from "./openapiDocument";

/** ok; a failure (the answer does not match, the call is refused, HTTP or network failure); or not called. */
export type Outcome = "ok" | "mismatch" | "refused" | "http" | "skipped";

export const FAILURES: readonly Outcome[] = ["mismatch", "refused", "http"];

export interface CallReport {
  /** The declaration's name in the contract, e.g. `order.provider.orderList`. */
  name: string;
  method: HttpMethod;
  path: string;
  outcome: Outcome;
  /** What was checked (ok), what did not match and where, the code and msg, or why it was skipped. */
  detail: string;
}

export interface ConformanceReport {
  calls: CallReport[];
  fixtures: FixtureSet;
}

export interface ConformanceTarget {
  /** The base URL the console would be given (VITE_API_BASE_URL): the contract's paths follow it. */
  apiBase: string;
  username: string;
  password: string;
  /** The transport (default Node's fetch), signing keys and login key of the gateway. */
  login?: LoginOptions;
}

const PAGE = { current: 1, size: 10 } as const;

/** The reads of the contract, by name. */
export function contractReads(): { name: string; endpoint: Endpoint }[] {
  const names = contractNames();
  return allEndpoints
    .filter((endpoint) => endpoint.effect === "read")
    .map((endpoint) => ({ name: names.get(endpoint) ?? `${endpoint.method} ${endpoint.path}`, endpoint }))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/** The request schema's required fields (those it refuses when absent), each from the fixture of its name. */
function fromSchema(endpoint: Endpoint, fixtures: Fixtures): Record<string, unknown> | undefined {
  const { request } = schemasOf(endpoint);
  if (!request) return undefined;
  const payload: Record<string, unknown> = {};
  for (const [name, schema] of Object.entries(request.entries)) {
    if (v.safeParse(schema, undefined).success) continue;
    payload[name] = (fixtures as unknown as Record<string, unknown>)[name];
  }
  return payload;
}

function hasPaging(endpoint: Endpoint): boolean {
  const { request } = schemasOf(endpoint);
  return endpoint.paginated || (!!request && "current" in request.entries);
}

/** The request of one read, or why it is not called. */
export function requestOf(
  endpoint: Endpoint,
  fixtures: FixtureSet,
): { payload: unknown } | { skipped: string } {
  const skipped = SKIPPED_READS.get(endpoint);
  if (skipped) return { skipped };
  const entry = READ_REQUESTS.find((request) => request.endpoint === endpoint);
  let payload: unknown;
  try {
    const reader = fixtureReader(fixtures);
    payload = entry ? entry.build(reader) : fromSchema(endpoint, reader);
  } catch (error) {
    if (!(error instanceof MissingFixture)) throw error;
    const why = fixtures.missing[error.fixture as keyof Fixtures];
    return { skipped: `needs ${error.fixture}, which the gateway gave none of${why ? ` (${why})` : ""}` };
  }
  if (hasPaging(endpoint)) payload = { ...PAGE, ...(payload as object | undefined) };
  return { payload };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function isJson(contentType: string | null): boolean {
  return /[/+]json\b/i.test(contentType ?? "");
}

/** The answer's body as JSON (a download's JSON answer is a Blob), or its text, or null. */
async function bodyOf(response: TransportResponse): Promise<unknown> {
  const { data } = response;
  if (!(data instanceof Blob)) return data;
  if (!isJson(response.header("Content-Type"))) return null;
  try {
    return JSON.parse(await data.text()) as unknown;
  } catch {
    return null;
  }
}

function issuePath(issue: v.BaseIssue<unknown>): string {
  const keys = (issue.path ?? []).map((item) => String(item.key));
  return ["data", ...keys].join(".");
}

function clip(text: string, max = 160): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** What one answer says of the call. */
export async function judge(
  endpoint: Endpoint,
  response: TransportResponse | null,
  failure: unknown,
): Promise<{ outcome: Outcome; detail: string }> {
  if (!response) {
    const message = failure instanceof Error ? failure.message : String(failure);
    return { outcome: "http", detail: `no answer: ${message}` };
  }
  const body = await bodyOf(response);
  if (response.status < 200 || response.status >= 300) {
    const msg = isObject(body) && typeof body.msg === "string" ? `: ${body.msg}` : "";
    return { outcome: "http", detail: `HTTP ${response.status}${msg}` };
  }
  if (
    endpoint.response === "blob" &&
    response.data instanceof Blob &&
    !isJson(response.header("Content-Type"))
  ) {
    const type = response.header("Content-Type") ?? "no Content-Type";
    return { outcome: "ok", detail: `${response.data.size} bytes (${type})` };
  }
  if (!isObject(body)) {
    const what = typeof body === "string" ? `text ${JSON.stringify(clip(body, 60))}` : "no JSON object";
    return { outcome: "mismatch", detail: `envelope: ${what} where {code, msg, data} was expected` };
  }
  if (typeof body.code !== "number" || !Number.isInteger(body.code))
    return {
      outcome: "mismatch",
      detail: `envelope.code: an integer expected, got ${JSON.stringify(body.code)}`,
    };
  if (typeof body.msg !== "string")
    return {
      outcome: "mismatch",
      detail: `envelope.msg: a string expected, got ${JSON.stringify(body.msg)}`,
    };
  if (body.code !== SUCCESS_CODE) return { outcome: "refused", detail: `code ${body.code}: ${body.msg}` };
  if (!("data" in body)) return { outcome: "mismatch", detail: "envelope.data: missing" };
  if (endpoint.response === "blob")
    return { outcome: "mismatch", detail: "a JSON envelope where the file's bytes were expected" };
  const { answer } = schemasOf(endpoint);
  const schema = answer ?? (endpoint.paginated ? pageSchema : null);
  if (!schema) return { outcome: "ok", detail: "envelope (no answer schema declared)" };
  const result = v.safeParse(schema, body.data);
  if (!result.success) {
    const [issue] = result.issues;
    return { outcome: "mismatch", detail: `${issuePath(issue)}: ${issue.message}` };
  }
  return { outcome: "ok", detail: answer ? "envelope and answer schema" : "envelope and page" };
}

/** Records the last answer the transport received (calls are made one at a time). */
function recording(transport: HttpTransport): {
  transport: HttpTransport;
  take: () => TransportResponse | null;
} {
  let last: TransportResponse | null = null;
  return {
    transport: async (request) => {
      last = null;
      last = await transport(request);
      return last;
    },
    take: () => {
      const response = last;
      last = null;
      return response;
    },
  };
}

async function callOne(
  client: BenchClient,
  take: () => TransportResponse | null,
  endpoint: Endpoint,
  payload: unknown,
): Promise<{ outcome: Outcome; detail: string }> {
  take();
  let failure: unknown = null;
  try {
    await client.callEnvelope(endpoint, payload, { silent: true });
  } catch (error) {
    failure = error;
  }
  return judge(endpoint, take(), failure);
}

/**
 * Logs in, looks the fixtures up and calls every read once, in name order; `onCall` hears each result as it comes.
 * A failed login rejects (nothing can be called).
 */
export async function runConformance(
  target: ConformanceTarget,
  onCall: (call: CallReport) => void = () => undefined,
): Promise<ConformanceReport> {
  const { transport, take } = recording(target.login?.transport ?? fetchTransport);
  const client = await loginThroughApi(target.apiBase, target.username, target.password, {
    ...target.login,
    transport,
  });
  const fixtures = await collectFixtures(client);
  const calls: CallReport[] = [];
  for (const { name, endpoint } of contractReads()) {
    const request = requestOf(endpoint, fixtures);
    const { outcome, detail } =
      "skipped" in request
        ? { outcome: "skipped" as const, detail: request.skipped }
        : await callOne(client, take, endpoint, request.payload);
    const call = { name, method: endpoint.method, path: endpoint.path, outcome, detail };
    calls.push(call);
    onCall(call);
  }
  return { calls, fixtures };
}

// ---- the report

const LABELS: Record<Outcome, string> = {
  ok: "ok",
  mismatch: "MISMATCH",
  refused: "REFUSED",
  http: "HTTP",
  skipped: "skipped",
};

/** One line of the report. */
export function formatCall(call: CallReport): string {
  return `${LABELS[call.outcome].padEnd(8)} ${call.method.padEnd(4)} ${call.path}  ${call.name} — ${call.detail}`;
}

/** The counts, the fixtures not found, the skipped reads and the failures, after the per-call lines. */
export function formatSummary(report: ConformanceReport): string[] {
  const count = (outcome: Outcome) => report.calls.filter((call) => call.outcome === outcome).length;
  const lines = [
    `conformance: ${report.calls.length} reads — ${count("ok")} ok, ${count("skipped")} skipped, ` +
      `${count("mismatch")} schema mismatches, ${count("refused")} refused, ${count("http")} HTTP errors`,
  ];
  const missing = Object.entries(report.fixtures.missing);
  if (missing.length > 0) {
    lines.push("fixtures not found (the reads needing them are skipped):");
    for (const [name, why] of missing) lines.push(`  ${name}: ${why}`);
  }
  const skipped = report.calls.filter((call) => call.outcome === "skipped");
  if (skipped.length > 0) {
    lines.push("skipped:");
    for (const call of skipped) lines.push(`  ${call.name}: ${call.detail}`);
  }
  const failed = report.calls.filter((call) => FAILURES.includes(call.outcome));
  if (failed.length > 0) {
    lines.push("failed:");
    for (const call of failed) lines.push(`  ${formatCall(call)}`);
  }
  return lines;
}

export function failuresOf(report: ConformanceReport): CallReport[] {
  return report.calls.filter((call) => FAILURES.includes(call.outcome));
}
