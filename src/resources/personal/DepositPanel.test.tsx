/**
 * DepositPanel apart from the server: the HTTP client and the cashier are replaced (the cashier's own behaviour is
 * tested in src/widgets/cashier). A payment reported by the cashier turns 待支付 into 已支付 in place; without the
 * btn code personal:payDeposit there is no 缴纳保证金.
 */
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Endpoint } from "../../api/endpoint";
import type { ContractDeposit } from "../../api/worker/profile";
import { setAccessGroup } from "../../providers/session";
import { RefineScope } from "../../test/RefineScope";

const apiData = { amount: 3000, contractNo: "HT00000104", bizNo: "BZHT00000104" };
let paid = false;
const asked: unknown[] = [];

vi.mock("../../providers/http", () => ({
  call: vi.fn(async (ep: Endpoint, payload: unknown): Promise<ContractDeposit | null> => {
    expect(ep.path).toContain("/getContractDeposit");
    asked.push(payload);
    return {
      apiData,
      contractName: "2026年度服务保证金补充协议",
      paid,
      paidTime: paid ? "2026-11-24 10:00:00" : null,
    };
  }),
}));

vi.mock("../../widgets/cashier", () => ({
  CashierDialog: ({ onPaid }: { onPaid?: (p: unknown) => void }) => (
    <div role="dialog">
      收银台
      <button
        type="button"
        onClick={() => {
          paid = true;
          onPaid?.({ financeTransNo: "FT1", qrCodeUrl: "", contractNo: apiData.contractNo, apiData });
        }}
      >
        模拟支付
      </button>
    </div>
  ),
}));

const { DepositPanel } = await import("./DepositPanel");

beforeEach(() => {
  paid = false;
  asked.length = 0;
});
afterEach(() => setAccessGroup(null));

describe("DepositPanel", () => {
  it("shows the deposit, pays it through the cashier and shows 已支付 without a reload", async () => {
    setAccessGroup({ menu: ["/personal/index"], btn: ["personal:payDeposit"] });
    const onPaid = vi.fn();
    render(
      <RefineScope>
        <DepositPanel onPaid={onPaid} />
      </RefineScope>,
    );
    const status = await screen.findByTestId("deposit-status");
    expect(status.textContent).toBe("待支付");
    expect(screen.getByText("¥3,000.00")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "缴纳保证金" }));
    await userEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "模拟支付" }));
    await waitFor(() => expect(screen.getByTestId("deposit-status").textContent).toBe("已支付"));
    expect(screen.queryByRole("button", { name: "缴纳保证金" })).toBeNull();
    // The same contract is asked again (without a code the server could pick another deposit).
    expect(asked.at(-1)).toEqual({ contractCode: apiData.contractNo });
    expect(onPaid).toHaveBeenCalledWith(expect.objectContaining({ paid: true }));
  });

  it("offers no payment without the btn code", async () => {
    setAccessGroup({ menu: ["/personal/index"], btn: [] });
    render(
      <RefineScope>
        <DepositPanel />
      </RefineScope>,
    );
    await screen.findByTestId("deposit-status");
    expect(screen.queryByRole("button", { name: "缴纳保证金" })).toBeNull();
  });
});
