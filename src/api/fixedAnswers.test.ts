import * as fixed from "./fixedAnswers";
import { allEndpoints } from "./allEndpoints";

describe("the calls answered with fixed data (spec §7, E031–E033)", () => {
  it("answer their fixed values without a request", async () => {
    await expect(fixed.applicationStatus()).resolves.toEqual({ applyOpen: 1 });
    await expect(fixed.contractCompletion()).resolves.toEqual({ prepared: 1 });
    await expect(fixed.contractApplyStatus()).resolves.toEqual({ applyStatus: 2 });
  });

  it("hand out copies: a caller cannot change the next answer", async () => {
    const first = (await fixed.contractApplyStatus()) as { applyStatus: number };
    first.applyStatus = 1;
    await expect(fixed.contractApplyStatus()).resolves.toEqual({ applyStatus: 2 });
    expect(Object.isFrozen(fixed.FIXED_APPLICATION_STATUS)).toBe(true);
  });

  it("are not declared as endpoints (the stand-in serves nothing for them)", () => {
    const paths = allEndpoints.map((ep) => ep.path.toLowerCase());
    for (const word of ["applystatus", "contractcompletion", "contractapplystatus", "applicationstatus"]) {
      expect(paths.filter((p) => p.includes(word))).toEqual([]);
    }
  });
});
