import {
  agreementsToAccept,
  CONSOLE_PROTOCOLS,
  isReadThrough,
  isUpdatedAgreement,
  PROTOCOL_CODES,
} from "./protocols";

describe("agreements", () => {
  it("asks about the service agreement first, then privacy, then the deposit rules", () => {
    expect(CONSOLE_PROTOCOLS).toEqual([
      PROTOCOL_CODES.providerService,
      PROTOCOL_CODES.privacy,
      PROTOCOL_CODES.deposit,
    ]);
  });

  it("prompts for what the server says needs accepting, in the given order, skipping failed answers", () => {
    const a = { code: "A", needAlert: true, version: "1" };
    const b = { code: "B", needAlert: false, version: "1" };
    const c = { code: "C", needAlert: true, version: "2", acceptedVersion: "1" };
    expect(agreementsToAccept([a, b, null, c, undefined]).map((s) => s.code)).toEqual(["A", "C"]);
    expect(agreementsToAccept([b])).toEqual([]);
  });

  it("calls an agreement updated only when another version was accepted before", () => {
    expect(isUpdatedAgreement({ needAlert: true, version: "2.0", acceptedVersion: "1.9" })).toBe(true);
    expect(isUpdatedAgreement({ needAlert: true, version: "2.0", acceptedVersion: null })).toBe(false);
    expect(isUpdatedAgreement({ needAlert: true, version: "2.0" })).toBe(false);
    expect(isUpdatedAgreement({ needAlert: false, version: "2.0", acceptedVersion: "2.0" })).toBe(false);
  });

  it("counts the text read when its end is in view", () => {
    // 1000 px of text in a 300 px box.
    expect(isReadThrough({ scrollTop: 0, clientHeight: 300, scrollHeight: 1000 })).toBe(false);
    expect(isReadThrough({ scrollTop: 690, clientHeight: 300, scrollHeight: 1000 })).toBe(false);
    expect(isReadThrough({ scrollTop: 696, clientHeight: 300, scrollHeight: 1000 })).toBe(true);
    expect(isReadThrough({ scrollTop: 700, clientHeight: 300, scrollHeight: 1000 })).toBe(true);
    // A text that fits is read as it is shown.
    expect(isReadThrough({ scrollTop: 0, clientHeight: 300, scrollHeight: 300 })).toBe(true);
    expect(isReadThrough({ scrollTop: 0, clientHeight: 300, scrollHeight: 200 })).toBe(true);
  });
});
