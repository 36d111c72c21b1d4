// @vitest-environment node
import * as adminTemplate from "../../src/api/adminTemplate";
import { ALL_BUTTON_CODES } from "../../src/api/buttons";
import { FULL_MENU } from "./seed/accounts";
import { createTestStandIn } from "../testing";

describe("user info", () => {
  it("gives demo the full menu with real route paths and every button code", async () => {
    const s = createTestStandIn();
    const { body } = await s.call(adminTemplate.userInfo, undefined, { token: await s.login("demo") });
    expect(body.code).toBe(1);
    expect(body.data).toMatchObject({
      providerId: "1790000000000000001",
      providerName: "深圳安居家装服务有限公司",
      providerMobile: "13800000001",
      settlePhase: 7,
      isFirstEntry: false,
      accountKind: 2,
    });
    expect(body.data.accessGroup.menu).toEqual([...FULL_MENU]);
    expect(body.data.accessGroup.menu).toContain("/order/detail-map-dispatch");
    expect(body.data.accessGroup.menu).toContain("/newOrderDetail");
    expect(body.data.accessGroup.btn).toEqual([...ALL_BUTTON_CODES]);
  });

  it("limits the limited account to home, orders and messages", async () => {
    const s = createTestStandIn();
    const { body } = await s.call(adminTemplate.userInfo, undefined, { token: await s.login("limited") });
    const { menu, btn } = body.data.accessGroup;
    expect(menu).toContain("/dashboard");
    expect(menu).toContain("/dashboard/list");
    expect(menu).toContain("/message/index");
    expect(menu).toContain("/newOrderDetail");
    for (const path of FULL_MENU.filter((p) => p.startsWith("/order/"))) expect(menu).toContain(path);
    expect(menu.filter((p) => /^\/(worker|aftersales|personal|bill)\//.test(p))).toEqual([]);
    expect(btn.length).toBeGreaterThan(0);
    expect(btn.every((code) => code.startsWith("order:") || code.startsWith("message:"))).toBe(true);
    expect(btn).toEqual(expect.arrayContaining(["message:read", "message:clear"]));
    expect(btn).not.toContain("order:manualDistribute");
    // Same provider as demo (a staff account).
    expect(body.data.providerId).toBe("1790000000000000001");
  });

  it("reports the onboarding phase and first entry", async () => {
    const s = createTestStandIn();
    const applicant = await s.call(adminTemplate.userInfo, undefined, { token: await s.login("applicant") });
    expect(applicant.body.data.settlePhase).toBe(3);
    const newcomer = await s.call(adminTemplate.userInfo, undefined, { token: await s.login("newcomer") });
    expect(newcomer.body.data.settlePhase).toBeGreaterThan(5);
    expect(newcomer.body.data.isFirstEntry).toBe(true);
  });
});
