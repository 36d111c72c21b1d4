/**
 * The OpenAPI 3.1 document of the contract (issue 42 §3), built from the declarations of src/api alone: every call
 * of `allEndpoints` once, with its permission, effect, envelope, request and answer schemas. `npm run openapi`
 * (scripts/openapi.ts) writes it to docs/openapi.json; scripts/openapi.test.ts validates it and fails when the
 * committed file is not the one the contract gives.
 *
 * What the document says that OpenAPI has no field for is in extensions: `x-permission` (who may call: the console
 * routes whose screens make the call, the btn codes it needs, `open` and `onboarding`), `x-effect` (what a successful
 * call changes: "read", "session" or the write's live channel and event type), `x-chosen-path: true` (the spec
 * describes the call in words only; this project chose the path, src/api/README.md says why) and, in schemas,
 * `x-messages` (the Chinese messages the gateway answers for a value that fails a rule).
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { toJsonSchema, type JsonSchema, type OverrideActionContext } from "@valibot/to-json-schema";
import * as v from "valibot";
import { allEndpoints } from "../src/api/allEndpoints";
import {
  isEndpoint,
  pathParams,
  SUCCESS_CODE,
  WRITE_HEADERS,
  writeEffectOf,
  type Endpoint,
  type HttpMethod,
} from "../src/api/endpoint";
import * as modules from "../src/api/modules";
import type { Schema } from "../src/api/schema";
import { SIGNATURE_HEADERS, SIGNATURE_WINDOW_MS } from "../src/api/signing";
import { schemasOf } from "../src/api/wire";
import { IDENTITY_HEADERS } from "../src/providers/headers";
import { ROOT } from "./lib.mjs";

/** A JSON value of the document (objects are built in the order they are written out). */
type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

export interface OpenApiDocument {
  openapi: "3.1.0";
  info: JsonObject;
  servers: JsonObject[];
  tags: JsonObject[];
  paths: Record<string, Record<string, JsonObject>>;
  components: JsonObject;
}

/** Where `npm run openapi` writes the document, from the project root. */
export const OPENAPI_FILE = "docs/openapi.json";

