import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { CashierDialog } from "./CashierDialog";
import { fakeCashierService } from "./testService";

const apiData = { amount: 2000, contractNo: "HT001", bizNo: "BZ001" };

beforeAll(() => {
  // jsdom has no canvas; the QR code skips drawing without a context.
  HTMLCanvasElement.prototype.getContext = (() => null) as typeof HTMLCanvasElement.prototype.getContext;
});

describe("CashierDialog", () => {
  it("shows 收银台 at 399 px with the QR code, the deposit and the payment number", async () => {
    const service = fakeCashierService();
    render(<CashierDialog open onClose={() => undefined} apiData={apiData} service={service} />);
    expect(await screen.findByText("收银台")).toBeInTheDocument();
    const qr = await screen.findByTestId("cashier-qr");
    expect(qr).toHaveAttribute("data-qr-value", "https://pay.example.invalid/qr/FT0001");
    expect(qr.querySelector("canvas")).toHaveAttribute("width", expect.stringMatching(/^\d+$/));
    expect((qr.querySelector("canvas") as HTMLCanvasElement).style.width).toBe("160px");
    expect(screen.getByRole("img", { name: "支付二维码" })).toBe(qr.querySelector("canvas"));
    expect(screen.getByText("保证金")).toBeInTheDocument();
    expect(screen.getByTestId("cashier-amount")).toHaveTextContent("¥2000.00");
    expect(screen.getByText("支付编号")).toBeInTheDocument();
    expect(screen.getByTestId("cashier-no")).toHaveTextContent("FT0001");
    expect(screen.getByRole("tab", { name: "支付宝" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tab", { name: "微信" })).toBeInTheDocument();
    expect(screen.getByText("下载二维码")).toBeInTheDocument();
    const dialog = document.querySelector(".ant-modal") as HTMLElement;
    expect(dialog.style.width).toBe("399px");
  });

  it("shows the server's amount from the payment, not the one it was opened with", async () => {
    const service = fakeCashierService();
    service.deposit = { ...apiData, amount: 3000 };
    render(<CashierDialog open onClose={() => undefined} apiData={apiData} service={service} />);
    await waitFor(() => expect(screen.getByTestId("cashier-no")).toHaveTextContent("FT0001"));
    expect(screen.getByTestId("cashier-amount")).toHaveTextContent("¥3000.00");
  });

  it("shows the placeholder when neither channel is available", async () => {
    const service = fakeCashierService({ aliPay: 0, wechat: 0 });
    render(<CashierDialog open onClose={() => undefined} apiData={apiData} service={service} />);
    expect(await screen.findByText("暂无可用支付方式")).toBeInTheDocument();
    expect(screen.queryByTestId("cashier-qr")).not.toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "支付宝" })).toHaveAttribute("aria-disabled", "true");
  });

  it("shows the expired overlay after the injected expiry and refreshes it", async () => {
    const service = fakeCashierService();
    render(
      <CashierDialog open onClose={() => undefined} apiData={apiData} service={service} expirySeconds={1} />,
    );
    await screen.findByTestId("cashier-qr");
    expect(await screen.findByText("二维码已失效", undefined, { timeout: 3000 })).toBeInTheDocument();
    await userEvent.click(screen.getByText("请刷新"));
    await waitFor(() => expect(screen.getByTestId("cashier-no")).toHaveTextContent("FT0002"));
    expect(screen.queryByText("二维码已失效")).not.toBeInTheDocument();
    expect(service.calls).toContain("close FT0001");
  });

  it("reports payment: 支付成功, onPaid, then closes", async () => {
    const service = fakeCashierService();
    const onPaid = vi.fn();
    const onClose = vi.fn();
    render(
      <CashierDialog
        open
        onClose={onClose}
        onPaid={onPaid}
        apiData={apiData}
        service={service}
        pollIntervalMs={50}
      />,
    );
    await screen.findByTestId("cashier-qr");
    act(() => service.setStatus("FT0001", 3));
    expect((await screen.findAllByText("支付成功")).length).toBeGreaterThan(0);
    expect(onPaid).toHaveBeenCalledWith(expect.objectContaining({ financeTransNo: "FT0001" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled(), { timeout: 3000 });
  });
});
