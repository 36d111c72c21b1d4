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

  it("refuses months and days off the calendar, also where they roll over into another year", () => {
    for (const date of ["19491301", "19490001", "19491232", "19490100", "19480230", "19490229"]) {
      const first17 = `110105${date}002`;
      expect(idCardError(`${first17}${idCardCheckChar(first17)}`, today), date).toBe(ID_CARD_MSG.format);
    }
    const leapDay = "11010519480229002";
    expect(idCardError(`${leapDay}${idCardCheckChar(leapDay)}`, today)).toBeNull();
  });

  it("accepts births from 1900-01-01 up to today, not before or after", () => {
    const born = (date: string) => {
      const first17 = `110105${date}002`;
      return idCardError(`${first17}${idCardCheckChar(first17)}`, today);
    };
    expect(born("19000101")).toBeNull();
    expect(born("18991231")).toBe(ID_CARD_MSG.format);
    expect(born("20261120")).toBeNull();
    expect(born("20261121")).toBe(ID_CARD_MSG.format);
  });

  it("refuses 19 characters even when 18 of them, at either end, would pass", () => {
    // The first 17 and the check character are right, and so are the last 18.
    expect(idCardError("1101051949123100031", today)).toBe(ID_CARD_MSG.format);
    expect(idCardError("11010519491231002X7", today)).toBe(ID_CARD_MSG.format);
  });

  it("masks all but the first 3 and last 4, from 8 characters on", () => {
    expect(maskIdCard("11010519491231002X")).toBe("110***********002X");
    expect(maskIdCard("12345678")).toBe("123*5678");
    expect(maskIdCard("1234567")).toBe("1234567");
    expect(maskIdCard("12345")).toBe("12345");
  });
});