/** The project's version: the document's `info.version`. */
export function projectVersion(): string {
  return (JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")) as { version: string }).version;
}

/**
 * Each declaration's name in the contract: its module, namespace and export, e.g. `order.provider.orderList` (the
 * walk of allEndpoints, keeping the names). The operationId of the document and the name the conformance run prints.
 */
export function contractNames(): Map<Endpoint, string> {
  const names = new Map<Endpoint, string>();
  const visit = (namespace: object, prefix: string, depth: number): void => {
    for (const [key, value] of Object.entries(namespace)) {
      if (isEndpoint(value)) {
        // A declaration exported twice keeps the first of its names in code order, whatever order the loader walks.
        const name = prefix + key;
        const known = names.get(value);
        if (known === undefined || name < known) names.set(value, name);
      } else if (depth < 2 && typeof value === "object" && value !== null && !Array.isArray(value))
        visit(value, `${prefix}${key}.`, depth + 1);
    }
  };
  visit(modules, "", 0);
  return names;
}

// ---- schemas

/** A count of a page: a whole number, or its digits as text (the console converts them). */
const count = v.union([v.pipe(v.number(), v.integer(), v.minValue(0)), v.pipe(v.string(), v.regex(/^\d+$/))]);

/**
 * The data of every paginated answer (`paginated: true`), which the console reads as a Page: the document's
 * `Page` component, and what the conformance run holds such an answer to where the call has no answer schema.
 */
export const pageSchema = v.looseObject({
  current: count,
  size: count,
  total: count,
  records: v.array(v.unknown()),
});

/** The keyword a valibot action sets, for `x-messages` (the action's own type where it sets none). */
const ACTION_KEYWORDS: Record<string, { string?: string; array?: string; other?: string }> = {
  non_empty: { string: "minLength", array: "minItems" },
  min_length: { string: "minLength", array: "minItems" },
  max_length: { string: "maxLength", array: "maxItems" },
  min_value: { other: "minimum" },
  max_value: { other: "maximum" },
  gt_value: { other: "exclusiveMinimum" },
  lt_value: { other: "exclusiveMaximum" },
  integer: { other: "integer" },
};

function keywordOf(actionType: string, schema: JsonSchema): string {
  const keywords = ACTION_KEYWORDS[actionType];
  if (!keywords) return actionType;
  const type = typeof schema === "object" ? schema.type : undefined;
  return (
    (type === "string" ? keywords.string : type === "array" ? keywords.array : keywords.other) ?? actionType
  );
}

/** A schema's message for an issue made up for the purpose (a message may be a function of the issue). */
function messageFor(message: unknown, input: unknown): string | null {
  if (typeof message === "string") return message;
  if (typeof message !== "function") return null;
  try {
    const text: unknown = message({ input, kind: "schema", type: "", expected: null, received: "" });
    return typeof text === "string" ? text : null;
  } catch {
    return null;
  }
}

function withMessage(schema: JsonSchema, keyword: string, message: string | null): JsonSchema {
  if (message === null || typeof schema !== "object") return schema;
  const messages = (schema as { "x-messages"?: Record<string, string> })["x-messages"] ?? {};
  return { ...schema, "x-messages": { ...messages, [keyword]: message } } as JsonSchema;
}

/**
 * Actions: the rule's Chinese message beside its keyword; a metadata entry as an extension (`x-decimals`); a check
 * JSON Schema cannot say (a format, two decimals) leaves its message alone (`x-messages.check`).
 */
function overrideAction({ valibotAction, jsonSchema }: OverrideActionContext): JsonSchema | undefined {
  if (valibotAction.type === "metadata" && typeof jsonSchema === "object") {
    const metadata = (valibotAction as unknown as { metadata: Record<string, unknown> }).metadata;
    const out: Record<string, unknown> = { ...jsonSchema };
    for (const [key, value] of Object.entries(metadata)) {
      delete out[key];
      out[`x-${key}`] = value;
    }
    return out as JsonSchema;
  }
  const message = (valibotAction as { message?: unknown }).message;
  if (valibotAction.kind !== "validation" || typeof message !== "string") return undefined;
  return withMessage(jsonSchema, keywordOf(valibotAction.type, jsonSchema), message);
}

/**
 * A valibot schema of the contract as a JSON Schema (draft 2020-12, the dialect of OpenAPI 3.1). What JSON Schema
 * cannot say (trimming, checks written as functions) is left out; the rest converts.
 */
export function jsonSchemaOf(schema: Schema): JsonObject {
  const converted = toJsonSchema(schema, {
    target: "draft-2020-12",
    errorMode: "ignore",
    overrideAction,
    overrideSchema: ({ valibotSchema, jsonSchema }) => {
      // A field's own messages: for a value left out (「X不能为空」) and for one of the wrong type.
      if (valibotSchema.type === "object") return undefined;
      const message = (valibotSchema as { message?: unknown }).message;
      if (typeof message === "string") return withMessage(jsonSchema, "type", message);
      const absent = messageFor(message, undefined);
      const wrong = messageFor(message, Symbol("wrong"));
      const out = withMessage(jsonSchema, "absent", absent);
      return wrong === absent ? out : withMessage(out, "type", wrong);
    },
  }) as JsonObject;
  delete converted.$schema;
  return withSharedDefinitions(converted);
}

/**
 * The definitions of recursive schemas (a region or category tree, `v.lazy`), shared as components: the converter
 * puts them in the schema's own `$defs` and refers to them from the document's root (`#/$defs/0`), which a schema
 * placed inside the document cannot resolve. Each is named by its content, so a tree used by several calls is one
 * component.
 */
const SHARED_DEFINITIONS = new Map<string, JsonObject>();

function withSharedDefinitions(converted: JsonObject): JsonObject {
  const defs = converted.$defs as Record<string, JsonObject> | undefined;
  if (!defs) return converted;
  delete converted.$defs;
  const names = new Map<string, string>();
  for (const [key, definition] of Object.entries(defs)) {
    const digest = createHash("sha256").update(JSON.stringify(definition)).digest("hex").slice(0, 8);
    names.set(`#/$defs/${key}`, `Tree_${digest}`);
  }
  const rewrite = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(rewrite);
    if (typeof value !== "object" || value === null) return value;
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [
        k,
        k === "$ref" && typeof v === "string" && names.has(v)
          ? `#/components/schemas/${names.get(v)}`
          : rewrite(v),
      ]),
    );
  };
  for (const [key, definition] of Object.entries(defs))
    SHARED_DEFINITIONS.set(names.get(`#/$defs/${key}`)!, rewrite(definition) as JsonObject);
  return rewrite(converted) as JsonObject;
}

