/**
 * The to-do count as the home page's card and the 待处理 tab read it: no figure while its first answer is on its way
 * (a 0 there read as "nothing to do"), the server's count once it has come; the sider's badge still reads 0 meanwhile.
 */
import { act, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { RefineScope } from "../test/RefineScope";

const answer = vi.hoisted(() => {
  let resolve: (count: number) => void = () => undefined;
  const next = () => new Promise<number>((done) => (resolve = done));
  return { next, give: (count: number) => resolve(count) };
});

vi.mock("../providers/http", () => ({
  call: vi.fn(() => answer.next()),
}));

const { useNeedDeal, useNeedDealCount } = await import("./needDealCount");

function Shown() {
  const { count, pending } = useNeedDeal("P1", true);
  const badge = useNeedDealCount("P1", true);
  return (
    <>
      <span data-testid="card">{pending ? "加载中" : String(count)}</span>
      <span data-testid="badge">{badge}</span>
    </>
  );
}

describe("the to-do count", () => {
  it("is pending with no figure until the server answers, then shows its count", async () => {
    render(
      <RefineScope>
        <Shown />
      </RefineScope>,
    );
    expect(screen.getByTestId("card").textContent).toBe("加载中");
    expect(screen.getByTestId("badge").textContent).toBe("0");
    await act(async () => answer.give(28));
    expect(await screen.findByText("28", { selector: "[data-testid=card]" })).toBeInTheDocument();
    expect(screen.getByTestId("badge").textContent).toBe("28");
  });
});
