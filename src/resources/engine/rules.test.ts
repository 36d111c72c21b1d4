/**
 * The engine's rules at their edges (issue 15: each test here fails on a mutated rule): value formatting, the search
 * state ⇄ payload / query string, and which actions a record offers.
 */
import type { Endpoint } from "../../api/endpoint";
import type { Enumeration } from "../../domain/enumeration";
import { DEFAULT_SUCCESS, endpointOf, isOffered, successText } from "./actions";
import { isBlank, readField } from "./format";
import { decodeSearch, encodeSearch, initialValues, searchPayload } from "./searchState";
import type { ActionDecl, FilterDecl, RemoteOptions, TabsDecl } from "./types";

const SOURCE: Enumeration = [
  { value: 1, label: "自有" },
  { value: 2, label: "天猫" },
];
const remoteEndpoint = { method: "GET", path: "/x/types" } as unknown as RemoteOptions["endpoint"];

describe("formatting at the edges", () => {
  it("reads no field through a text or a number", () => {
    expect(readField({ a: "abc" }, "a.length")).toBeUndefined();
    expect(readField({ a: 5 }, "a.b")).toBeUndefined();
    expect(readField({ a: { b: 0 } }, "a.b")).toBe(0);
  });

  it("counts undefined, null, blank text and an empty list as not given, nothing else", () => {
    for (const blank of [undefined, null, "", "  ", []]) expect(isBlank(blank)).toBe(true);
    for (const given of [0, false, "a", [0], {}]) expect(isBlank(given)).toBe(false);
  });
});

describe("search state at the edges", () => {
  const area: FilterDecl = { field: "area", label: "区域", input: "address" };
  const service: FilterDecl = { field: "svc", label: "服务类型", input: "serviceType" };
  const short: FilterDecl = { field: "name", label: "姓名", input: "text", maxLength: 5 };
  const plain: FilterDecl = { field: "no", label: "单号", input: "text" };
  const source: FilterDecl = { field: "source", label: "来源", input: "select", options: SOURCE, initial: 1 };
  const sources: FilterDecl = {
    field: "sources",
    label: "来源",
    input: "select",
    options: SOURCE,
    multiple: true,
  };
  const remote: FilterDecl = {
    field: "type",
    label: "类型",
    input: "select",
    options: { endpoint: remoteEndpoint, toOptions: () => [] },
  };
  const range: FilterDecl = { field: "time", label: "时间", input: "dateRange" };
  const worker: FilterDecl = { field: "workerId", label: "师傅", input: "worker" };
  const tabs: TabsDecl = { field: "listStatus", options: SOURCE };

  it("starts with exactly the declared initial values", () => {
    expect(Object.keys(initialValues([plain, source]))).toEqual(["source"]);
  });

  it("spreads the address and service-type objects, leaving out their blank levels and anything not an object", () => {
    expect(
      searchPayload([area, service], {
        values: { area: { province: "44", city: "" }, svc: { scopeType: 1, categoryId: null } },
      }),
    ).toStrictEqual({ province: "44", scopeType: 1 });
    expect(searchPayload([area], { values: { area: "广东" } })).toStrictEqual({});
  });

  it("sends no tab when the tab is blank", () => {
    expect(searchPayload([], { values: {}, tab: "" }, tabs)).toStrictEqual({});
    expect(searchPayload([], { values: {}, tab: 2 }, tabs)).toStrictEqual({ listStatus: 2 });
  });

  it("leaves a value equal to its initial one, and a blank tab, out of the query string", () => {
    expect(encodeSearch({ values: { source: 1 }, tab: "", page: 1, size: 10 }, [source])).toBe("");
    expect(encodeSearch({ values: { no: "undefined" }, page: 1, size: 10 }, [plain])).toBe("?no=undefined");
  });

  it("reads a remote option as a number only when it is a plain integer", () => {
    const value = (text: string) => decodeSearch(`?type=${encodeURIComponent(text)}`, [remote]).values.type;
    expect(value("-5")).toBe(-5);
    for (const text of ["12abc", "abc12", "1.5", "1234567890123456"]) expect(value(text)).toBe(text);
    expect(value("x".repeat(80))).toBe("x".repeat(64));
  });

  it("takes a multiple select only when every option is known", () => {
    const decode = (text: string) => decodeSearch(`?sources=${encodeURIComponent(text)}`, [sources]).values;
    expect(decode("[1,2]")).toStrictEqual({ sources: [1, 2] });
    expect(decode("[1,9]")).toStrictEqual({});
    expect(decode("1")).toStrictEqual({});
  });

  it("takes a date range only as two texts, and an address only as an object", () => {
    const decode = (filter: FilterDecl, text: string) =>
      decodeSearch(`?${filter.field}=${encodeURIComponent(text)}`, [filter]).values;
    expect(decode(range, '["2026-11-01","2026-11-20"]')).toStrictEqual({
      time: ["2026-11-01", "2026-11-20"],
    });
    for (const text of ['["2026-11-01"]', '["2026-11-01",5]', "{}", "not json"])
      expect(decode(range, text)).toStrictEqual({});
    expect(decode(area, '{"province":"44"}')).toStrictEqual({ area: { province: "44" } });
    expect(decode(service, '{"scopeType":1}')).toStrictEqual({ svc: { scopeType: 1 } });
    for (const text of ["[1]", "null", '"44"', "not json"]) expect(decode(area, text)).toStrictEqual({});
  });

  it("cuts a text value at its declared length (50 by default, 64 for other inputs)", () => {
    expect(decodeSearch(`?name=${"甲".repeat(9)}`, [short]).values.name).toBe("甲".repeat(5));
    expect(decodeSearch(`?no=${"1".repeat(70)}`, [plain]).values.no).toBe("1".repeat(50));
    expect(decodeSearch(`?workerId=${"w".repeat(70)}`, [worker]).values.workerId).toBe("w".repeat(64));
  });

  it("reads page and size only as plain positive numbers, the size only when offered", () => {
    const state = (search: string) => decodeSearch(search, [plain]);
    for (const page of ["0", "abc", "2x", "x2", " 2", "1234567"]) expect(state(`?page=${page}`).page).toBe(1);
    expect(state("?page=3").page).toBe(3);
    expect(state("?size=20").size).toBe(20);
    expect(state("?size=15").size).toBe(10);
  });

  it("reads no tab without a tabs declaration, and no value it cannot read", () => {
    const state = decodeSearch("?tab=1&source=9", [source]);
    expect(state.tab).toBeUndefined();
    expect(state.values).toStrictEqual({ source: 1 });
    expect(decodeSearch("?tab=2", [], tabs).tab).toBe(2);
  });
});

