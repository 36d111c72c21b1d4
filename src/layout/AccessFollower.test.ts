import { createUserRefresher } from "./AccessFollower";
import { call } from "../providers/http";
import { clearAuth, getAccessGroup, setToken } from "../providers/session";

vi.mock("../providers/http", () => ({ call: vi.fn(), onForbidden: vi.fn() }));

const user = (menu: string[]) => ({
  providerId: "1",
  providerName: "p",
  providerMobile: "13800000001",
  settlePhase: 7,
  isFirstEntry: false,
  accessGroup: { menu, btn: ["order:view"] },
});

describe("re-reading the user info", () => {
  afterEach(() => {
    clearAuth();
    vi.mocked(call).mockReset();
  });

  it("stores the new lists, one read at a time and at most once a second", async () => {
    setToken("t");
    vi.mocked(call).mockResolvedValue(user(["/order/index"]));
    let now = 10_000;
    const refresh = createUserRefresher(() => now);
    await Promise.all([refresh(), refresh()]);
    expect(call).toHaveBeenCalledTimes(1);
    expect(getAccessGroup()).toEqual({ menu: ["/order/index"], btn: ["order:view"] });
    await refresh();
    expect(call).toHaveBeenCalledTimes(1);
    // A live event forces the read; time passing allows the next one.
    await refresh(true);
    now += 1_000;
    await refresh();
    expect(call).toHaveBeenCalledTimes(3);
  });

  it("reads nothing without a session, and keeps the lists when the read fails", async () => {
    const refresh = createUserRefresher(() => 0);
    await refresh(true);
    expect(call).not.toHaveBeenCalled();
    setToken("t");
    vi.mocked(call).mockRejectedValue(new Error("down"));
    await refresh(true);
    expect(getAccessGroup()).toEqual({ menu: [], btn: [] });
  });
});
