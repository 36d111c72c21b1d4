/**
 * The selector's default source for an order: the dispatch candidates call when the account holds one of its btn
 * codes, the plain search otherwise (the HTTP client replaced).
 */
import { render, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Endpoint } from "../../api/endpoint";
import { setAccessGroup } from "../../providers/session";
import { openSelect } from "../table/testing";

const sent: [string, unknown][] = [];

vi.mock("../../providers/http", () => ({
  call: vi.fn(async (ep: Endpoint, payload?: unknown) => {
    const name = ep.path.split("/").pop() ?? "";
    sent.push([name, payload]);
    if (name === "candidates")
      return [
        {
          workerId: "w1",
          workerName: "张建国",
          workerMobile: "139****0001",
          eligible: false,
          reason: "师傅已禁用",
          reasonCode: "disabled",
          todayCount: 0,
          dailyMax: null,
          inArea: true,
          distanceKm: null,
          servedCustomer: false,
        },
      ];
    if (name === "queryWorkerListByNameOrMobile")
      return { records: [{ workerId: "w1", workerName: "张建国", workerMobile: "13900000001" }], total: 1 };
    return [];
  }),
}));

const { WorkerSelect } = await import("./WorkerSelect");

const titles = () =>
  [...document.querySelectorAll(".ant-select-dropdown .ant-select-item-option")].map((el) =>
    el.getAttribute("title"),
  );

afterEach(() => {
  setAccessGroup(null);
  sent.length = 0;
  document.body.innerHTML = "";
});

describe("WorkerSelect for an order", { timeout: 60_000 }, () => {
  it("asks the order's candidates for an account holding a dispatch code", async () => {
    setAccessGroup({ menu: [], btn: ["order:manualDistribute"] });
    const { container } = render(<WorkerSelect order={{ orderNo: "SO7", orderSource: 1 }} />);
    openSelect(container.querySelector(".worker-select") as HTMLElement);
    await waitFor(() => expect(titles()).toEqual(["张建国 139****0001 — 师傅已禁用"]));
    expect(sent).toEqual([["candidates", { orderNo: "SO7" }]]);
  });

  it("searches plainly for an account that may not ask them", async () => {
    setAccessGroup({ menu: [], btn: ["order:view"] });
    const { container } = render(<WorkerSelect order={{ orderNo: "SO7", orderSource: 1 }} />);
    openSelect(container.querySelector(".worker-select") as HTMLElement);
    await waitFor(() => expect(titles()).toEqual(["张建国 139****0001"]));
    expect(sent.map(([name]) => name)).toEqual(["queryWorkerListByNameOrMobile"]);
  });
});
