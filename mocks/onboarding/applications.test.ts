// @vitest-environment node
import * as adminTemplate from "../../src/api/adminTemplate";
import * as workerAccount from "../../src/api/worker/account";
import * as profile from "../../src/api/worker/profile";
import type { ProviderApplyForm } from "../../src/api/worker/profile";
import { SEED_PROVIDERS } from "../accounts/seed/accounts";
import {
  createTestStandIn,
  encryptForLogin,
  TEST_CLIENT_HEADER,
  TEST_ORIGIN,
  type TestStandIn,
} from "../testing";
import { APPLICATION_DEV_PAGE, APPLICATION_TEST_HOOK } from "./applicationsExtras";

const MOBILE = "13912345670";
const PASSWORD = "Newpass2026";

/** Registers a new provider (settlePhase 0) and logs it in. */
async function newProvider(s: TestStandIn): Promise<{ token: string; providerId: string }> {
  await s.call(workerAccount.sendVerifyCode, { mobile: MOBILE, scene: "register" });
  const registered = await s.call(workerAccount.registerNewProvider, {
    mobile: MOBILE,
    verifyCode: "123456",
    password: encryptForLogin(PASSWORD),
    providerName: "佛山速达安装服务有限公司",
  });
  expect(registered.body.code).toBe(1);
  return { token: await s.login(MOBILE, PASSWORD), providerId: registered.body.data.providerId };
}

const area = {
  provinceId: 19,
  provinceName: "广东省",
  cityId: 200,
  cityName: "佛山市",
  areaId: 2001,
  areaName: "禅城区",
};

export const FORM: ProviderApplyForm = {
  companyName: "佛山速达安装服务有限公司",
  creditCode: "91440604MA4UJ8QK3N",
  legalPerson: "李伟",
  legalPersonIdCard: "44060419900101123X",
  contactName: "李伟",
  contactMobile: MOBILE,
  area,
  detailAddress: "季华五路10号",
  businessLicense: "r/apply/license.png",
  idCardFront: "r/apply/front.png",
  idCardBack: "r/apply/back.png",
  serverTypes: [1, 2],
  categories: [{ scopeType: 1, categoryId: "1", subCategoryId: "2", label: "众包 / 空调 / 挂式空调" }],
  coverAreas: [area],
};

/** A new provider whose application waits for the review (settlePhase 1). */
async function submitted(s: TestStandIn): Promise<{ token: string; providerId: string }> {
  const provider = await newProvider(s);
  expect((await s.call(profile.submitProviderApply, FORM, { token: provider.token })).body.code).toBe(1);
  return provider;
}

const phase = async (s: TestStandIn, token: string) =>
  (await s.call(adminTemplate.userInfo, undefined, { token })).body.data.settlePhase;

function review(
  s: TestStandIn,
  providerId: string,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  return s.app.request(
    `${TEST_ORIGIN}${APPLICATION_DEV_PAGE}/${providerId}/${body.approve ? "approve" : "reject"}`,
    {
      method: "POST",
      headers: { Accept: "application/json", "Content-Type": "application/json", ...headers },
      body: JSON.stringify(body),
    },
  );
}

