/** The dialer's service over the HTTP client: what it asks the server for, and how it reads the answers. */
import { api } from "../../api";
import { SEAT_DICT_TYPE } from "../../api/basicPublic";

const http = vi.hoisted(() => ({ call: vi.fn(), callEnvelope: vi.fn() }));
vi.mock("../../providers/http", () => http);

const { apiHotlineService } = await import("./service");

beforeEach(() => {
  http.call.mockReset();
  http.callEnvelope.mockReset();
});

describe("apiHotlineService", () => {
  it("asks for the first page of 20 seats of the seat dictionary and gives its records", async () => {
    const records = [{ id: "1", dictType: SEAT_DICT_TYPE, dictValue: "17000000001" }];
    http.call.mockResolvedValue({ current: 1, size: 20, total: 1, records });
    await expect(apiHotlineService.seats()).resolves.toEqual(records);
    expect(http.call).toHaveBeenCalledWith(api.basicPublic.dictionaryPageList, {
      dictType: SEAT_DICT_TYPE,
      current: 1,
      size: 20,
    });
  });

  it("a token answer without a token is a refusal carrying the server's message", async () => {
    http.callEnvelope.mockResolvedValue({ code: 1, msg: null, data: { token: "tk" } });
    await expect(apiHotlineService.token()).resolves.toEqual({ ok: true, token: "tk" });
    http.callEnvelope.mockResolvedValue({
      code: 500,
      msg: "智能外呼仅支持在每天9:00-21:00之间使用",
      data: null,
    });
    await expect(apiHotlineService.token()).resolves.toEqual({
      ok: false,
      message: "智能外呼仅支持在每天9:00-21:00之间使用",
    });
    http.callEnvelope.mockResolvedValue({ code: 1, msg: null, data: { token: "" } });
    await expect(apiHotlineService.token()).resolves.toEqual({ ok: false, message: null });
  });
});