describe("actions at the edges", () => {
  const endpoint = { method: "POST", path: "/x/do" } as unknown as Endpoint;
  const other = { method: "POST", path: "/x/other" } as unknown as Endpoint;
  const action = (more: Partial<ActionDecl>): ActionDecl => ({
    key: "a",
    label: "操作",
    placement: ["row"],
    ...more,
  });

  it("offers an action only with its button, its command among the record's, and its condition", () => {
    const record = { status: 1 };
    expect(isOffered(action({ command: "cancel" }), record, [], ["cancel"])).toBe(true);
    expect(isOffered(action({ command: "cancel" }), record, [], ["assign"])).toBe(false);
    expect(isOffered(action({ command: "cancel" }), record, [], undefined)).toBe(true);
    expect(
      isOffered(action({ when: (r) => (r as { status: number }).status === 1 }), record, [], undefined),
    ).toBe(true);
    expect(
      isOffered(action({ when: (r) => (r as { status: number }).status === 2 }), record, [], undefined),
    ).toBe(false);
    expect(isOffered(action({ when: () => false }), undefined, [], undefined)).toBe(true);
    expect(isOffered(action({ button: "b1" }), record, ["b1"], undefined)).toBe(true);
    expect(isOffered(action({ button: "b1" }), record, ["b2"], undefined)).toBe(false);
  });

  it("reads one code as both the btn code and the command", () => {
    const record = { status: 1 };
    expect(isOffered(action({ code: "c1" }), record, ["c1"], ["c1"])).toBe(true);
    expect(isOffered(action({ code: "c1" }), record, ["c1"], undefined)).toBe(true);
    expect(isOffered(action({ code: "c1" }), record, [], ["c1"])).toBe(false);
    expect(isOffered(action({ code: "c1" }), record, ["c1"], ["c2"])).toBe(false);
  });

  it("asks the account's permission check (usePermission().mayDo) for the btn code", () => {
    const mayDo = (code: string) => code === "b1";
    expect(isOffered(action({ button: "b1" }), { status: 1 }, mayDo, undefined)).toBe(true);
    expect(isOffered(action({ button: "b2" }), { status: 1 }, mayDo, undefined)).toBe(false);
    expect(isOffered(action({}), { status: 1 }, () => false, undefined)).toBe(true);
  });

  it("picks the endpoint by record and values when declared as a function", () => {
    expect(endpointOf(action({ endpoint }), undefined, {})).toBe(endpoint);
    const pick = action({ endpoint: (_record, values) => (values.other ? other : endpoint) });
    expect(endpointOf(pick, undefined, { other: true })).toBe(other);
    expect(endpointOf(pick, undefined, {})).toBe(endpoint);
  });

  it("says the declared success text, one made from the answer, or 操作成功", () => {
    expect(successText(action({ success: "已取消" }), null)).toBe("已取消");
    expect(successText(action({ success: (result) => `已派给${String(result)}` }), "王师傅")).toBe(
      "已派给王师傅",
    );
    expect(successText(action({}), null)).toBe(DEFAULT_SUCCESS);
    expect(DEFAULT_SUCCESS).toBe("操作成功");
  });
});