describe("submitProviderApply / getProviderApplyInfo", () => {
  it("submits once from settlePhase 0 and reads the application back", async () => {
    const s = createTestStandIn();
    const { token, providerId } = await newProvider(s);
    expect(await phase(s, token)).toBe(0);
    const none = await s.call(profile.getProviderApplyInfo, { provider_id: providerId }, { token });
    expect(none.body).toEqual({ code: 1, msg: "success", data: null });

    expect((await s.call(profile.submitProviderApply, FORM, { token })).body.code).toBe(1);
    expect(await phase(s, token)).toBe(1);
    const info = await s.call(profile.getProviderApplyInfo, { provider_id: providerId }, { token });
    expect(info.body.data).toMatchObject({
      ...FORM,
      providerId,
      applyStatus: 1,
      auditAdvise: null,
      settlePhase: 1,
    });

    const twice = await s.call(profile.submitProviderApply, FORM, { token });
    expect(twice.body.msg).toBe("入驻申请已提交，请勿重复提交");
  });

  it("answers the first missing or malformed field in Chinese and changes nothing", async () => {
    const s = createTestStandIn();
    const { token } = await newProvider(s);
    const cases: [Partial<Record<keyof ProviderApplyForm, unknown>>, string][] = [
      [{ companyName: " " }, "请输入公司名称"],
      [{ creditCode: undefined }, "请输入统一社会信用代码"],
      [{ creditCode: "12345" }, "统一社会信用代码格式不正确"],
      [{ legalPersonIdCard: "44060419900101123" }, "身份证号格式不正确"],
      [{ legalPersonIdCard: "440604199001011231" }, "身份证号校验位不正确"],
      [{ contactMobile: "12345678901" }, "手机格式不正确"],
      [{ area: null }, "请选择公司所在地区"],
      [{ businessLicense: "" }, "请上传营业执照"],
      [{ idCardFront: "" }, "请上传法人身份证人像面"],
      [{ idCardBack: null }, "请上传法人身份证国徽面"],
      [{ serverTypes: [] }, "请选择服务类型"],
      [{ serverTypes: [9] }, "请选择服务类型"],
      [{ categories: [] }, "请至少选择一个服务类目"],
      [{ coverAreas: [] }, "请至少添加一个服务区域"],
    ];
    for (const [change, msg] of cases) {
      const { body } = await s.call(
        profile.submitProviderApply,
        { ...FORM, ...change } as ProviderApplyForm,
        {
          token,
        },
      );
      expect(body.msg, JSON.stringify(change)).toBe(msg);
    }
    expect(await phase(s, token)).toBe(0);
  });

  it("shows a provider only its own application", async () => {
    const s = createTestStandIn();
    const token = await s.login("applicant");
    const own = await s.call(
      profile.getProviderApplyInfo,
      { provider_id: SEED_PROVIDERS.applicant.id },
      { token },
    );
    expect(own.body.data).toMatchObject({
      applyStatus: 2,
      settlePhase: 3,
      companyName: SEED_PROVIDERS.applicant.name,
    });
    const other = await s.call(
      profile.getProviderApplyInfo,
      { provider_id: SEED_PROVIDERS.demo.id },
      { token },
    );
    expect(other.body.msg).toBe("只能查看本服务商的入驻申请");
    expect(other.body.data).toBeNull();
  });
});

