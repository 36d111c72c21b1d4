// @vitest-environment node
/**
 * Issue 42 §1, "the stand-in refuses each schema violation with the field's message": every call with a request
 * schema (its declaration's or src/api/wire's), sent with nothing in it, is refused before its handler with the
 * gateway's 400 envelope and the message the schema gives the first field it needs — the message a console form
 * built on the same schema shows for that field.
 */
import { allEndpoints } from "../src/api/allEndpoints";
import { pathParams, type Endpoint } from "../src/api/endpoint";
import { problemOf } from "../src/api/schema";
import { schemasOf } from "../src/api/wire";
import { INVALID_CODE } from "./errors";
import { createTestStandIn, type TestStandIn } from "./testing";

/** Calls whose empty request the schema refuses: what the test sends them. */
const refusing = allEndpoints.flatMap((endpoint) => {
  const { request } = schemasOf(endpoint);
  if (!request || endpoint.payload === "multipart") return [];
  // A path parameter travels in the path: it is given, the body is empty.
  const payload = Object.fromEntries(pathParams(endpoint.path).map((name) => [name, "1"]));
  const message = problemOf(request, payload);
  return message ? [{ name: `${endpoint.method} ${endpoint.path}`, endpoint, payload, message }] : [];
});

let s: TestStandIn;
let token: string;

beforeAll(async () => {
  s = createTestStandIn();
  token = await s.login("demo");
});

describe("a request its schema refuses", () => {
  it("is sent for most of the calls with a schema (the others accept an empty request)", () => {
    expect(refusing.length).toBeGreaterThan(100);
  });

  it.each(refusing)("$name: 400 with 「$message」", async ({ endpoint, payload, message }) => {
    const { body } = await s.call(endpoint as Endpoint<Record<string, unknown>, unknown>, payload, {
      token: endpoint.auth === "bearer" ? token : undefined,
    });
    expect(body).toEqual({ code: INVALID_CODE, msg: message, data: null });
  });
});
