import { afterEach, describe, expect, it, onTestFinished, vi } from "vitest";
import type { UserInfo } from "../api/adminTemplate";
import {
  clearAuth,
  getAccessGroup,
  getTerminalId,
  getToken,
  getUser,
  isLoginLocked,
  onSessionChange,
  setAccessGroup,
  setLoginLock,
  setToken,
  setUser,
  STORAGE_KEYS,
  toAccessGroup,
} from "./session";

const user: UserInfo = {
  providerId: "P1",
  providerName: "测试服务商",
  providerMobile: "13800000000",
  settlePhase: 7,
  isFirstEntry: false,
  accessGroup: { menu: ["/order/index"], btn: ["order:export"] },
};

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  clearAuth();
  localStorage.clear();
});

/** A fresh copy of the module: getTerminalId remembers the id it made in module memory. */
async function freshSession(): Promise<typeof import("./session")> {
  vi.resetModules();
  localStorage.clear();
  return import("./session");
}

describe("accessGroup", () => {
  it("round-trips through localStorage as JSON", () => {
    setAccessGroup({ menu: ["/a"], btn: ["b"] });
    expect(JSON.parse(localStorage.getItem("accessGroup") ?? "")).toEqual({ menu: ["/a"], btn: ["b"] });
    expect(getAccessGroup()).toEqual({ menu: ["/a"], btn: ["b"] });
  });

  it.each([
    ["not JSON", "{menu:"],
    ["JSON null", "null"],
    ["a string", '"x"'],
    ["lists of the wrong type", '{"menu":"x","btn":5}'],
    ["an empty string", ""],
  ])("reads a corrupted value (%s) as empty lists, without throwing", (_name, raw) => {
    localStorage.setItem(STORAGE_KEYS.accessGroup, raw);
    expect(getAccessGroup()).toEqual({ menu: [], btn: [] });
  });

  it("drops non-string entries", () => {
    localStorage.setItem(STORAGE_KEYS.accessGroup, '{"menu":["/a",1,null],"btn":[{"x":1},"b"]}');
    expect(getAccessGroup()).toEqual({ menu: ["/a"], btn: ["b"] });
  });

  it("is empty when nothing is stored", () => {
    expect(getAccessGroup()).toEqual({ menu: [], btn: [] });
  });

  it("toAccessGroup reads null, undefined and non-objects as empty lists, without throwing", () => {
    for (const value of [null, undefined, "x", 5, true]) {
      expect(toAccessGroup(value)).toEqual({ menu: [], btn: [] });
    }
  });
});

describe("terminalId", () => {
  it("is made once and then stable, also across clearAuth", () => {
    const id = getTerminalId();
    expect(id).toMatch(UUID_V4);
    expect(localStorage.getItem("terminalId")).toBe(id);
    expect(getTerminalId()).toBe(id);
    clearAuth();
    expect(getTerminalId()).toBe(id);
  });

  it("is crypto.randomUUID() where that exists", async () => {
    const session = await freshSession();
    const uuid = "0f0e0d0c-0b0a-4908-8706-050403020100";
    const randomUUID = vi.spyOn(crypto, "randomUUID").mockReturnValue(uuid);
    expect(session.getTerminalId()).toBe(uuid);
    expect(randomUUID).toHaveBeenCalledTimes(1);
  });

  it("is a v4 UUID built from getRandomValues where crypto.randomUUID is missing (insecure contexts)", async () => {
    const randomBytes = (fill: (i: number) => number) => ({
      getRandomValues: <T extends Uint8Array>(array: T): T => {
        array.forEach((_, i) => (array[i] = fill(i)));
        return array;
      },
    });
    vi.stubGlobal(
      "crypto",
      randomBytes((i) => i),
    );
    expect((await freshSession()).getTerminalId()).toBe("00010203-0405-4607-8809-0a0b0c0d0e0f");
    vi.stubGlobal(
      "crypto",
      randomBytes(() => 0xff),
    );
    expect((await freshSession()).getTerminalId()).toBe("ffffffff-ffff-4fff-bfff-ffffffffffff");
    vi.unstubAllGlobals();
    vi.stubGlobal("crypto", { getRandomValues: crypto.getRandomValues.bind(crypto) });
    expect((await freshSession()).getTerminalId()).toMatch(UUID_V4);
  });

  it("keeps an id already stored", () => {
    localStorage.setItem("terminalId", "existing-id");
    expect(getTerminalId()).toBe("existing-id");
  });
});

