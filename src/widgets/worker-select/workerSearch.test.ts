import type { WorkerSearchRecord } from "../../api/worker/search";
import type { PageRequest } from "../remote-select/paging";
import {
  OTHERS_GROUP,
  SERVED_GROUP,
  SERVED_LOOKUP_SIZE,
  isWholeName,
  once,
  servedFirst,
  workerFetcher,
  workerGroup,
  workerLabel,
  workerOption,
  workerOrderOf,
  type WorkerCalls,
} from "./workerSearch";

const worker = (n: number, name = `师傅${n}`): WorkerSearchRecord => ({
  workerId: `w${n}`,
  workerName: name,
  workerMobile: `139${String(n).padStart(8, "0")}`,
});
/** 45 workers; w41 is named 张建 exactly, w4 and w40 have it in their names. */
const NAMES: Record<number, string> = { 4: "张建国", 40: "张建华", 41: "张建" };
const ALL = Array.from({ length: 45 }, (_, i) => worker(i + 1, NAMES[i + 1]));

/** Fake calls over ALL, recording what was asked. */
function fakeCalls(served: string[] = []) {
  const asked: string[] = [];
  const calls: WorkerCalls = {
    browse: async (page, size) => {
      asked.push(`browse ${page}/${size}`);
      return { records: ALL.slice((page - 1) * size, page * size), total: ALL.length };
    },
    fuzzy: async (keyword) => {
      asked.push(`fuzzy ${keyword}`);
      return ALL.filter((w) => w.workerName.includes(keyword) || w.workerMobile.includes(keyword)).slice(
        0,
        20,
      );
    },
    byName: async (name) => {
      asked.push(`byName ${name}`);
      return ALL.filter((w) => w.workerName === name);
    },
    served: async (orderNo) => {
      asked.push(`served ${orderNo}`);
      return served;
    },
  };
  return { calls, asked };
}

const ids = (records: { workerId: string }[]) => records.map((w) => w.workerId);
const page = (p: number, query = ""): PageRequest => ({ page: p, size: 20, query });

describe("worker labels", () => {
  it("mask the mobile: first 3 and last 4 digits (spec §5)", () => {
    expect(workerLabel({ workerName: "张建国", workerMobile: "13900000001" })).toBe("张建国 139****0001");
    expect(workerOption(worker(7))).toEqual({ value: "w7", label: "师傅7 139****0007" });
  });
});

describe("workerFetcher", () => {
  it("searches a typed keyword through fuzzyQuery/workers with the keyword, in one answer", async () => {
    const { calls, asked } = fakeCalls();
    const result = await workerFetcher(calls)(page(1, " 0000001 "));
    expect(asked).toEqual(["fuzzy 0000001"]);
    expect(ids(result.records)).toEqual([
      "w1",
      "w10",
      "w11",
      "w12",
      "w13",
      "w14",
      "w15",
      "w16",
      "w17",
      "w18",
      "w19",
    ]);
    expect(result.total).toBe(result.records.length);
    expect(await workerFetcher(calls)(page(2, "0000001"))).toEqual({ records: [], total: 0 });
  });

  it("asks getWorkerListByName too for a keyword that can be a whole name, its workers first", async () => {
    const { calls, asked } = fakeCalls();
    const result = await workerFetcher(calls)(page(1, "张建"));
    expect(asked).toEqual(["byName 张建", "fuzzy 张建"]);
    expect(ids(result.records)).toEqual(["w41", "w4", "w40"]);
    expect(isWholeName("张")).toBe(false);
    expect(isWholeName("139")).toBe(false);
    expect(isWholeName("张建")).toBe(true);
  });

  it("pages the provider's workers when opened without a keyword, asking nothing served", async () => {
    const { calls, asked } = fakeCalls(["w3"]);
    const result = await workerFetcher(calls)(page(2));
    expect(asked).toEqual(["browse 2/20"]);
    expect(ids(result.records)).toEqual(ids(ALL.slice(20, 40)));
    expect(result.records.every((w) => !w.served)).toBe(true);
  });

  it("lists the served workers first, most recent first, looking up those beyond the first page", async () => {
    const { calls, asked } = fakeCalls(["w30", "w5"]);
    const fetch = workerFetcher(
      calls,
      once(() => calls.served("SO1")),
    );
    const first = await fetch(page(1));
    expect(asked).toEqual(["browse 1/20", "served SO1", `browse 1/${SERVED_LOOKUP_SIZE}`]);
    expect(ids(first.records).slice(0, 3)).toEqual(["w30", "w5", "w1"]);
    expect(first.records.filter((w) => w.served).map((w) => w.workerId)).toEqual(["w30", "w5"]);
    expect(first.total).toBe(45);
    expect(first.records).toHaveLength(21);
    // Served ones come first in a search too, and the served call is made once.
    const searched = await fetch(page(1, "000003"));
    expect(ids(searched.records).slice(0, 2)).toEqual(["w30", "w3"]);
    expect(searched.records.filter((w) => w.served).map((w) => w.workerId)).toEqual(["w30"]);
    expect(asked.filter((a) => a.startsWith("served"))).toHaveLength(1);
  });

  it("counts a failed served call as none served", async () => {
    const failing = once(() => Promise.reject(new Error("down")));
    expect([...(await failing())]).toEqual([]);
  });
});

describe("grouping and order", () => {
  it("groups only when some worker served the customer", () => {
    const marked = servedFirst([worker(1), worker(2), worker(1)], new Set(["w2"]));
    expect(marked.map((w) => [w.workerId, w.served])).toEqual([
      ["w2", true],
      ["w1", false],
    ]);
    expect(marked.map((w) => workerGroup(w, marked))).toEqual([SERVED_GROUP, OTHERS_GROUP]);
    const none = servedFirst([worker(1)], new Set());
    expect(workerGroup(none[0], none)).toBeUndefined();
  });

  it("reads the order of an action's record", () => {
    expect(workerOrderOf({ orderNo: "SO1", orderSource: 2, x: 1 })).toEqual({
      orderNo: "SO1",
      orderSource: 2,
    });
    expect(workerOrderOf({ orderNo: "SO1" })).toBeUndefined();
    expect(workerOrderOf(undefined)).toBeUndefined();
  });
});
