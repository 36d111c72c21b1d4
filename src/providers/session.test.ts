import { afterEach, describe, expect, it } from "vitest";
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
} from "./session";

const user: UserInfo = {
  providerId: "P1",
  providerName: "测试服务商",
  providerMobile: "13800000000",
  settlePhase: 7,
  isFirstEntry: false,
  accessGroup: { menu: ["/order/index"], btn: ["order:export"] },
};

afterEach(() => {
  clearAuth();
  localStorage.clear();
});

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
});

describe("terminalId", () => {
  it("is made once and then stable, also across clearAuth", () => {
    const id = getTerminalId();
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(localStorage.getItem("terminalId")).toBe(id);
    expect(getTerminalId()).toBe(id);
    clearAuth();
    expect(getTerminalId()).toBe(id);
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
