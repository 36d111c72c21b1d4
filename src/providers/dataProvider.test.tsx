/**
 * The data provider with a fake resource declaration, the real HTTP client (signing, envelope, pages) and a fake
 * transport standing in for the network; plus one round through refine itself to show that a resource's meta
 * reaches the data provider.
 */
import { Refine, useList, useOne } from "@refinedev/core";
import { renderHook, waitFor } from "@testing-library/react";
import dayjs from "dayjs";
import type { ReactNode } from "react";
import { beforeEach, describe, expect, it } from "vitest";
import { service, type Page } from "../api/endpoint";
import {
  createDataProvider,
  defaultListPayload,
  filtersToFields,
  type ListPayloadParams,
  type ResourceDataMeta,
} from "./dataProvider";
import { createHttpClient, type HttpClient } from "./http";
import type { HttpTransport, TransportRequest } from "./httpTransport";

// A fake resource declaration, as src/resources/<name>/index.ts will write one.
const fx = service("/fixture").under("/worker");
interface Worker {
  workerId: string;
  name: string;
}
const endpoints = {
  list: fx.post<Record<string, unknown>, Page<Worker>>("/list", "师傅列表", { paginated: true }),
  one: fx.get<{ workerId: string }, Worker>("/detail", "师傅详情"),
  create: fx.post<Partial<Worker>, { workerId: string }>("/add", "新增师傅"),
  update: fx.post<Partial<Worker>, null>("/update", "修改师傅"),
  remove: fx.del<{ workerId: string }, null>("/{workerId}", "删除师傅"),
};
const meta: ResourceDataMeta = { endpoints, idField: "workerId" };

interface Sent {
  method: string;
  url: string;
  body: unknown;
}

let sent: Sent[] = [];
let answer: (request: TransportRequest) => unknown = () => null;
let client: HttpClient;

// Records each request with its URL relative to the base URL "/api" (the path and query the endpoint declares).
const fakeTransport: HttpTransport = async (request) => {
  const body = typeof request.body === "string" ? (JSON.parse(request.body) as unknown) : undefined;
  sent.push({ method: request.method, url: request.url.replace(/^\/api/, ""), body });
  return {
    status: 200,
    header: (name) => (name.toLowerCase() === "content-type" ? "application/json" : null),
    data: { code: 1, msg: null, data: answer(request) },
  };
};

beforeEach(() => {
  sent = [];
  answer = () => null;
  client = createHttpClient({ baseURL: "/api", transport: fakeTransport });
});

function provider() {
  return createDataProvider((ep, payload, options) => client.call(ep, payload, options));
}

describe("filtersToFields", () => {
  it("eq becomes a field; empty values are left out", () => {
    expect(
      filtersToFields([
        { field: "name", operator: "eq", value: "张" },
        { field: "status", operator: "eq", value: 0 },
        { field: "blank", operator: "eq", value: "" },
        { field: "none", operator: "eq", value: undefined },
        { field: "ids", operator: "in", value: [] },
        { field: "kw", operator: "contains", value: "x" },
      ]),
    ).toEqual({ name: "张", status: 0, kw: "x" });
  });

  it("a date range (between) becomes fieldStart/fieldEnd spanning whole days", () => {
    expect(
      filtersToFields([
        {
          field: "createTime",
          operator: "between",
          value: [dayjs("2026-01-05 13:00"), dayjs("2026-01-07 08:00")],
        },
      ]),
    ).toEqual({ createTimeStart: "2026-01-05 00:00:00", createTimeEnd: "2026-01-07 23:59:59" });
  });

  it.each([
    ["undefined", undefined],
    ["null", null],
    ['""', ""],
    ["[]", []],
  ])("a filter whose value is %s is left out of the payload", (_name, value) => {
    const fields = filtersToFields([
      { field: "kept", operator: "eq", value: "x" },
      { field: "empty", operator: "eq", value },
    ]);
    expect(Object.keys(fields)).toEqual(["kept"]);
  });

  it("0, false and a non-empty list are kept; a list is sent whole unless the operator is between", () => {
    const fields = filtersToFields([
      { field: "status", operator: "eq", value: 0 },
      { field: "enabled", operator: "eq", value: false },
      { field: "ids", operator: "in", value: [1, 2] },
      { field: "tags", operator: "eq", value: ["a", "b"] },
    ]);
    expect(fields).toStrictEqual({ status: 0, enabled: false, ids: [1, 2], tags: ["a", "b"] });
  });

  it("a between whose value is not a list is sent as the field itself", () => {
    expect(filtersToFields([{ field: "day", operator: "between", value: "x" }])).toStrictEqual({ day: "x" });
  });

  it("no filters give no fields", () => {
    expect(filtersToFields()).toStrictEqual({});
  });

  it("a numeric between, gte and lte; and/or groups are flattened", () => {
    expect(
      filtersToFields([
        { field: "amount", operator: "between", value: [10, 20] },
        {
          operator: "and",
          value: [
            { field: "age", operator: "gte", value: 18 },
            { field: "age", operator: "lte", value: 60 },
          ],
        },
      ]),
    ).toEqual({ amountStart: 10, amountEnd: 20, ageStart: 18, ageEnd: 60 });
  });
});

