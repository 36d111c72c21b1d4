import { CashierController } from "./cashierController";
import { CASHIER_TEXT } from "./rules";
import { fakeCashierService, type FakeCashier } from "./testService";

const apiData = { amount: 2000, contractNo: "HT001", bizNo: "BZ001" };

let service: FakeCashier;
let errors: string[];
let successes: string[];

function controller(options: { expirySeconds?: number } = {}) {
  return new CashierController({
    apiData,
    service,
    expirySeconds: options.expirySeconds ?? 300,
    pollIntervalMs: 2000,
    notify: { error: (text) => errors.push(text), success: (text) => successes.push(text) },
  });
}

beforeEach(() => {
  vi.useFakeTimers({ now: 1_000_000 });
  service = fakeCashierService();
  errors = [];
  successes = [];
});

afterEach(() => {
  vi.useRealTimers();
});

describe("CashierController", () => {
  it("fetches the pay sources on start and requests an Alipay QR code (payWay 14, payChannel 2)", async () => {
    const c = controller();
    const shown: string[] = [];
    c.setCallbacks({ onPayment: (p) => shown.push(p.financeTransNo) });
    await c.start();
    expect(service.calls).toEqual(["paySource", "confirm 14/2"]);
    expect(c.getSnapshot().method).toBe("alipay");
    expect(c.getSnapshot().qr).toMatchObject({ kind: "ready", payment: { financeTransNo: "FT0001" } });
    expect(shown).toEqual(["FT0001"]);
  });

  it("falls back to WeChat (13/1), and to the placeholder when no channel is available", async () => {
    service.source = { aliPay: 0, wechat: 1 };
    const c = controller();
    await c.start();
    expect(service.calls).toEqual(["paySource", "confirm 13/1"]);
    expect(c.getSnapshot().method).toBe("wechat");

    service.source = { aliPay: 0, wechat: 0 };
    service.calls = [];
    await c.start();
    expect(c.getSnapshot().qr).toEqual({ kind: "none" });
    expect(service.calls).toEqual(["paySource"]);
  });

  it("switches by closing the old payment first, then requesting the new one", async () => {
    const c = controller();
    await c.start();
    await c.switchTo("wechat");
    expect(service.calls.slice(2)).toEqual(["close FT0001", "confirm 13/1"]);
    expect(service.payments.get("FT0001")?.status).toBe(-1);
    expect(c.getSnapshot()).toMatchObject({
      method: "wechat",
      qr: { kind: "ready", payment: { financeTransNo: "FT0002" } },
    });
  });

  it("refuses a switch within 1 s of the previous one with the message", async () => {
    const c = controller();
    await c.start();
    await c.switchTo("wechat");
    vi.advanceTimersByTime(999);
    await c.switchTo("alipay");
    expect(errors).toEqual([CASHIER_TEXT.tooFast]);
    expect(c.getSnapshot().method).toBe("wechat");
    vi.advanceTimersByTime(1);
    await c.switchTo("alipay");
    expect(errors).toHaveLength(1);
    expect(c.getSnapshot().method).toBe("alipay");
  });

  it("keeps the old payment when closing it fails (code not 1) and says why", async () => {
    const c = controller();
    await c.start();
    service.setStatus("FT0001", 3);
    await c.switchTo("wechat");
    expect(errors).toEqual(["支付单已支付，不能关闭"]);
    expect(service.calls).not.toContain("confirm 13/1");
    expect(c.getSnapshot()).toMatchObject({
      method: "alipay",
      qr: { payment: { financeTransNo: "FT0001" } },
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(c.getSnapshot().qr.kind).toBe("paid");
  });

  it("expires the QR code after the expiry, and refresh restarts it", async () => {
    const c = controller({ expirySeconds: 5 });
    await c.start();
    await vi.advanceTimersByTimeAsync(4999);
    expect(c.getSnapshot().qr.kind).toBe("ready");
    await vi.advanceTimersByTimeAsync(1);
    expect(c.getSnapshot().qr.kind).toBe("expired");
    const polls = service.calls.filter((call) => call.startsWith("status")).length;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(service.calls.filter((call) => call.startsWith("status"))).toHaveLength(polls);

    await c.refresh();
    expect(service.calls.slice(-2)).toEqual(["close FT0001", "confirm 14/2"]);
    expect(c.getSnapshot().qr).toMatchObject({ kind: "ready", payment: { financeTransNo: "FT0002" } });
  });

  it("polls every 2 s and reports payment: 支付成功, onPaid, then onDone", async () => {
    const c = controller();
    const paid: string[] = [];
    let done = false;
    c.setCallbacks({ onPaid: (p) => paid.push(p.financeTransNo), onDone: () => (done = true) });
    await c.start();
    await vi.advanceTimersByTimeAsync(4000);
    expect(service.calls.filter((call) => call === "status FT0001")).toHaveLength(2);
    service.setStatus("FT0001", 3);
    await vi.advanceTimersByTimeAsync(2000);
    expect(c.getSnapshot().qr.kind).toBe("paid");
    expect(successes).toEqual(["支付成功"]);
    expect(paid).toEqual(["FT0001"]);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1500);
    expect(done).toBe(true);
  });

  it("shows a failed payment with the refresh overlay", async () => {
    const c = controller();
    await c.start();
    service.setStatus("FT0001", -2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(c.getSnapshot().qr.kind).toBe("failed");
  });

  it("shows the refresh overlay when the QR code could not be fetched", async () => {
    service.failNextConfirm = true;
    const c = controller();
    await c.start();
    expect(c.getSnapshot().qr).toEqual({ kind: "error" });
    await c.refresh();
    expect(c.getSnapshot().qr.kind).toBe("ready");
  });

  it("closes the open payment on dispose and stops polling", async () => {
    const c = controller();
    await c.start();
    c.dispose();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(service.calls).toEqual(["paySource", "confirm 14/2", "close FT0001"]);
  });

  it("does not close a superseded answer that is the payment now shown (the server answered it twice)", async () => {
    const same = {
      financeTransNo: "FT0009",
      qrCodeUrl: "https://pay.example.invalid/qr/FT0009",
      contractNo: apiData.contractNo,
      apiData,
    };
    const answers: ((payment: typeof same) => void)[] = [];
    service.confirm = (body) => {
      service.calls.push(`confirm ${body.payWay}/${body.payChannel}`);
      return new Promise((resolve) => answers.push(resolve));
    };
    const c = controller();
    const started = c.start();
    await vi.waitFor(() => expect(answers).toHaveLength(1));
    const refreshed = c.refresh();
    await vi.waitFor(() => expect(answers).toHaveLength(2));
    answers[1](same);
    await refreshed;
    answers[0](same);
    await started;
    expect(service.calls.filter((call) => call.startsWith("close"))).toEqual([]);
    expect(c.getSnapshot().qr).toMatchObject({ kind: "ready", payment: { financeTransNo: "FT0009" } });
  });
});