// ---- the document

const METHODS: readonly HttpMethod[] = ["GET", "POST", "PUT", "DELETE"];

const ref = (kind: string, name: string): JsonObject => ({ $ref: `#/components/${kind}/${name}` });

/** Text written in lines of the source, one line per paragraph in the document. */
const paragraphs = (text: string): string => text.replace(/(?<!\n)\n(?!\n)/g, " ");

const DESCRIPTION =
  paragraphs(`The calls the provider console makes, each declared once in src/api (\`npm run openapi\` writes this
document from those declarations; do not edit it by hand).

Paths are the gateway's own: the console sends each call to its base URL (\`VITE_API_BASE_URL\`, default \`/api\`,
where the stand-in API answers and the development server proxies) followed by the path listed here, and signs the
path without the base.

Every request carries the signature headers (${SIGNATURE_HEADERS.accessKey}, ${SIGNATURE_HEADERS.timestamp},
${SIGNATURE_HEADERS.nonce}, ${SIGNATURE_HEADERS.signature}: see the \`signature\` security scheme). Every JSON answer
is the envelope \`{code, msg, data}\`: code ${SUCCESS_CODE} is success and \`data\` is the call's answer; any other code
is a business refusal whose \`msg\` the console shows. A paginated answer's \`data\` is
\`{current, size, total, records}\`.

Extensions: \`x-permission\` — who may call: \`menu\` (console routes whose screens make the call; the account's
accessGroup menu must hold one), \`button\` (btn codes, any one of which the account must hold as well), \`open\`
("public": no login; "user": any logged-in account) and \`onboarding\` (also callable before onboarding is complete);
\`x-effect\` — what a successful call changes: "read", "session" (sign-in or onboarding state only) or the write's
live channel and event type; \`x-chosen-path: true\` — the product spec describes the call in words only and this
project chose the path (src/api/README.md, "Chosen paths"); \`x-messages\` in a schema — the Chinese message the
gateway answers when a value breaks that rule (\`absent\`: left out; \`type\`: of the wrong type).`);

const SIGNATURE_DESCRIPTION =
  paragraphs(`${SIGNATURE_HEADERS.signature} = base64(HMAC-SHA256(secret, METHOD + "\\n" + PATH +
"\\n" + canonicalQuery + "\\n" + TIMESTAMP + "\\n" + NONCE + "\\n" + hex(SHA-256(body)))), beside
${SIGNATURE_HEADERS.accessKey} (the key naming the secret), ${SIGNATURE_HEADERS.timestamp} (epoch milliseconds) and
${SIGNATURE_HEADERS.nonce} (128 random bits, hex). PATH is the path as listed here with its parameters filled and
percent-encoded, without the console's base URL; canonicalQuery is the query parameters sorted by name then value,
each name and value encoded with encodeURIComponent, joined as name=value with "&" (a repeated name for each value of
a list, absent and null values left out); body is the exact JSON text sent, "" for none and for multipart bodies
(src/api/signing.ts). The gateway refuses a timestamp more than ${SIGNATURE_WINDOW_MS / 60_000} minutes off, a nonce
seen within that window and a wrong signature, with HTTP 403 and an envelope whose msg says which.`);

