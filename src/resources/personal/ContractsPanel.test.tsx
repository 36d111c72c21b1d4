/**
 * ContractsPanel apart from the server (the HTTP client replaced by a tiny in-memory contract list): the status rule
 * decides which actions a row offers (签署 only 待签署, 下载 only 已签署, 重置 only 签署失败), reset and sign go through
 * their calls and the list is read again; without personal:contract only 详情 is left.
 */
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Endpoint } from "../../api/endpoint";
import type { Contract } from "../../api/worker/profile";
import { setAccessGroup } from "../../providers/session";
import { RefineScope } from "../../test/RefineScope";

let contracts: Contract[] = [];
const sent: string[] = [];

vi.mock("../../providers/http", () => ({
  call: vi.fn(async (ep: Endpoint, payload?: { contractCode?: string }) => {
    const name = ep.path.split("/").pop() ?? "";
    sent.push(name);
    const find = () => contracts.find((c) => c.contractCode === payload?.contractCode)!;
    if (name === "getProviderContractList") return contracts.map((c) => ({ ...c }));
    if (name === "list") return contracts.filter((c) => c.contractStatus === 2);
    if (name === "getContractDocs") return [];
    if (name === "resetContractStatusByFailed") find().contractStatus = 0;
    if (name === "signContract") find().contractStatus = 2;
    return null;
  }),
}));

const { ContractsPanel } = await import("./ContractsPanel");

const row = (name: string) => screen.getByText(name).closest("tr") as HTMLElement;
const buttons = (name: string) =>
  within(row(name))
    .queryAllByRole("button")
    .map((b) => b.textContent?.replace(/\s/g, ""));

beforeEach(() => {
  sent.length = 0;
  contracts = [
    { contractCode: "HT1", contractName: "甲协议", contractStatus: 2 },
    { contractCode: "HT2", contractName: "乙协议", contractStatus: 3, contractAdvise: "身份不一致" },
    { contractCode: "HT3", contractName: "丙协议", contractStatus: 4 },
  ];
});
afterEach(() => setAccessGroup(null));

describe("ContractsPanel", () => {
  it("offers per status, resets a failed contract and signs it", async () => {
    setAccessGroup({ menu: ["/personal/index"], btn: ["personal:contract"] });
    const onChange = vi.fn();
    render(
      <RefineScope>
        <ContractsPanel onChange={onChange} />
      </RefineScope>,
    );
    await screen.findByText("甲协议");
    expect(buttons("甲协议")).toEqual(["详情", "下载"]);
    expect(buttons("乙协议")).toEqual(["详情", "重置"]);
    expect(buttons("丙协议")).toEqual(["详情"]);
    expect(within(row("乙协议")).getByText("签署失败")).toBeTruthy();

    await userEvent.click(within(row("乙协议")).getByRole("button", { name: /重\s?置/ }));
    await userEvent.click(await screen.findByRole("button", { name: /确\s?定|OK/ }));
    await waitFor(() => expect(within(row("乙协议")).getByText("待签署")).toBeTruthy());
    expect(sent).toContain("resetContractStatusByFailed");
    expect(buttons("乙协议")).toEqual(["详情", "签署"]);

    await userEvent.click(within(row("乙协议")).getByRole("button", { name: /签\s?署/ }));
    const confirms = await screen.findAllByRole("button", { name: /确\s?定|OK/ });
    await userEvent.click(confirms[confirms.length - 1]);
    await waitFor(() => expect(within(row("乙协议")).getByText("已签署")).toBeTruthy());
    expect(onChange).toHaveBeenLastCalledWith(
      expect.arrayContaining([expect.objectContaining({ contractCode: "HT2", contractStatus: 2 })]),
    );
  });

  it("leaves only 详情 without personal:contract", async () => {
    setAccessGroup({ menu: ["/personal/index"], btn: [] });
    render(
      <RefineScope>
        <ContractsPanel />
      </RefineScope>,
    );
    await screen.findByText("甲协议");
    expect(buttons("甲协议")).toEqual(["详情"]);
    expect(buttons("乙协议")).toEqual(["详情"]);
  });
});
