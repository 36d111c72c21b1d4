import { getTargetScrollBarSize as measure } from "rc-util/es/getScrollBarSize.js";
import { getTargetScrollBarSize } from "./scrollBarSize";

vi.mock("rc-util/es/getScrollBarSize.js", () => ({
  default: () => 15,
  getTargetScrollBarSize: vi.fn(() => ({ width: 15, height: 15 })),
}));

beforeEach(() => vi.mocked(measure).mockClear());

describe("getTargetScrollBarSize (rc-util's, measured once per element)", () => {
  it("measures an element the first time only: a table shown again keeps its element", () => {
    const body = document.createElement("div");
    expect(getTargetScrollBarSize(body)).toEqual({ width: 15, height: 15 });
    expect(getTargetScrollBarSize(body)).toEqual({ width: 15, height: 15 });
    expect(measure).toHaveBeenCalledTimes(1);

    // A new table (a new element) is measured as before.
    getTargetScrollBarSize(document.createElement("div"));
    expect(measure).toHaveBeenCalledTimes(2);
  });

  it("passes anything that is not an element to rc-util as it is", () => {
    getTargetScrollBarSize(null as unknown as HTMLElement);
    getTargetScrollBarSize(null as unknown as HTMLElement);
    expect(measure).toHaveBeenCalledTimes(2);
  });
});