describe("review and reSubmitProviderApply", () => {
  it("rejects with a reason, re-submits the edited form, then approves", async () => {
    const s = createTestStandIn({ devPages: true });
    const { token, providerId } = await submitted(s);
    expect((await s.call(profile.getProviderContractList, undefined, { token })).body.data).toEqual([]);

    const early = await s.call(profile.reSubmitProviderApply, FORM, { token });
    expect(early.body.msg).toBe("当前申请未被驳回，不能重新提交");

    const noReason = await review(s, providerId, { approve: false, auditAdvise: " " });
    expect((await noReason.json()).msg).toBe("请填写驳回原因");
    const rejected = await review(s, providerId, { approve: false, auditAdvise: "营业执照照片不清晰" });
    expect(rejected.status).toBe(200);
    expect(await phase(s, token)).toBe(2);
    const info = await s.call(profile.getProviderApplyInfo, { provider_id: providerId }, { token });
    expect(info.body.data).toMatchObject({
      applyStatus: 3,
      auditAdvise: "营业执照照片不清晰",
      settlePhase: 2,
    });

    expect((await s.call(profile.submitProviderApply, FORM, { token })).body.msg).toBe(
      "入驻申请已提交，请勿重复提交",
    );
    const missing = await s.call(profile.reSubmitProviderApply, { ...FORM, detailAddress: "" }, { token });
    expect(missing.body.msg).toBe("请输入详细地址");
    expect(await phase(s, token)).toBe(2);
    const again = await s.call(
      profile.reSubmitProviderApply,
      { ...FORM, businessLicense: "r/apply/new.png" },
      { token },
    );
    expect(again.body.code).toBe(1);
    expect(await phase(s, token)).toBe(1);
    const resent = await s.call(profile.getProviderApplyInfo, { provider_id: providerId }, { token });
    expect(resent.body.data).toMatchObject({ applyStatus: 1, businessLicense: "r/apply/new.png" });

    const approved = await review(s, providerId, { approve: true });
    expect((await approved.json()).data).toMatchObject({ applyStatus: 2, settlePhase: 3 });
    expect(await phase(s, token)).toBe(3);
    // Approval issues the onboarding contracts, all to sign (the personal centre's contract model).
    const contracts = await s.call(profile.getProviderContractList, undefined, { token });
    expect(contracts.body.data.length).toBeGreaterThan(0);
    expect(contracts.body.data.every((c) => c.contractStatus === 0)).toBe(true);
    const twice = await review(s, providerId, { approve: true });
    expect(twice.status).toBe(409);
    expect((await twice.json()).msg).toBe("该申请不在审核中");
    expect((await s.call(profile.reSubmitProviderApply, FORM, { token })).body.msg).toBe(
      "当前申请未被驳回，不能重新提交",
    );
  });

  it("lists applications on the development page and takes its HTML form posts", async () => {
    const s = createTestStandIn({ devPages: true });
    const { token, providerId } = await submitted(s);
    const page = await s.app.request(`${TEST_ORIGIN}${APPLICATION_DEV_PAGE}`);
    const html = await page.text();
    expect(html).toContain("开发用：入驻申请审核");
    expect(html).toContain(SEED_PROVIDERS.applicant.name);
    expect(html).toContain(`${APPLICATION_DEV_PAGE}/${providerId}/reject`);
    const json = await s.app.request(`${TEST_ORIGIN}${APPLICATION_DEV_PAGE}`, {
      headers: { Accept: "application/json" },
    });
    expect((await json.json()).data).toContainEqual(
      expect.objectContaining({ providerId, providerName: "佛山速达安装服务有限公司", applyStatus: 1 }),
    );
    const posted = await s.app.request(`${TEST_ORIGIN}${APPLICATION_DEV_PAGE}/${providerId}/reject`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "auditAdvise=" + encodeURIComponent("资料不全"),
    });
    expect(posted.status).toBe(303);
    expect(decodeURIComponent(posted.headers.get("location") ?? "")).toContain("入驻申请已驳回");
    expect(await phase(s, token)).toBe(2);
  });

  it("the development page is off by default, loopback only and refuses cross-site posts", async () => {
    const off = createTestStandIn();
    const waiting = await submitted(off);
    expect((await off.app.request(`${TEST_ORIGIN}${APPLICATION_DEV_PAGE}`)).status).toBe(403);
    expect((await review(off, waiting.providerId, { approve: true })).status).toBe(403);
    expect(await phase(off, waiting.token)).toBe(1);

    const s = createTestStandIn({ devPages: true });
    const { token, providerId } = await submitted(s);
    const remote = { [TEST_CLIENT_HEADER]: "203.0.113.5" };
    const page = await s.app.request(`${TEST_ORIGIN}${APPLICATION_DEV_PAGE}`, { headers: remote });
    expect(await page.json()).toEqual({ code: 403, msg: "开发页面仅限本机访问", data: null });
    expect((await review(s, providerId, { approve: true }, remote)).status).toBe(403);
    const foreign = await review(s, providerId, { approve: true }, { Origin: "http://evil.example" });
    expect(await foreign.json()).toEqual({ code: 403, msg: "拒绝跨站请求", data: null });
    expect(await phase(s, token)).toBe(1);
  });

  it("the test hook reviews with the test hooks on only", async () => {
    const hook = (s: TestStandIn, providerId: string, body: unknown) =>
      s.app.request(`${TEST_ORIGIN}${APPLICATION_TEST_HOOK}/${providerId}/review`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body),
      });
    const off = createTestStandIn();
    const waiting = await submitted(off);
    expect((await hook(off, waiting.providerId, { approve: true })).status).not.toBe(200);
    expect(await phase(off, waiting.token)).toBe(1);
    const s = createTestStandIn({ testHooks: true });
    const { providerId } = await submitted(s);
    expect((await (await hook(s, providerId, { approve: false })).json()).msg).toBe("请填写驳回原因");
    expect((await (await hook(s, providerId, { approve: true })).json()).data.settlePhase).toBe(3);
  });
});
