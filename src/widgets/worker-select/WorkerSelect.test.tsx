import { act, fireEvent, render, waitFor } from "@testing-library/react";
import type { DispatchCandidate } from "../../api/order/dispatch";
import type { WorkerSearchRecord } from "../../api/worker/search";
import { openOption, openSelect } from "../table/testing";
import { WorkerSelect } from "./WorkerSelect";
import type { CandidateCall } from "./candidates";
import type { WorkerCalls } from "./workerSearch";

const WORKERS: WorkerSearchRecord[] = [
  { workerId: "w1", workerName: "张建国", workerMobile: "13900000001" },
  { workerId: "w2", workerName: "张伟", workerMobile: "13912345678" },
  { workerId: "w3", workerName: "李海军", workerMobile: "15800001111" },
];

function fakeCalls(served: string[] = []) {
  const asked: string[] = [];
  const matches = (keyword: string) =>
    WORKERS.filter((w) => w.workerName.includes(keyword) || w.workerMobile.includes(keyword));
  const calls: WorkerCalls = {
    browse: async (page, size) => {
      asked.push(`browse ${page}/${size}`);
      return { records: WORKERS, total: WORKERS.length };
    },
    fuzzy: async (keyword) => {
      asked.push(`fuzzy ${keyword}`);
      return matches(keyword);
    },
    byName: async (name) => {
      asked.push(`byName ${name}`);
      return WORKERS.filter((w) => w.workerName === name);
    },
    served: async (orderNo) => {
      asked.push(`served ${orderNo}`);
      return served;
    },
  };
  return { calls, asked };
}

/** The open dropdown (closed ones stay in the DOM, leaving or hidden). */
const openDropdown = () =>
  [...document.querySelectorAll(".ant-select-dropdown")].find(
    (d) => !/-leave|ant-select-dropdown-hidden/.test(d.className),
  );
/** Group titles and option titles of the open dropdown, in order. */
const shownItems = () =>
  [...(openDropdown()?.querySelectorAll(".ant-select-item") ?? [])].map((el) =>
    el.classList.contains("ant-select-item-group") ? `[${el.textContent}]` : el.getAttribute("title"),
  );

