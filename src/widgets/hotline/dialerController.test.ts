import type { CallHistoryBody } from "../../api/basicPublic";
import type { HotlineAdapter, HotlineEvent } from "./adapter";
import { DialerController, type DialerControllerOptions } from "./dialerController";
import type { DialerEnvironment } from "./environment";
import { DIALER_MESSAGES } from "./rules";
import type { HotlineService, TokenAnswer } from "./service";

const SEATS = ["17000000001", "17000000002", "17000000003"];

/** An adapter the test drives by hand: it records calls and lets the test emit events. */
function manualAdapter() {
  const listeners = new Set<(event: HotlineEvent) => void>();
  const log: string[] = [];
  const adapter: HotlineAdapter & {
    emit(event: HotlineEvent): void;
    log: string[];
    failInit: boolean;
    failDial: boolean;
  } = {
    name: "manual",
    log,
    failInit: false,
    failDial: false,
    async init(token) {
      log.push(`init ${token}`);
      if (adapter.failInit) throw new Error("sdk");
    },
    async dial(number, seat) {
      log.push(`dial ${number} ${seat}`);
      if (adapter.failDial) throw new Error("dial");
    },
    async hangUp() {
      log.push("hangUp");
      adapter.emit({ type: "ended", by: "local" });
    },
    on(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    destroy() {
      log.push("destroy");
      listeners.clear();
    },
    emit(event) {
      for (const listener of [...listeners]) listener(event);
    },
  };
  return adapter;
}

let adapter: ReturnType<typeof manualAdapter>;
let errors: string[];
let saved: CallHistoryBody[];
let token: TokenAnswer;
let seats: string[];

function service(): HotlineService {
  return {
    token: async () => token,
    seats: async () => seats.map((dictValue, i) => ({ id: String(i), dictType: "seat", dictValue })),
    saveHistory: async (body) => {
      saved.push(body);
    },
  };
}

function env(overrides: Partial<DialerEnvironment> = {}): DialerEnvironment {
  return { userAgent: "Chrome/120", isSecureContext: true, checkMicrophone: async () => "ok", ...overrides };
}

function controller(overrides: Partial<DialerControllerOptions> = {}) {
  return new DialerController({
    service: service(),
    environment: env(),
    createAdapter: () => adapter,
    notify: { error: (text) => errors.push(text) },
    random: () => 0.5,
    ...overrides,
  });
}

beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
  adapter = manualAdapter();
  errors = [];
  saved = [];
  token = { ok: true, token: "rk-1" };
  seats = [...SEATS];
});

afterEach(() => vi.useRealTimers());