function components(): JsonObject {
  const header = (name: string, description: string, schema: JsonObject, required = true): JsonObject => ({
    name,
    in: "header",
    required,
    description,
    schema,
  });
  return {
    schemas: {
      Envelope: {
        type: "object",
        description: `Every JSON answer. code ${SUCCESS_CODE}: success, \`data\` is the answer; any other code: a business refusal (\`msg\` says why, \`data\` is null).`,
        required: ["code", "msg", "data"],
        properties: {
          code: { type: "integer", description: `${SUCCESS_CODE} on success, a business code otherwise` },
          msg: { type: "string" },
          data: { description: "The answer (see each call); null on a refusal" },
        },
      },
      Page: { description: "The data of a paginated answer", ...jsonSchemaOf(pageSchema) },
      ...Object.fromEntries([...SHARED_DEFINITIONS].sort(([a], [b]) => (a < b ? -1 : 1))),
    },
    responses: {
      Unauthorized: {
        description: "No valid bearer token (missing, expired, ended by logout or a disabled account)",
        content: { "application/json": { schema: ref("schemas", "Envelope") } },
      },
      Forbidden: {
        description:
          "A signature refused (missing, unknown key, out of time, replayed nonce, mismatch) or the account may not make the call (x-permission)",
        content: { "application/json": { schema: ref("schemas", "Envelope") } },
      },
      HttpError: {
        description:
          "Any other HTTP failure (404 unknown path, 413 body too large, 415 wrong body kind, 5xx)",
        content: { "application/json": { schema: ref("schemas", "Envelope") } },
      },
    },
    parameters: {
      AccessKey: header(SIGNATURE_HEADERS.accessKey, "The access key naming the signing secret", {
        type: "string",
      }),
      Timestamp: header(SIGNATURE_HEADERS.timestamp, "Epoch milliseconds of the signature", {
        type: "string",
        pattern: "^\\d+$",
      }),
      Nonce: header(SIGNATURE_HEADERS.nonce, "128 random bits, hex; once per request", {
        type: "string",
        pattern: "^[0-9a-f]{32}$",
      }),
      IsProvider: header(
        IDENTITY_HEADERS.isProvider,
        "1 when the logged-in account is a provider's",
        { type: "string" },
        false,
      ),
      ProviderId: header(
        IDENTITY_HEADERS.providerId,
        "The logged-in account's provider id",
        { type: "string" },
        false,
      ),
      ProviderName: header(
        IDENTITY_HEADERS.providerName,
        "The provider's name, percent-encoded (work-order calls)",
        { type: "string" },
        false,
      ),
      IdempotencyKey: header(
        WRITE_HEADERS.idempotencyKey,
        "One key per user action: a repeated request with the same key gets the first answer (24 hours)",
        { type: "string" },
        false,
      ),
      RecordVersion: header(
        WRITE_HEADERS.recordVersion,
        "The version of the record the action was made on; refused when the record changed since",
        { type: "integer", minimum: 0 },
        false,
      ),
    },
    securitySchemes: {
      bearer: { type: "http", scheme: "bearer", description: "The access token of the token call" },
      basic: {
        type: "http",
        scheme: "basic",
        description: "base64(clientId:clientSecret) of the console's configuration (the token call)",
      },
      signature: {
        type: "apiKey",
        in: "header",
        name: SIGNATURE_HEADERS.signature,
        description: SIGNATURE_DESCRIPTION,
      },
    },
  };
}

