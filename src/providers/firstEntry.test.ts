/**
 * The first entry (spec §4) as the login and the onboarding page's 刷新 start it: only a complete provider whose first
 * entry is not confirmed; the confirmation call is made once and its message follows it.
 */
import * as workerAccount from "../api/worker/account";

const mocks = vi.hoisted(() => ({ call: vi.fn(), toastSuccess: vi.fn() }));
vi.mock("./http", () => ({ call: mocks.call }));
vi.mock("./toast", () => ({ toastSuccess: mocks.toastSuccess, toastError: vi.fn() }));

const { FIRST_ENTRY_MESSAGE, startFirstEntry } = await import("./firstEntry");

beforeEach(() => {
  mocks.call.mockReset().mockResolvedValue(null);
  mocks.toastSuccess.mockReset();
});

describe("startFirstEntry", () => {
  it("does nothing while onboarding (待开通 included) or once confirmed", () => {
    expect(startFirstEntry({ settlePhase: 5, isFirstEntry: true })).toBe(false);
    expect(startFirstEntry({ settlePhase: 4, isFirstEntry: true })).toBe(false);
    expect(startFirstEntry({ settlePhase: 6, isFirstEntry: false })).toBe(false);
    expect(mocks.call).not.toHaveBeenCalled();
  });

  it("confirms the first entry of an opened account and shows the §4 message", async () => {
    expect(startFirstEntry({ settlePhase: 6, isFirstEntry: true })).toBe(true);
    expect(mocks.call).toHaveBeenCalledWith(workerAccount.confirmFirstEnter);
    await vi.waitFor(() => expect(mocks.toastSuccess).toHaveBeenCalledWith(FIRST_ENTRY_MESSAGE));
  });
});
