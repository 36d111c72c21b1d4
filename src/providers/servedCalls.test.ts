import * as gateway from "../api/gateway";
import { ApiError } from "./errors";
import { setToken } from "./session";

const call = vi.hoisted(() => vi.fn());
vi.mock("./http", () => ({ call }));
const { fetchServedCalls, servesCall, setServedCalls } = await import("./servedCalls");

const chosen = {
  method: "POST",
  path: "/order-app/pc/provider/orderOperate/hangUp",
  chosenPath: true,
} as const;
const shown = { method: "POST", path: "/order-app/pc/provider/orderOperate/x", chosenPath: false } as const;

afterEach(() => {
  setServedCalls(null);
  setToken(null);
  call.mockReset();
});

describe("asking the gateway which chosen calls it serves", () => {
  it("asks api.gateway.servedCalls silently with the token given, and answers its list", async () => {
    call.mockResolvedValue(["POST /a"]);
    expect(await fetchServedCalls("T1")).toEqual(["POST /a"]);
    expect(call).toHaveBeenCalledWith(gateway.servedCalls, undefined, { silent: true, token: "T1" });
  });

  it("takes an HTTP 404 (the gateway does not know the question) as none served", async () => {
    call.mockRejectedValue(new ApiError("接口不存在", { kind: "http", status: 404 }));
    expect(await fetchServedCalls("T1")).toEqual([]);
  });

  it("takes any other failure as not known", async () => {
    call.mockRejectedValue(new ApiError("网关错误", { kind: "http", status: 502 }));
    expect(await fetchServedCalls("T1")).toBeNull();
    call.mockRejectedValue(new ApiError("网络异常", { kind: "network" }));
    expect(await fetchServedCalls("T1")).toBeNull();
  });
});

describe("whether a call is served", () => {
  it("is yes for every call until known, then only for the named chosen ones; a logout forgets", () => {
    expect(servesCall(chosen)).toBe(true);
    setToken("T1");
    setServedCalls([]);
    expect(servesCall(chosen)).toBe(false);
    expect(servesCall(shown)).toBe(true);
    setServedCalls([`${chosen.method} ${chosen.path}`]);
    expect(servesCall(chosen)).toBe(true);
    setServedCalls([]);
    setToken(null);
    expect(servesCall(chosen)).toBe(true);
  });
});