/** The JSON Schema of an object request: its properties and the required ones (path parameters left out). */
function requestParts(
  endpoint: Endpoint,
): { properties: Record<string, JsonObject>; required: string[] } | null {
  const { request } = schemasOf(endpoint);
  if (!request) return null;
  const schema = jsonSchemaOf(request);
  const inPath = new Set(pathParams(endpoint.path));
  const properties = Object.fromEntries(
    Object.entries((schema.properties ?? {}) as Record<string, JsonObject>).filter(
      ([name]) => !inPath.has(name),
    ),
  );
  const required = ((schema.required ?? []) as string[]).filter((name) => !inPath.has(name));
  return { properties, required };
}

function parameters(endpoint: Endpoint): JsonObject[] {
  const list: JsonObject[] = [
    ref("parameters", "AccessKey"),
    ref("parameters", "Timestamp"),
    ref("parameters", "Nonce"),
  ];
  if (endpoint.identity !== "none")
    list.push(ref("parameters", "IsProvider"), ref("parameters", "ProviderId"));
  if (endpoint.identity === "workOrder") list.push(ref("parameters", "ProviderName"));
  if (writeEffectOf(endpoint))
    list.push(ref("parameters", "IdempotencyKey"), ref("parameters", "RecordVersion"));
  const { request } = schemasOf(endpoint);
  const fields = request ? ((jsonSchemaOf(request).properties ?? {}) as JsonObject) : {};
  for (const name of pathParams(endpoint.path)) {
    list.push({
      name,
      in: "path",
      required: true,
      schema: (fields[name] as JsonObject) ?? { type: "string" },
    });
  }
  const parts = endpoint.payload === "query" ? requestParts(endpoint) : null;
  for (const [name, schema] of Object.entries(parts?.properties ?? {})) {
    const required = parts?.required.includes(name) ?? false;
    // A nested object travels as JSON text (src/providers/httpRequest.ts); a list repeats the name.
    list.push(
      schema.type === "object"
        ? { name, in: "query", required, content: { "application/json": { schema } } }
        : { name, in: "query", required, schema },
    );
  }
  return list;
}

function requestBody(endpoint: Endpoint): JsonObject | null {
  if (endpoint.payload === "query") return null;
  const mediaType = endpoint.payload === "multipart" ? "multipart/form-data" : "application/json";
  const parts = requestParts(endpoint);
  if (!parts) {
    return {
      description: "Not yet given a request schema: the request type is written by hand in src/api",
      content: { [mediaType]: { schema: endpoint.payload === "multipart" ? { type: "object" } : {} } },
    };
  }
  const schema: JsonObject = { type: "object", properties: parts.properties };
  if (parts.required.length > 0) schema.required = parts.required;
  return { required: true, content: { [mediaType]: { schema } } };
}

/** The data of a successful answer: the answer schema, the page of a paginated call, else anything. */
function dataSchema(endpoint: Endpoint): JsonObject | null {
  const { answer } = schemasOf(endpoint);
  if (answer) return jsonSchemaOf(answer);
  if (endpoint.paginated) return ref("schemas", "Page");
  return null;
}

function successResponse(endpoint: Endpoint): JsonObject {
  if (endpoint.response === "blob") {
    return {
      description: "The file's bytes; a refusal is the JSON envelope",
      content: {
        "application/octet-stream": {
          schema: { type: "string", contentMediaType: "application/octet-stream" },
        },
        "application/json": { schema: ref("schemas", "Envelope") },
      },
    };
  }
  if (endpoint.response === "stream") {
    return {
      description:
        "Server-sent events (no envelope; the format is described on src/api/live.ts); a refusal before the stream starts is the JSON envelope",
      content: {
        "text/event-stream": { schema: { type: "string" } },
        "application/json": { schema: ref("schemas", "Envelope") },
      },
    };
  }
  const data = dataSchema(endpoint);
  const schema: JsonObject = data
    ? {
        allOf: [ref("schemas", "Envelope")],
        if: { properties: { code: { const: SUCCESS_CODE } } },
        then: { properties: { data } },
      }
    : ref("schemas", "Envelope");
  return {
    description: data
      ? `The envelope; on code ${SUCCESS_CODE} its data is as below`
      : `The envelope; its data is not yet given a schema (the answer type is written by hand in src/api)`,
    content: { "application/json": { schema } },
  };
}

