import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { allEndpoints } from "../allEndpoints";
import { service } from "../endpoint";
import { integer, optional, request, text } from "../schema";
import { page, queryInteger, wire } from "./define";
import { isRegistered, schemasOf } from "./index";

const name = (e: { method: string; path: string }) => `${e.method} ${e.path}`;

describe("every call's schemas", () => {
  it("are given for every call of the contract", () => {
    expect(allEndpoints.filter((e) => !isRegistered(e)).map(name)).toEqual([]);
  });

  it("include an answer schema for every call answering JSON", () => {
    const missing = allEndpoints.filter((e) => e.response === "json" && !schemasOf(e).answer);
    expect(missing.map(name)).toEqual([]);
  });

  it("give a download and the push stream no answer schema (they answer bytes and events)", () => {
    const withAnswer = allEndpoints.filter((e) => e.response !== "json" && schemasOf(e).answer);
    expect(withAnswer.map(name)).toEqual([]);
  });
});

describe("wire() holds a schema to the declared types", () => {
  const s = service("/test-app");
  const find = s.post<{ orderNo: string; current?: number }, { total: number; names: string[] }>(
    "/find",
    "查",
    {
      effect: "read",
    },
  );
  const ping = s.get<void, number>("/ping", "查");

  it("accepts schemas that match (the checks below are compile-time: tsc runs over this file)", () => {
    const entry = wire(find, {
      request: request({ orderNo: text("订单号", { max: 32 }), current: optional(integer("页码")) }),
      answer: v.object({ total: v.number(), names: v.array(v.string()) }),
    });
    expect(entry.endpoint).toBe(find);
    expect(wire(ping, { answer: v.number() }).request).toBeUndefined();
  });

  it("refuses a request field the type lacks, a type the schema refuses, and a different answer", () => {
    wire(find, {
      // @ts-expect-error a field the declared request does not have
      request: request({
        orderNo: text("订单号", { max: 32 }),
        current: optional(integer("页码")),
        x: text("x", { max: 1 }),
      }),
      answer: v.object({ total: v.number(), names: v.array(v.string()) }),
    });
    wire(find, {
      // @ts-expect-error the declared orderNo is a string, the schema wants a number
      request: request({ orderNo: integer("订单号"), current: optional(integer("页码")) }),
      answer: v.object({ total: v.number(), names: v.array(v.string()) }),
    });
    wire(find, {
      request: request({ orderNo: text("订单号", { max: 32 }), current: optional(integer("页码")) }),
      // @ts-expect-error the declared names are strings
      answer: v.object({ total: v.number(), names: v.array(v.number()) }),
    });
    // @ts-expect-error a call that sends nothing registers no request
    wire(ping, { request: request({}), answer: v.number() });
    expect(true).toBe(true);
  });
});

describe("the builders of answers and queries", () => {
  it("reads a page's counts as numbers whether they travel as numbers or digits", () => {
    const out = v.parse(page(v.string()), { current: "2", size: 10, total: "31", records: ["a"] });
    expect(out).toEqual({ current: 2, size: 10, total: 31, records: ["a"] });
    expect(v.safeParse(page(v.string()), { current: "x", size: 10, total: 1, records: [] }).success).toBe(
      false,
    );
  });

  it("takes a query's whole number as its digits, refusing other text with the field's message", () => {
    const schema = queryInteger("页码", { min: 1 });
    expect(v.parse(schema, "3")).toBe(3);
    expect(v.parse(schema, 3)).toBe(3);
    expect(v.safeParse(schema, "3.5").issues?.[0].message).toBe("页码必须是整数");
    expect(v.safeParse(schema, "0").issues?.[0].message).toBe("页码超出范围");
    expect(v.safeParse(schema, undefined).issues?.[0].message).toBe("页码不能为空");
  });
});
