import { fireEvent, render, waitFor } from "@testing-library/react";
import dayjs from "dayjs";
import { DateRangeFilter } from "./DateRangeFilter";
import { dateRangeQuery, toDayRange } from "./dateRange";

describe("toDayRange", () => {
  it("covers the chosen days from 00:00:00 to 23:59:59", () => {
    expect(toDayRange(dayjs("2026-11-01 15:32:10"), dayjs("2026-11-20 08:00:00"))).toEqual([
      "2026-11-01 00:00:00",
      "2026-11-20 23:59:59",
    ]);
    expect(toDayRange("2026-02-28", "2026-02-28")).toEqual(["2026-02-28 00:00:00", "2026-02-28 23:59:59"]);
  });

  it("swaps bounds given in the wrong order and rejects missing ones", () => {
    expect(toDayRange("2026-03-05", "2026-03-01")).toEqual(["2026-03-01 00:00:00", "2026-03-05 23:59:59"]);
    expect(toDayRange(null, "2026-03-01")).toBeNull();
    expect(toDayRange("not a date", "2026-03-01")).toBeNull();
  });

  it("gives the query fields", () => {
    expect(dateRangeQuery(["2026-01-01 00:00:00", "2026-01-31 23:59:59"])).toEqual({
      startTime: "2026-01-01 00:00:00",
      endTime: "2026-01-31 23:59:59",
    });
    expect(dateRangeQuery(null)).toEqual({});
  });
});

/** The filter's picker, loaded on the first focus of its field (DateRangeFilter.tsx). */
async function pickerInputs(container: HTMLElement): Promise<HTMLInputElement[]> {
  fireEvent.focus(container.querySelector("input") as HTMLInputElement);
  await waitFor(() => expect(container.querySelectorAll(".ant-picker input")).toHaveLength(2));
  return Array.from(container.querySelectorAll<HTMLInputElement>(".ant-picker input"));
}

describe("DateRangeFilter", () => {
  it("gives its id to its field, then to the picker's first input (a label names either)", async () => {
    const { container } = render(<DateRangeFilter id="filter_timeRange" />);
    expect(container.querySelector("input")).toHaveAttribute("id", "filter_timeRange");
    const [start, end] = await pickerInputs(container);
    expect(start).toHaveAttribute("id", "filter_timeRange");
    expect(end).not.toHaveAttribute("id", "filter_timeRange");
  });

  it("shows the days of the value before its picker is loaded, and clears without it", () => {
    const changes: unknown[] = [];
    const { container } = render(
      <DateRangeFilter
        value={["2026-11-01 00:00:00", "2026-11-20 23:59:59"]}
        onChange={(range) => changes.push(range)}
      />,
    );
    expect(container.querySelector("input")).toHaveValue("2026-11-01 → 2026-11-20");
    expect(container.querySelector(".ant-picker")).toBeNull();
    fireEvent.click(container.querySelector(".ant-input-clear-icon") as HTMLElement);
    expect(changes.at(-1)).toBeNull();
  });

  it("shows the days of the value and reports null when cleared", async () => {
    const changes: unknown[] = [];
    const { container } = render(
      <DateRangeFilter
        value={["2026-11-01 00:00:00", "2026-11-20 23:59:59"]}
        onChange={(range) => changes.push(range)}
      />,
    );
    const inputs = await pickerInputs(container);
    expect(inputs[0]).toHaveValue("2026-11-01");
    expect(inputs[1]).toHaveValue("2026-11-20");
    fireEvent.mouseDown(container.querySelector(".ant-picker-clear") as HTMLElement);
    fireEvent.mouseUp(container.querySelector(".ant-picker-clear") as HTMLElement);
    fireEvent.click(container.querySelector(".ant-picker-clear") as HTMLElement);
    expect(changes.at(-1)).toBeNull();
  });
});

describe("DateRangeFilter picking", () => {
  it("picking 2026-11-01 … 2026-11-20 reports the whole days", async () => {
    const onChange = vi.fn();
    const { container } = render(<DateRangeFilter onChange={onChange} />);
    const [start, end] = await pickerInputs(container);
    fireEvent.mouseDown(start);
    fireEvent.focus(start);
    fireEvent.change(start, { target: { value: "2026-11-01" } });
    fireEvent.keyDown(start, { key: "Enter" });
    fireEvent.focus(end);
    fireEvent.change(end, { target: { value: "2026-11-20" } });
    fireEvent.keyDown(end, { key: "Enter" });
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    expect(onChange).toHaveBeenLastCalledWith(["2026-11-01 00:00:00", "2026-11-20 23:59:59"]);
  });
});
