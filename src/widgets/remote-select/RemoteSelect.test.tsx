import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { openOption, openSelect } from "../table/testing";
import type { PageRequest } from "./paging";
import { RemoteSelect } from "./RemoteSelect";

interface Shop {
  id: string;
  name: string;
}

const SHOPS: Shop[] = Array.from({ length: 45 }, (_, i) => ({ id: `m${i + 1}`, name: `店铺${i + 1}` }));

function fakeFetcher(data: Shop[] = SHOPS) {
  const requests: PageRequest[] = [];
  const fetchPage = async (request: PageRequest) => {
    requests.push(request);
    const matches = data.filter((s) => s.name.includes(request.query));
    const start = (request.page - 1) * request.size;
    return { records: matches.slice(start, start + request.size), total: matches.length };
  };
  return { fetchPage, requests };
}

const toOption = (s: Shop) => ({ value: s.id, label: s.name });

function scrollToBottom(holder: HTMLElement) {
  Object.defineProperty(holder, "scrollHeight", { configurable: true, value: 240 });
  Object.defineProperty(holder, "clientHeight", { configurable: true, value: 200 });
  holder.scrollTop = 40;
  fireEvent.scroll(holder);
}

describe("RemoteSelect", () => {
  it("loads the first page on open and appends the next page when scrolled to the bottom", async () => {
    const { fetchPage, requests } = fakeFetcher();
    const { container } = render(<RemoteSelect fetchPage={fetchPage} toOption={toOption} pageSize={10} />);
    openSelect(container.querySelector(".remote-select") as HTMLElement);
    await openOption("店铺1");
    expect(requests).toEqual([{ page: 1, size: 10, query: "" }]);
    const holder = document.querySelector(".rc-virtual-list-holder") as HTMLElement;
    await act(async () => scrollToBottom(holder));
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(requests[1]).toEqual({ page: 2, size: 10, query: "" });
    // The list is virtual (only the rows in view exist), so follow the pages through the requests: page 3, then
    // 5 (45 records), then nothing more.
    for (const next of [3, 4, 5]) {
      await act(async () => scrollToBottom(holder));
      await waitFor(() => expect(requests.at(-1)?.page).toBe(next));
    }
    await act(async () => scrollToBottom(holder));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests.map((r) => r.page)).toEqual([1, 2, 3, 4, 5]);
  });

  it("searches with only the last typed query after a pause", async () => {
    const { fetchPage, requests } = fakeFetcher();
    const changes: unknown[] = [];
    const { container } = render(
      <RemoteSelect
        fetchPage={fetchPage}
        toOption={toOption}
        debounceMs={50}
        onChange={(value, record) => changes.push([value, record])}
      />,
    );
    const input = container.querySelector("input") as HTMLInputElement;
    fireEvent.change(input, { target: { value: "店铺4" } });
    fireEvent.change(input, { target: { value: "店铺44" } });
    const option = await openOption("店铺44");
    expect(requests.filter((r) => r.query !== "")).toEqual([{ page: 1, size: 10, query: "店铺44" }]);
    await act(async () => fireEvent.click(option));
    expect(changes).toEqual([["m44", { id: "m44", name: "店铺44" }]]);
  });

  it("pages with 5 page buttons in pager mode", async () => {
    const many = Array.from({ length: 128 }, (_, i) => ({ id: `m${i + 1}`, name: `商家${i + 1}` }));
    const { fetchPage, requests } = fakeFetcher(many);
    const { container } = render(
      <RemoteSelect fetchPage={fetchPage} toOption={toOption} pageSize={10} mode="pager" />,
    );
    openSelect(container.querySelector(".remote-select") as HTMLElement);
    await openOption("商家1");
    const pager = () => document.querySelector(".remote-select-pager") as HTMLElement;
    const numbers = () =>
      within(pager())
        .getAllByRole("button")
        .map((b) => b.textContent)
        .filter((t) => t !== "");
    expect(numbers()).toEqual(["1", "2", "3", "4", "5"]);
    await act(async () => fireEvent.click(within(pager()).getByRole("button", { name: "5" })));
    await openOption("商家41");
    expect(requests.at(-1)).toEqual({ page: 5, size: 10, query: "" });
    expect(numbers()).toEqual(["3", "4", "5", "6", "7"]);
    expect(screen.queryByTitle("商家1")).toBeNull();
    // Scrolling does not append in pager mode.
    await act(async () => scrollToBottom(document.querySelector(".rc-virtual-list-holder") as HTMLElement));
    expect(requests).toHaveLength(2);
  });

  it("shows the given label for a value that is not loaded", () => {
    const { fetchPage } = fakeFetcher();
    const { container } = render(
      <RemoteSelect fetchPage={fetchPage} toOption={toOption} value="m99" valueLabel="老店" />,
    );
    expect(container.querySelector(".ant-select-selection-item")).toHaveTextContent("老店");
  });
});

describe("RemoteSelect answers out of order", () => {
  /** A fetcher whose answers the test releases, in any order. */
  function controlledFetcher() {
    const pending: { request: PageRequest; answer: () => void }[] = [];
    const fetchPage = (request: PageRequest) =>
      new Promise<{ records: Shop[]; total: number }>((resolve) => {
        const matches = SHOPS.filter((s) => s.name.includes(request.query));
        pending.push({
          request,
          answer: () => resolve({ records: matches.slice(0, 10), total: matches.length }),
        });
      });
    const answer = async (query: string) => {
      const entry = pending.find((p) => p.request.query === query);
      if (!entry) throw new Error(`no request for ${query}`);
      await act(async () => entry.answer());
    };
    return { fetchPage, pending, answer };
  }

  /** Titles of the options in the open dropdown. */
  const shownTitles = () =>
    [
      ...document.querySelectorAll<HTMLElement>(
        ".ant-select-dropdown:not([class*='-leave']) .ant-select-item-option",
      ),
    ].map((el) => el.getAttribute("title"));

  it("when the answer to an older query arrives after the newer one, the newer results stay", async () => {
    const { fetchPage, pending, answer } = controlledFetcher();
    const { container } = render(<RemoteSelect fetchPage={fetchPage} toOption={toOption} debounceMs={10} />);
    const input = container.querySelector("input") as HTMLInputElement;
    fireEvent.change(input, { target: { value: "店铺4" } });
    await waitFor(() => expect(pending.map((p) => p.request.query)).toContain("店铺4"));
    fireEvent.change(input, { target: { value: "店铺44" } });
    await waitFor(() => expect(pending.map((p) => p.request.query)).toContain("店铺44"));

    await answer("店铺44");
    await openOption("店铺44");
    await answer("店铺4");
    if (pending.some((p) => p.request.query === "")) await answer("");
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(shownTitles()).toEqual(["店铺44"]);
  });

  it("answers in order: the newest query's results are shown", async () => {
    const { fetchPage, pending, answer } = controlledFetcher();
    const { container } = render(<RemoteSelect fetchPage={fetchPage} toOption={toOption} debounceMs={10} />);
    const input = container.querySelector("input") as HTMLInputElement;
    fireEvent.change(input, { target: { value: "店铺4" } });
    await waitFor(() => expect(pending.map((p) => p.request.query)).toContain("店铺4"));
    fireEvent.change(input, { target: { value: "店铺44" } });
    await waitFor(() => expect(pending.map((p) => p.request.query)).toContain("店铺44"));
    if (pending.some((p) => p.request.query === "")) await answer("");
    await answer("店铺4");
    await answer("店铺44");
    await openOption("店铺44");
    expect(shownTitles()).toEqual(["店铺44"]);
  });
});
