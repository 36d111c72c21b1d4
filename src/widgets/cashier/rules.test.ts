import {
  CASHIER_TEXT,
  CASHIER_WIDTH,
  expiryTime,
  formatYuan,
  isAvailable,
  isExpired,
  isSwitchTooFast,
  methodInfo,
  PAY_METHODS,
  preferredMethod,
  QR_EXPIRY_SECONDS,
  QR_LOGO_SIZE,
  QR_SIZE,
  statusOutcome,
  SWITCH_DEBOUNCE_MS,
} from "./rules";

describe("cashier rules", () => {
  it("prefers Alipay, else WeChat, else none (0 means unavailable)", () => {
    expect(preferredMethod({ aliPay: 1, wechat: 1 })).toBe("alipay");
    expect(preferredMethod({ aliPay: 1, wechat: 0 })).toBe("alipay");
    expect(preferredMethod({ aliPay: 0, wechat: 1 })).toBe("wechat");
    expect(preferredMethod({ aliPay: 0, wechat: 0 })).toBeNull();
    expect(preferredMethod(null)).toBeNull();
    expect(isAvailable({ aliPay: 0, wechat: 1 }, "alipay")).toBe(false);
    expect(isAvailable({ aliPay: 0, wechat: 1 }, "wechat")).toBe(true);
  });

  it("maps the methods to payWay and payChannel (14/2 Alipay native, 13/1 WeChat native)", () => {
    expect(methodInfo("alipay")).toMatchObject({ label: "支付宝", payWay: 14, payChannel: 2 });
    expect(methodInfo("wechat")).toMatchObject({ label: "微信", payWay: 13, payChannel: 1 });
    expect(PAY_METHODS.map((m) => m.label)).toEqual(["支付宝", "微信"]);
  });

  it("refuses a switch within 1 s of the previous one", () => {
    expect(SWITCH_DEBOUNCE_MS).toBe(1000);
    expect(isSwitchTooFast(null, 5000)).toBe(false);
    expect(isSwitchTooFast(5000, 5999)).toBe(true);
    expect(isSwitchTooFast(5000, 6000)).toBe(false);
    expect(CASHIER_TEXT.tooFast).toBe("操作太快，缓一秒再点吧");
  });

  it("expires a QR code after 300 s by default", () => {
    expect(QR_EXPIRY_SECONDS).toBe(300);
    const expiresAt = expiryTime(1_000, QR_EXPIRY_SECONDS);
    expect(expiresAt).toBe(301_000);
    expect(isExpired(expiresAt, 300_999)).toBe(false);
    expect(isExpired(expiresAt, 301_000)).toBe(true);
    expect([CASHIER_TEXT.expired, CASHIER_TEXT.refresh]).toEqual(["二维码已失效", "请刷新"]);
  });

  it("has the spec's sizes and texts", () => {
    expect(CASHIER_WIDTH).toBe(399);
    expect(QR_SIZE).toBe(160);
    expect(QR_LOGO_SIZE).toBe(24);
    expect(CASHIER_TEXT.title).toBe("收银台");
    expect(formatYuan(2000)).toBe("¥2000.00");
    expect(formatYuan(0.5)).toBe("¥0.50");
  });

  it("reads the payment status (-2 failed, -1 cancelled, 1 awaiting, 2 in progress, 3 completed)", () => {
    expect([-2, -1, 1, 2, 3].map(statusOutcome)).toEqual(["failed", "closed", "waiting", "waiting", "paid"]);
  });
});