describe("defaultListPayload", () => {
  it("without pagination asks for the first page of 10", () => {
    expect(defaultListPayload({})).toStrictEqual({ current: 1, size: 10 });
    expect(defaultListPayload({ pagination: {} })).toStrictEqual({ current: 1, size: 10 });
  });

  it.each(["off", "client"] as const)("pagination mode %s sends no current/size", (mode) => {
    expect(
      defaultListPayload({
        pagination: { mode, currentPage: 2, pageSize: 20 },
        filters: [{ field: "name", operator: "eq", value: "李" }],
      }),
    ).toStrictEqual({ name: "李" });
  });
});

describe("data provider methods", () => {
  it("getList sends {current, size, ...filters} and answers {data: records, total}", async () => {
    answer = () => ({ current: "2", size: "20", total: "41", records: [{ workerId: "W1", name: "李师傅" }] });
    const result = await provider().getList({
      resource: "workers",
      pagination: { currentPage: 2, pageSize: 20 },
      filters: [{ field: "name", operator: "eq", value: "李" }],
      meta,
    });
    expect(result).toEqual({ data: [{ workerId: "W1", name: "李师傅" }], total: 41 });
    expect(sent).toEqual([
      { method: "POST", url: "/fixture/worker/list", body: { current: 2, size: 20, name: "李" } },
    ]);
  });

  it("getList sends meta.payload, the list call's own fields, as they are beside the paging", async () => {
    answer = () => ({ current: 1, size: 10, total: 0, records: [] });
    await provider().getList({
      resource: "workers",
      pagination: { currentPage: 1, pageSize: 10 },
      meta: { ...meta, payload: { listStatus: 3, area: { province: 44 }, ids: [1, 2] } },
    });
    expect(sent[0].body).toEqual({
      current: 1,
      size: 10,
      listStatus: 3,
      area: { province: 44 },
      ids: [1, 2],
    });
  });

  it("getList uses meta.toListPayload when the resource gives one", async () => {
    answer = () => ({ current: 1, size: 10, total: 0, records: [] });
    await provider().getList({
      resource: "workers",
      pagination: { currentPage: 3, pageSize: 10 },
      meta: {
        ...meta,
        toListPayload: ({ pagination }: ListPayloadParams) => ({
          pageNo: pagination?.currentPage,
          fixed: true,
        }),
      },
    });
    expect(sent[0].body).toEqual({ pageNo: 3, fixed: true });
  });

  it("getOne sends the id under meta.idField", async () => {
    answer = () => ({ workerId: "W1", name: "李师傅" });
    await expect(provider().getOne({ resource: "workers", id: "W1", meta })).resolves.toEqual({
      data: { workerId: "W1", name: "李师傅" },
    });
    expect(sent[0]).toMatchObject({ method: "GET", url: "/fixture/worker/detail?workerId=W1" });
  });

  it("create, update and deleteOne call their endpoints", async () => {
    answer = () => ({ workerId: "W2" });
    await expect(
      provider().create({ resource: "workers", variables: { name: "王" }, meta }),
    ).resolves.toEqual({
      data: { workerId: "W2" },
    });
    answer = () => null;
    await expect(
      provider().update({ resource: "workers", id: "W2", variables: { name: "王师傅" }, meta }),
    ).resolves.toEqual({ data: { workerId: "W2", name: "王师傅" } });
    await provider().deleteOne({ resource: "workers", id: "W2", meta });
    expect(sent.map((s) => [s.method, s.url, s.body])).toEqual([
      ["POST", "/fixture/worker/add", { name: "王" }],
      ["POST", "/fixture/worker/update", { workerId: "W2", name: "王师傅" }],
      ["DELETE", "/fixture/worker/W2", undefined],
    ]);
  });

  it("custom calls the endpoint given in meta.endpoint", async () => {
    answer = () => 5;
    const result = await provider().custom!({
      url: endpoints.update.path,
      method: "post",
      payload: { a: 1 },
      query: { x: "y" },
      meta: { endpoint: endpoints.update },
    });
    expect(result).toEqual({ data: 5 });
    expect(sent[0]).toEqual({ method: "POST", url: "/fixture/worker/update?x=y", body: { a: 1 } });
  });

  it("custom refuses a url or method that is not its endpoint's (refine keys the query by them)", async () => {
    const call = (url: string, method: "get" | "post" | "put") =>
      provider().custom!({ url, method, payload: {}, meta: { endpoint: endpoints.update } });
    await expect(call("/fixture/worker/add", "post")).rejects.toThrow(/不是 meta.endpoint 的/);
    await expect(call(endpoints.update.path, "put")).rejects.toThrow(/不是 meta.endpoint 的/);
    expect(sent).toEqual([]);
  });

  it("a resource whose meta declares no endpoints fails with the same clear message", async () => {
    await expect(provider().getList({ resource: "workers", meta: {} })).rejects.toThrow(
      "资源 workers 没有声明 list 接口（meta.endpoints.list）",
    );
    expect(sent).toEqual([]);
  });

  it("without meta.idField the id is sent as id", async () => {
    answer = () => ({ id: 7 });
    await provider().getOne({ resource: "workers", id: 7, meta: { endpoints } });
    expect(sent[0].url).toBe("/fixture/worker/detail?id=7");
  });

  it.each([
    ["null", null],
    ["a list", [{ workerId: "W3" }]],
    ["a text", "ok"],
  ])(
    "when the server answers %s, create, update and deleteOne answer what was sent",
    async (_name, reply) => {
      answer = () => reply;
      await expect(
        provider().create({ resource: "workers", variables: { name: "王" }, meta }),
      ).resolves.toStrictEqual({ data: { name: "王" } });
      await expect(
        provider().update({ resource: "workers", id: "W3", variables: { name: "王师傅" }, meta }),
      ).resolves.toStrictEqual({ data: { workerId: "W3", name: "王师傅" } });
      await expect(provider().deleteOne({ resource: "workers", id: "W3", meta })).resolves.toStrictEqual({
        data: { workerId: "W3" },
      });
    },
  );

  it("a resource without the endpoint fails clearly", async () => {
    await expect(provider().getOne({ resource: "workers", id: 1, meta: { endpoints: {} } })).rejects.toThrow(
      /workers.*one/,
    );
  });
});

