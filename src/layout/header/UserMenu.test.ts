import { initialsOf } from "./UserMenu";

describe("initialsOf", () => {
  it("is the first character of the provider name", () => {
    expect(initialsOf("深圳安居家装服务有限公司")).toBe("深");
    expect(initialsOf("acme")).toBe("A");
    expect(initialsOf("  ")).toBe("?");
    expect(initialsOf(null)).toBe("?");
  });
});
