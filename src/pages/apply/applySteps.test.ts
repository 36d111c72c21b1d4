import { APPLY_STEPS } from "./ApplicationForm";
import { APPLY_FIELDS } from "./applyFields";
import { JOURNEY, progressOf } from "./ApplyPage";

describe("the application steps", () => {
  it("check every field of the application exactly once before the review step", () => {
    const fields = APPLY_STEPS.flatMap((s) => s.fields);
    expect(new Set(fields).size).toBe(fields.length);
    expect([...fields].sort()).toEqual(
      [
        "area",
        "businessLicense",
        "categories",
        "companyName",
        "contactMobile",
        "contactName",
        "coverAreas",
        "creditCode",
        "detailAddress",
        "idCardBack",
        "idCardFront",
        "legalPerson",
        "legalPersonIdCard",
        "serverTypes",
      ].sort(),
    );
    expect(APPLY_STEPS.map((s) => s.title)).toEqual([
      "公司与法人",
      "证照上传",
      "服务类型与类目",
      "服务区域",
      "确认提交",
    ]);
  });

  it("declare, step by step, the fields each step checks", () => {
    expect(APPLY_FIELDS.map((fields) => fields.map((f) => f.name))).toEqual(
      APPLY_STEPS.map((s) => [...s.fields]),
    );
  });

  it("place each settlePhase on the journey, 待开通 (5) on 平台开通", () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].map((p) => progressOf(p))).toEqual([1, 2, 1, 3, 4, 5, 6, 6]);
    expect(JOURNEY[progressOf(5)]).toBe("平台开通");
    expect(JOURNEY[progressOf(6)]).toBe("入驻完成");
  });
});