describe("through refine", () => {
  function wrapper({ children }: { children: ReactNode }) {
    return (
      <Refine
        dataProvider={provider()}
        resources={[{ name: "workers", list: "/worker/index", show: "/worker/show/:id", meta }]}
        options={{
          disableTelemetry: true,
          reactQuery: { clientConfig: { defaultOptions: { queries: { retry: false } } } },
        }}
      >
        {children}
      </Refine>
    );
  }

  it("useList reaches the endpoints declared in the resource's meta", async () => {
    answer = () => ({ current: "1", size: "10", total: "1", records: [{ workerId: "W1", name: "李师傅" }] });
    const { result } = renderHook(
      () =>
        useList<Worker>({
          resource: "workers",
          pagination: { currentPage: 1, pageSize: 10 },
          filters: [{ field: "name", operator: "eq", value: "李" }],
        }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.result.total).toBe(1));
    expect(result.current.result.data).toEqual([{ workerId: "W1", name: "李师傅" }]);
    expect(sent[0]).toEqual({
      method: "POST",
      url: "/fixture/worker/list",
      body: { current: 1, size: 10, name: "李" },
    });
  });

  it("useOne uses the resource's idField", async () => {
    answer = () => ({ workerId: "W9", name: "赵师傅" });
    const { result } = renderHook(() => useOne<Worker>({ resource: "workers", id: "W9" }), { wrapper });
    await waitFor(() => expect(result.current.result?.name).toBe("赵师傅"));
    expect(sent[0].url).toBe("/fixture/worker/detail?workerId=W9");
  });
});
