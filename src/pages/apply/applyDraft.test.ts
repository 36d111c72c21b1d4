import type { ProviderApplyInfo } from "../../api/worker/profile";
import { clearDraft, draftKey, loadDraft, saveDraft, toApplyForm, valuesFromInfo } from "./applyDraft";

const area = {
  provinceId: 1,
  provinceName: "广东省",
  cityId: 2,
  cityName: "广州市",
  areaId: 3,
  areaName: "天河区",
};
const info: ProviderApplyInfo = {
  providerId: "p1",
  applyStatus: 3,
  auditAdvise: "照片不清晰",
  settlePhase: 2,
  submitTime: "2026-11-20 10:00:00",
  companyName: "广州顺达安装服务有限公司",
  creditCode: "91440101MA5C88887K",
  legalPerson: "陈志强",
  legalPersonIdCard: "440106198503150038",
  contactName: "陈志强",
  contactMobile: "13800000002",
  area,
  detailAddress: "天河路385号",
  businessLicense: "r/apply/license.png",
  idCardFront: "r/apply/front.png",
  idCardBack: "r/apply/back.png",
  serverTypes: [1],
  categories: [{ scopeType: 1, categoryId: "1", subCategoryId: null, label: "众包 / 空调" }],
  coverAreas: [area],
};

describe("the application draft", () => {
  beforeEach(() => localStorage.clear());

  it("is kept per provider until cleared", () => {
    saveDraft("p1", { step: 2, values: { companyName: "甲公司" } });
    saveDraft("p2", { step: 0, values: { companyName: "乙公司" } });
    expect(loadDraft("p1")).toEqual({ step: 2, values: { companyName: "甲公司" } });
    expect(loadDraft("p2")?.values.companyName).toBe("乙公司");
    clearDraft("p1");
    expect(loadDraft("p1")).toBeNull();
    expect(localStorage.getItem(draftKey("p2"))).not.toBeNull();
  });

  it("ignores a damaged draft", () => {
    localStorage.setItem(draftKey("p1"), "{not json");
    expect(loadDraft("p1")).toBeNull();
    localStorage.setItem(draftKey("p1"), JSON.stringify({ step: "x", values: { legalPerson: "李" } }));
    expect(loadDraft("p1")).toEqual({ step: 0, values: { legalPerson: "李" } });
  });

  it("turns a stored application into form values and back without loss", () => {
    const values = valuesFromInfo(info);
    expect(values.businessLicense?.[0]).toMatchObject({
      filePath: "r/apply/license.png",
      name: "license.png",
    });
    const { providerId, applyStatus, auditAdvise, settlePhase, submitTime, ...form } = info;
    void [providerId, applyStatus, auditAdvise, settlePhase, submitTime];
    expect(toApplyForm(values)).toEqual(form);
  });

  it("trims text and upper-cases the codes on submit", () => {
    const form = toApplyForm({
      ...valuesFromInfo(info),
      companyName: "  甲公司 ",
      creditCode: "91440101ma5c88887k",
    });
    expect(form.companyName).toBe("甲公司");
    expect(form.creditCode).toBe("91440101MA5C88887K");
  });
});