describe("token, user, loginLock and clearAuth", () => {
  it("stores the token under 'token'", () => {
    expect(getToken()).toBeNull();
    setToken("abc");
    expect(localStorage.getItem("token")).toBe("abc");
    expect(getToken()).toBe("abc");
  });

  it("keeps the user in memory and stores its accessGroup", () => {
    setUser(user);
    expect(getUser()).toBe(user);
    expect(getAccessGroup()).toEqual(user.accessGroup);
  });

  it("loginLock is '1' when set", () => {
    setLoginLock(true);
    expect(localStorage.getItem("loginLock")).toBe("1");
    expect(isLoginLocked()).toBe(true);
    setLoginLock(false);
    expect(isLoginLocked()).toBe(false);
  });

  it("clearAuth removes token, accessGroup and user, keeps terminalId and notifies", () => {
    const id = getTerminalId();
    setToken("abc");
    setUser(user);
    let notified = 0;
    const stop = onSessionChange(() => notified++);
    clearAuth();
    stop();
    expect(getToken()).toBeNull();
    expect(getUser()).toBeNull();
    expect(localStorage.getItem("accessGroup")).toBeNull();
    expect(localStorage.getItem("terminalId")).toBe(id);
    expect(notified).toBe(1);
  });
});

describe("onSessionChange", () => {
  it("calls the listener on every change until it unsubscribes", () => {
    const listener = vi.fn();
    const stop = onSessionChange(listener);
    setToken("abc");
    setAccessGroup({ menu: ["/a"], btn: [] });
    setUser(user);
    expect(listener).toHaveBeenCalledTimes(3);
    stop();
    setToken("def");
    clearAuth();
    expect(listener).toHaveBeenCalledTimes(3);
  });
});

describe("storage failures never throw", () => {
  /** Runs `body` while reading window.localStorage throws (Safari private mode, sandboxed iframes). */
  function withBlockedLocalStorage(body: () => void): void {
    const original = Object.getOwnPropertyDescriptor(window, "localStorage");
    Object.defineProperty(window, "localStorage", {
      get() {
        throw new DOMException("The operation is insecure.", "SecurityError");
      },
      configurable: true,
    });
    try {
      body();
    } finally {
      if (original) Object.defineProperty(window, "localStorage", original);
      else Reflect.deleteProperty(window, "localStorage");
    }
  }

  it("a blocked localStorage (its getter throws) reads as nothing stored and drops writes", () => {
    localStorage.setItem(STORAGE_KEYS.token, "stored");
    localStorage.setItem(STORAGE_KEYS.accessGroup, '{"menu":["/a"],"btn":[]}');
    localStorage.setItem(STORAGE_KEYS.loginLock, "1");
    withBlockedLocalStorage(() => {
      expect(getToken()).toBeNull();
      expect(getAccessGroup()).toEqual({ menu: [], btn: [] });
      expect(isLoginLocked()).toBe(false);
      const id = getTerminalId();
      expect(id).toMatch(UUID_V4);
      expect(getTerminalId()).toBe(id);
      const listener = vi.fn();
      onTestFinished(onSessionChange(listener));
      setToken("abc");
      setLoginLock(true);
      expect(getToken()).toBeNull();
      expect(listener).toHaveBeenCalledTimes(1);
    });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe("stored");
  });

  it("getItem throwing reads as nothing stored", () => {
    localStorage.setItem(STORAGE_KEYS.token, "stored");
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("The operation is insecure.", "SecurityError");
    });
    expect(getToken()).toBeNull();
    expect(getAccessGroup()).toEqual({ menu: [], btn: [] });
    expect(isLoginLocked()).toBe(false);
  });

  it("a full localStorage (setItem throws) drops the write; the change is still announced", () => {
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
    });
    const listener = vi.fn();
    onTestFinished(onSessionChange(listener));
    expect(() => setToken("abc")).not.toThrow();
    expect(getToken()).toBeNull();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