// Rendering antd's Select and its dropdown takes seconds on a loaded machine: a generous limit, no fixed sleeps.
describe("WorkerSelect", { timeout: 60_000 }, () => {
  it("searches the typed keyword through fuzzyQuery/workers once typing pauses, all mobiles masked", async () => {
    const { calls, asked } = fakeCalls();
    const changes: unknown[] = [];
    const { container } = render(
      <WorkerSelect
        calls={calls}
        debounceMs={30}
        onChange={(id, worker) => changes.push([id, worker?.workerId])}
      />,
    );
    expect(container.querySelector(".worker-select")).toHaveStyle({ width: "200px" });
    const input = container.querySelector("input") as HTMLInputElement;
    fireEvent.change(input, { target: { value: "1390" } });
    fireEvent.change(input, { target: { value: "13900000001" } });
    // The server matches the whole number; the option shows it masked.
    await waitFor(() => expect(shownItems()).toEqual(["张建国 139****0001"]));
    // Of the typed texts only the last one is searched (opening lists every worker first).
    expect(asked.filter((a) => !a.startsWith("browse"))).toEqual(["fuzzy 13900000001"]);
    const option = await openOption("张建国 139****0001");
    await act(async () => fireEvent.click(option));
    expect(changes).toEqual([["w1", "w1"]]);
    expect(container.querySelector(".ant-select-selection-item")).toHaveTextContent("张建国 139****0001");
    expect(document.body.innerHTML).not.toContain("13900000001");
  });

  it("lists the workers who served a 天猫 order's customer first, under 服务过该客户", async () => {
    const { calls, asked } = fakeCalls(["w3"]);
    const { container } = render(
      <WorkerSelect calls={calls} debounceMs={30} order={{ orderNo: "SO18", orderSource: 2 }} />,
    );
    openSelect(container.querySelector(".worker-select") as HTMLElement);
    await waitFor(() =>
      expect(shownItems()).toEqual([
        "[服务过该客户]",
        "李海军 158****1111",
        "[其他师傅]",
        "张建国 139****0001",
        "张伟 139****5678",
      ]),
    );
    expect(asked).toContain("served SO18");
    // A whole name typed: the exact name is asked too; the served mark stays.
    fireEvent.change(container.querySelector("input") as HTMLInputElement, { target: { value: "李海军" } });
    await waitFor(() => expect(shownItems()).toEqual(["[服务过该客户]", "李海军 158****1111"]));
    expect(asked).toEqual(expect.arrayContaining(["byName 李海军", "fuzzy 李海军"]));
    expect(asked.filter((a) => a.startsWith("served"))).toHaveLength(1);
  });

  it("asks nothing served for an own order, and says when nothing matches", async () => {
    const { calls, asked } = fakeCalls(["w3"]);
    const { container } = render(
      <WorkerSelect calls={calls} debounceMs={30} order={{ orderNo: "SO7", orderSource: 1 }} />,
    );
    openSelect(container.querySelector(".worker-select") as HTMLElement);
    await waitFor(() =>
      expect(shownItems()).toEqual(["张建国 139****0001", "张伟 139****5678", "李海军 158****1111"]),
    );
    fireEvent.change(container.querySelector("input") as HTMLInputElement, { target: { value: "王" } });
    await waitFor(() => expect(openDropdown()?.textContent).toContain("暂无匹配师傅"));
    expect(asked.some((a) => a.startsWith("served"))).toBe(false);
  });

  it("lists an order's dispatch candidates: who may not take it disabled, with the reason beside the name", async () => {
    const { calls, asked } = fakeCalls();
    const { ask, keywords } = fakeCandidates();
    const changes: unknown[] = [];
    const { container } = render(
      <WorkerSelect
        calls={calls}
        candidates={ask}
        debounceMs={30}
        order={{ orderNo: "SO7", orderSource: 1 }}
        onChange={(id) => changes.push(id)}
      />,
    );
    openSelect(container.querySelector(".worker-select") as HTMLElement);
    // The server's order: who may take the order first (by fit), then the others, each with why.
    await waitFor(() =>
      expect(shownItems()).toEqual([
        "李海军 158****1111",
        "张伟 139****5678",
        "张建国 139****0001 — 师傅今日接单已满（8/8）",
        "王强 137****2222 — 该订单不在师傅的服务区域",
      ]),
    );
    expect(keywords).toEqual(["SO7:"]);
    expect(asked).toEqual([]);
    // Read by a screen reader and a test: disabled, the reason in the option's text.
    const full = await openOption("张建国 139****0001 — 师傅今日接单已满（8/8）");
    expect(full).toHaveAttribute("aria-disabled", "true");
    expect(full).toHaveTextContent("师傅今日接单已满（8/8）");
    await act(async () => fireEvent.click(full));
    expect(changes).toEqual([]);
    await act(async () => fireEvent.click(await openOption("张伟 139****5678")));
    expect(changes).toEqual(["w2"]);
    expect(container.querySelector(".ant-select-selection-item")).toHaveTextContent(/^张伟 139\*{4}5678$/);
  });

  it("searches the candidates with the typed keyword, and keeps a 天猫 order's served workers first", async () => {
    const { ask, keywords } = fakeCandidates();
    const { container } = render(
      <WorkerSelect candidates={ask} debounceMs={30} order={{ orderNo: "TM9", orderSource: 2 }} />,
    );
    openSelect(container.querySelector(".worker-select") as HTMLElement);
    // w3 served the customer and may take the order; w1 served him too but is full: no mark, with the others.
    await waitFor(() =>
      expect(shownItems()).toEqual([
        "[服务过该客户]",
        "李海军 158****1111",
        "[其他师傅]",
        "张伟 139****5678",
        "张建国 139****0001 — 师傅今日接单已满（8/8）",
        "王强 137****2222 — 该订单不在师傅的服务区域",
      ]),
    );
    fireEvent.change(container.querySelector("input") as HTMLInputElement, { target: { value: " 张 " } });
    await waitFor(() =>
      expect(shownItems()).toEqual(["张伟 139****5678", "张建国 139****0001 — 师傅今日接单已满（8/8）"]),
    );
    expect(keywords).toEqual(["TM9:", "TM9:张"]);
  });
});

const CANDIDATES: DispatchCandidate[] = [
  candidate("w3", "李海军", "158****1111", { servedCustomer: true }),
  candidate("w2", "张伟", "139****5678"),
  candidate("w1", "张建国", "139****0001", {
    eligible: false,
    reason: "师傅今日接单已满（8/8）",
    reasonCode: "full",
    todayCount: 8,
    servedCustomer: true,
  }),
  candidate("w4", "王强", "137****2222", {
    eligible: false,
    reason: "该订单不在师傅的服务区域",
    reasonCode: "area",
    inArea: false,
  }),
];

function candidate(
  workerId: string,
  workerName: string,
  workerMobile: string,
  more: Partial<DispatchCandidate> = {},
): DispatchCandidate {
  return {
    workerId,
    workerName,
    workerMobile,
    eligible: true,
    reason: null,
    reasonCode: null,
    todayCount: 1,
    dailyMax: 8,
    inArea: true,
    distanceKm: 2.5,
    servedCustomer: false,
    ...more,
  };
}

/** The candidates call over CANDIDATES (a 天猫 order's served marks kept, others' dropped, as the server does). */
function fakeCandidates() {
  const keywords: string[] = [];
  const ask: CandidateCall = async (orderNo, keyword) => {
    keywords.push(`${orderNo}:${keyword}`);
    return CANDIDATES.filter((c) => c.workerName.includes(keyword) || c.workerMobile.includes(keyword)).map(
      (c) => ({ ...c, servedCustomer: orderNo.startsWith("TM") && c.servedCustomer }),
    );
  };
  return { ask, keywords };
}
