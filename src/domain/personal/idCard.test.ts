import { ID_CARD_MSG, idCardCheckChar, idCardError, maskIdCard } from "./idCard";

const today = new Date(Date.UTC(2026, 10, 20));

describe("ID number (GB 11643)", () => {
  it("computes the check character of known numbers", () => {
    expect(idCardCheckChar("11010519491231002")).toBe("X");
    expect(idCardCheckChar("44052418800101001")).toBe("4");
  });

  it("accepts a valid number, upper or lower x", () => {
    expect(idCardError("11010519491231002X", today)).toBeNull();
    expect(idCardError(" 11010519491231002x ", today)).toBeNull();
  });

  it("refuses a wrong check character", () => {
    expect(idCardError("110105194912310021", today)).toBe(ID_CARD_MSG.checksum);
  });

  it("refuses wrong lengths, letters, a leading 0, impossible or future birth dates, and blank", () => {
    expect(idCardError("", today)).toBe(ID_CARD_MSG.empty);
    expect(idCardError("11010519491231002", today)).toBe(ID_CARD_MSG.format);
    expect(idCardError("01010519491231002X", today)).toBe(ID_CARD_MSG.format);
    expect(idCardError("1101051949123100AX", today)).toBe(ID_CARD_MSG.format);
    const feb30 = "11010519490230002";
    expect(idCardError(`${feb30}${idCardCheckChar(feb30)}`, today)).toBe(ID_CARD_MSG.format);
    const future = "11010520301231002";
    expect(idCardError(`${future}${idCardCheckChar(future)}`, today)).toBe(ID_CARD_MSG.format);
  });

  it("masks all but the first 3 and last 4", () => {
    expect(maskIdCard("11010519491231002X")).toBe("110***********002X");
  });
});
