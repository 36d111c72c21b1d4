import { checkPrerequisites, type DialerEnvironment } from "./environment";
import {
  browserProblem,
  chromeVersion,
  cleanNumberInput,
  DIAL_START_DELAY_MS,
  DIALER_MESSAGES,
  DIALER_STATUS_LABEL,
  formatDuration,
  isDialableNumber,
  KEYPAD,
  pickSeat,
  SEAT_PAGE_SIZE,
} from "./rules";

const CHROME_120 =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36";
const CHROME_84 = CHROME_120.replace("Chrome/120", "Chrome/84");
const HEADLESS = CHROME_120.replace("Chrome/120", "HeadlessChrome/141");
const FIREFOX = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0";
const SAFARI =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15";

function environment(overrides: Partial<DialerEnvironment> = {}): DialerEnvironment {
  return { userAgent: CHROME_120, isSecureContext: true, checkMicrophone: async () => "ok", ...overrides };
}

describe("dialer rules", () => {
  it("has the spec's constants, pad and state labels", () => {
    expect(KEYPAD).toEqual(["1", "2", "3", "4", "5", "6", "7", "8", "9", "*", "0", "#"]);
    expect(DIAL_START_DELAY_MS).toBe(1500);
    expect(SEAT_PAGE_SIZE).toBe(20);
    expect(DIALER_STATUS_LABEL).toEqual({
      ready: "待拨号",
      dialing: "拨号中",
      inCall: "通话中",
      ended: "通话结束",
    });
  });

  it("has every §8 dialer message", () => {
    expect(DIALER_MESSAGES).toMatchObject({
      noSeats: "暂无更多坐席，请稍后重试",
      timeout: "拨号超时",
      failed: "拨号失败，请刷新后重试",
      hangUpWhileDialing: "正在拨号中，暂时不能挂断",
      unhandledEvent: "数据异常请刷新后重试",
      initFailed: "请刷新页面后尝试",
      badNumber: "手机格式不正确",
      hours: "智能外呼仅支持在每天9:00-21:00之间使用",
    });
  });

  it("accepts a mobile with an optional 1–6 digit extension and nothing else", () => {
    for (const ok of ["13912345678", "19912345678", "13912345678-1", "13912345678-123456", " 13912345678 "]) {
      expect(isDialableNumber(ok)).toBe(true);
    }
    for (const bad of [
      "",
      "12912345678",
      "1391234567",
      "139123456789",
      "13912345678-",
      "13912345678-1234567",
      "13912345678*1",
      "0755-12345678",
    ]) {
      expect(isDialableNumber(bad)).toBe(false);
    }
  });

  it("keeps digits, *, # and the hyphen in the entry, 18 characters at most", () => {
    expect(cleanNumberInput("139 1234 5678")).toBe("13912345678");
    expect(cleanNumberInput("1a*#-2")).toBe("1*#-2");
    expect(cleanNumberInput("1".repeat(30))).toHaveLength(18);
  });

  it("picks one seat at random from the list", () => {
    const records = [
      { dictValue: "17000000001" },
      { dictValue: "17000000002" },
      { dictValue: "17000000003" },
    ];
    expect(pickSeat(records, () => 0)).toBe("17000000001");
    expect(pickSeat(records, () => 0.5)).toBe("17000000002");
    expect(pickSeat(records, () => 0.9999)).toBe("17000000003");
    expect(pickSeat([], () => 0.5)).toBeNull();
    const seen = new Set(Array.from({ length: 200 }, () => pickSeat(records)));
    expect(seen).toEqual(new Set(records.map((r) => r.dictValue)));
  });

  it("wants Chrome 85 or later", () => {
    expect(chromeVersion(CHROME_120)).toBe(120);
    expect(chromeVersion(HEADLESS)).toBe(141);
    expect(browserProblem(CHROME_120)).toBeNull();
    expect(browserProblem(CHROME_120.replace("Chrome/120", "Chrome/85"))).toBeNull();
    expect(browserProblem(CHROME_84)).toBe("请使用最新版谷歌浏览器");
    expect(browserProblem(FIREFOX)).toBe("请切换到谷歌浏览器");
    expect(browserProblem(SAFARI)).toBe("请切换到谷歌浏览器");
  });

  it("formats the call timer", () => {
    expect(formatDuration(0)).toBe("00:00");
    expect(formatDuration(65_400)).toBe("01:05");
    expect(formatDuration(3_725_000)).toBe("1:02:05");
  });
});

describe("dialer prerequisites", () => {
  it("passes in Chrome on a secure page with a microphone", async () => {
    expect(await checkPrerequisites(environment())).toBeNull();
  });

  it("names the first unmet one", async () => {
    expect(await checkPrerequisites(environment({ userAgent: FIREFOX }))).toBe(DIALER_MESSAGES.notChrome);
    expect(await checkPrerequisites(environment({ userAgent: CHROME_84 }))).toBe(DIALER_MESSAGES.oldChrome);
    expect(await checkPrerequisites(environment({ isSecureContext: false }))).toBe(
      "请切换到安全的https连接后使用",
    );
    expect(await checkPrerequisites(environment({ checkMicrophone: async () => "missing" }))).toBe(
      "请插入耳机或麦克风，并允许浏览器使用麦克风权限",
    );
    expect(await checkPrerequisites(environment({ checkMicrophone: async () => "denied" }))).toBe(
      DIALER_MESSAGES.noMicrophone,
    );
    expect(
      await checkPrerequisites(environment({ checkMicrophone: () => Promise.reject(new Error("boom")) })),
    ).toBe(DIALER_MESSAGES.noMicrophone);
  });
});
