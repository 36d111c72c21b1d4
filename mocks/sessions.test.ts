// @vitest-environment node
import { describe, expect, it } from "vitest";
import { LIMITED_DISPLAY_NAME } from "./db/migrations/038_staff_001_accounts";
import { createTestStandIn } from "./testing";
import { accountDisplayName, displayNameOf, maskedMobile, resolveSession } from "./sessions";

describe("displayNameOf", () => {
  it("prefers the display name, then a username that is not a mobile, then the masked mobile", () => {
    expect(displayNameOf({ displayName: " 李调度 ", username: "13800000004", mobile: "13800000004" })).toBe(
      "李调度",
    );
    expect(displayNameOf({ displayName: "", username: "demo", mobile: "13800000001" })).toBe("demo");
    expect(displayNameOf({ displayName: null, username: "13800000001", mobile: "13800000001" })).toBe(
      "138****0001",
    );
  });

  it("never shows a whole mobile, not even one typed as the display name", () => {
    expect(displayNameOf({ displayName: "13912345678", username: "x", mobile: "13912345678" })).toBe(
      "139****5678",
    );
    expect(maskedMobile("123")).toBe("****");
  });

  it("is on the session user", async () => {
    const s = createTestStandIn();
    const token = await s.login("limited");
    const user = resolveSession(s.db, token, s.now());
    expect(user?.displayName).toBe(LIMITED_DISPLAY_NAME);
    expect(accountDisplayName(s.db, user!.accountId)).toBe(LIMITED_DISPLAY_NAME);
    expect(accountDisplayName(s.db, 999_999)).toBeNull();
  });
});