describe("DialerController", () => {
  it("dials 1500 ms after the request from a random seat, saves the history, answers, hangs up", async () => {
    const c = controller();
    await c.dial("13912345678");
    expect(c.getSnapshot()).toMatchObject({ status: "dialing", seat: "17000000002", number: "13912345678" });
    expect(adapter.log).toEqual(["init rk-1"]);
    await vi.advanceTimersByTimeAsync(1499);
    expect(adapter.log).toEqual(["init rk-1"]);
    await vi.advanceTimersByTimeAsync(1);
    expect(adapter.log).toEqual(["init rk-1", "dial 13912345678 17000000002"]);
    expect(saved).toEqual([{ calleeMobile: "13912345678", callerMobile: "17000000002" }]);

    adapter.emit({ type: "ringing" });
    expect(c.getSnapshot()).toMatchObject({ status: "dialing", ringing: true });
    vi.setSystemTime(5000);
    adapter.emit({ type: "answered" });
    expect(c.getSnapshot()).toMatchObject({ status: "inCall", answeredAt: 5000 });

    await c.hangUp();
    expect(c.getSnapshot().status).toBe("ended");
    expect(adapter.log.at(-1)).toBe("hangUp");
    expect(errors).toEqual([]);
  });

  it("dials a privacy number from the seat it was bound for, not a random one (issue 43 P2)", async () => {
    const c = controller();
    const placed: string[] = [];
    await c.dial("17012341234", (number) => placed.push(number), "17000000003");
    expect(c.getSnapshot()).toMatchObject({ status: "dialing", seat: "17000000003" });
    await vi.advanceTimersByTimeAsync(1500);
    expect(adapter.log).toEqual(["init rk-1", "dial 17012341234 17000000003"]);
    expect(saved).toEqual([{ calleeMobile: "17012341234", callerMobile: "17000000003" }]);
    expect(placed).toEqual(["17012341234"]);
  });

  it("refuses hang-up while dialing, before and after the call is placed", async () => {
    const c = controller();
    await c.dial("13912345678");
    await c.hangUp();
    await vi.advanceTimersByTimeAsync(1500);
    await c.hangUp();
    expect(errors).toEqual([DIALER_MESSAGES.hangUpWhileDialing, DIALER_MESSAGES.hangUpWhileDialing]);
    expect(c.getSnapshot().status).toBe("dialing");
    expect(adapter.log).not.toContain("hangUp");
  });

  it("refuses an invalid number before anything else (手机格式不正确)", async () => {
    const c = controller();
    await c.dial("1391234567");
    await c.dial("13912345678-1234567");
    expect(errors).toEqual([DIALER_MESSAGES.badNumber, DIALER_MESSAGES.badNumber]);
    expect(adapter.log).toEqual([]);
    await c.dial("13912345678-123");
    expect(c.getSnapshot()).toMatchObject({ status: "dialing", number: "13912345678-123" });
  });

  it("stops at an unmet prerequisite with its message", async () => {
    const c = controller({ environment: env({ checkMicrophone: async () => "missing" }) });
    await c.dial("13912345678");
    expect(errors).toEqual([DIALER_MESSAGES.noMicrophone]);
    expect(c.getSnapshot()).toMatchObject({ status: "ready", preparing: false });
  });

  it("shows the server's message when the token is refused, or the 9:00–21:00 notice", async () => {
    token = { ok: false, message: "外呼服务维护中" };
    const c = controller();
    await c.dial("13912345678");
    token = { ok: false, message: null };
    await c.dial("13912345678");
    expect(errors).toEqual(["外呼服务维护中", "智能外呼仅支持在每天9:00-21:00之间使用"]);
    expect(adapter.log).toEqual([]);
  });

  it("says 请刷新页面后尝试 when the call service cannot start", async () => {
    adapter.failInit = true;
    await controller().dial("13912345678");
    const broken = controller({
      createAdapter: () => {
        throw new Error("no sdk");
      },
    });
    await broken.dial("13912345678");
    expect(errors).toEqual([DIALER_MESSAGES.initFailed, DIALER_MESSAGES.initFailed]);
  });

  it("says 暂无更多坐席，请稍后重试 without seats", async () => {
    seats = [];
    const c = controller();
    await c.dial("13912345678");
    expect(errors).toEqual([DIALER_MESSAGES.noSeats]);
    expect(c.getSnapshot().status).toBe("ready");
  });

  it("ends with 拨号超时 when nobody answers", async () => {
    const c = controller({ dialTimeoutMs: 10_000 });
    await c.dial("13912345678");
    await vi.advanceTimersByTimeAsync(1500 + 9999);
    expect(c.getSnapshot().status).toBe("dialing");
    await vi.advanceTimersByTimeAsync(1);
    expect(errors).toEqual([DIALER_MESSAGES.timeout]);
    expect(c.getSnapshot().status).toBe("ended");
  });

  it("ends with 拨号失败，请刷新后重试 when the call fails or cannot be placed", async () => {
    const c = controller();
    await c.dial("13912345678");
    await vi.advanceTimersByTimeAsync(1500);
    adapter.emit({ type: "failed" });
    expect(c.getSnapshot().status).toBe("ended");
    adapter.failDial = true;
    await c.dial("13912345678");
    await vi.advanceTimersByTimeAsync(1500);
    expect(errors).toEqual([DIALER_MESSAGES.failed, DIALER_MESSAGES.failed]);
    expect(c.getSnapshot().status).toBe("ended");
  });

  it("answers an event it does not know with 数据异常请刷新后重试", async () => {
    const c = controller();
    await c.dial("13912345678");
    await vi.advanceTimersByTimeAsync(1500);
    adapter.emit({ type: "unknown", raw: { what: "?" } });
    expect(errors).toEqual([DIALER_MESSAGES.unhandledEvent]);
    expect(c.getSnapshot().status).toBe("ended");
  });

  it("ends when the callee hangs up, and can dial again", async () => {
    const c = controller();
    await c.dial("13912345678");
    await vi.advanceTimersByTimeAsync(1500);
    adapter.emit({ type: "answered" });
    adapter.emit({ type: "ended", by: "remote" });
    expect(c.getSnapshot().status).toBe("ended");
    token = { ok: true, token: "rk-1" };
    await c.dial("13812345678");
    expect(c.getSnapshot().status).toBe("dialing");
    expect(adapter.log.filter((line) => line.startsWith("init"))).toHaveLength(1);
  });
});