function security(endpoint: Endpoint): JsonObject[] {
  if (endpoint.auth === "bearer") return [{ bearer: [], signature: [] }];
  if (endpoint.auth === "basic") return [{ basic: [], signature: [] }];
  return [{ signature: [] }];
}

function operation(endpoint: Endpoint, name: string): JsonObject {
  const op: JsonObject = {
    operationId: name,
    summary: endpoint.summary,
    tags: [name.split(".")[0]],
    security: security(endpoint),
    parameters: parameters(endpoint),
  };
  const body = requestBody(endpoint);
  if (body) op.requestBody = body;
  const responses: JsonObject = { "200": successResponse(endpoint) };
  if (endpoint.auth === "bearer") responses["401"] = ref("responses", "Unauthorized");
  responses["403"] = ref("responses", "Forbidden");
  responses.default = ref("responses", "HttpError");
  op.responses = responses;
  const { menu, button, open, onboarding } = endpoint.permission;
  op["x-permission"] = { menu: [...menu], button: [...button], open, onboarding };
  if (endpoint.effect !== null) op["x-effect"] = JSON.parse(JSON.stringify(endpoint.effect)) as Json;
  if (endpoint.paginated) op["x-paginated"] = true;
  if (endpoint.chosenPath) op["x-chosen-path"] = true;
  return op;
}

/** The document of the whole contract; the same text for the same declarations. */
export function buildOpenApiDocument(version: string): OpenApiDocument {
  const names = contractNames();
  const paths: Record<string, Record<string, JsonObject>> = {};
  for (const endpoint of allEndpoints) {
    const name = names.get(endpoint);
    if (!name) throw new Error(`${endpoint.method} ${endpoint.path} is not exported by a module of src/api`);
    const item = (paths[endpoint.path] ??= {});
    const method = endpoint.method.toLowerCase();
    if (item[method]) throw new Error(`${endpoint.method} ${endpoint.path} is declared twice`);
    item[method] = operation(endpoint, name);
  }
  const sortedPaths = Object.fromEntries(
    Object.keys(paths)
      .sort()
      .map((path) => [
        path,
        Object.fromEntries(
          METHODS.map((m) => m.toLowerCase())
            .filter((m) => paths[path][m])
            .map((m) => [m, paths[path][m]]),
        ),
      ]),
  );
  const services = new Map<string, string>();
  for (const endpoint of allEndpoints) {
    const module = names.get(endpoint)!.split(".")[0];
    if (!services.has(module)) services.set(module, endpoint.service);
  }
  return {
    openapi: "3.1.0",
    info: { title: "服务商工作台 — the gateway contract", version, description: DESCRIPTION },
    servers: [
      {
        url: "{base}",
        description: "The console's base URL; the paths below follow it",
        variables: {
          base: {
            default: "/api",
            description:
              "VITE_API_BASE_URL of the console: /api by default (the stand-in, or a proxy to the gateway), else the gateway's own address",
          },
        },
      },
    ],
    // Sorted here: a module namespace's key order is the loader's (sorted by node, as written by vite).
    tags: [...services.keys()]
      .sort()
      .map((module) => ({ name: module, description: `${services.get(module)} (src/api/${module})` })),
    paths: sortedPaths,
    components: components(),
  };
}

/** The counts `npm run openapi` prints. */
export function documentSummary(document: OpenApiDocument): {
  calls: number;
  chosen: number;
  withRequest: number;
  withAnswer: number;
} {
  const operations = Object.values(document.paths).flatMap((item) => Object.values(item));
  return {
    calls: operations.length,
    chosen: operations.filter((op) => op["x-chosen-path"] === true).length,
    withRequest: allEndpoints.filter((endpoint) => schemasOf(endpoint).request).length,
    withAnswer: allEndpoints.filter((endpoint) => schemasOf(endpoint).answer).length,
  };
}
