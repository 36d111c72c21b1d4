import { act, fireEvent, render, waitFor } from "@testing-library/react";
import type { WorkerSearchRecord } from "../../api/worker/search";
import type { PageRequest } from "../remote-select/paging";
import { openOption } from "../table/testing";
import { WorkerSelect, workerLabel } from "./WorkerSelect";

const WORKERS: WorkerSearchRecord[] = [
  { workerId: "w1", workerName: "张建国", workerMobile: "13900000001" },
  { workerId: "w2", workerName: "张伟", workerMobile: "13912345678" },
  { workerId: "w3", workerName: "李海军", workerMobile: "15800001111" },
];

/** Titles of the options in the open dropdown. */
const shownOptions = () =>
  [...document.querySelectorAll(".ant-select-dropdown:not([class*='-leave']) .ant-select-item-option")].map(
    (el) => el.getAttribute("title"),
  );

describe("WorkerSelect", () => {
  it("labels options with name and mobile", () => {
    expect(workerLabel(WORKERS[0])).toBe("张建国 13900000001");
  });

  // Rendering antd's Select and its dropdown takes seconds on a loaded machine: a generous limit, no fixed sleeps.
  it(
    "searches by fuzzyContent once typing pauses and reports the workerId",
    { timeout: 60_000 },
    async () => {
      const requests: PageRequest[] = [];
      const fetchPage = async (request: PageRequest) => {
        requests.push(request);
        const records = WORKERS.filter(
          (w) => w.workerName.includes(request.query) || w.workerMobile.includes(request.query),
        );
        return { records, total: records.length };
      };
      const changes: unknown[] = [];
      const { container } = render(
        <WorkerSelect
          fetchPage={fetchPage}
          debounceMs={30}
          onChange={(id, worker) => changes.push([id, worker])}
        />,
      );
      expect(container.querySelector(".worker-select")).toHaveStyle({ width: "200px" });
      const input = container.querySelector("input") as HTMLInputElement;
      fireEvent.change(input, { target: { value: "张" } });
      fireEvent.change(input, { target: { value: "张建" } });
      // Opening loads the first page unfiltered (every worker); wait until the search's answer has replaced it.
      await waitFor(() => expect(requests.map((r) => r.query)).toContain("张建"));
      await waitFor(() => expect(shownOptions()).toEqual(["张建国 13900000001"]));
      const option = await openOption("张建国 13900000001");
      // Of the typed texts only the last one is searched.
      expect(requests.map((r) => r.query).filter((q) => q !== "")).toEqual(["张建"]);
      expect(requests.every((r) => r.size === 20 && r.page === 1)).toBe(true);
      await act(async () => fireEvent.click(option));
      expect(changes).toEqual([["w1", WORKERS[0]]]);
      expect(container.querySelector(".ant-select-selection-item")).toHaveTextContent("张建国 13900000001");
    },
  );
});
