import type { ProviderApplyForm } from "../../../src/api/worker/profile";
import type { AreaRef } from "../../../src/api/types";
import { APPLY_STATUS } from "../../../src/domain/onboarding";
import { bucketOf, newFilePath, saveFile } from "../../files/fileStore";
import { chinaDateTime } from "../../time";
import { SEED_PROVIDERS } from "../../accounts/seed/accounts";
import { samplePng } from "../../files/seed/sampleFiles";
import type { SeedModule } from "../../db/seed/types";

/** Region ids by name path (the regions seed ran before). */
function area(
  db: Parameters<SeedModule["run"]>[0]["db"],
  province: string,
  city: string,
  district: string,
): AreaRef {
  const find = (title: string, parentId: number) =>
    db
      .prepare("SELECT id FROM regions WHERE title = ? AND parent_id = ?")
      .pluck()
      .get(title, parentId) as number;
  const provinceId = find(province, 0);
  const cityId = find(city, provinceId);
  const areaId = find(district, cityId);
  return { provinceId, provinceName: province, cityId, cityName: city, areaId, areaName: district };
}

/**
 * `applicant`'s application, approved two days after it was submitted: applicant is at settlePhase 3 (审核通过·待签合同,
 * its contracts seeded by the personal seed), so logging in as applicant shows the contract step. A new registration
 * walks the earlier steps; the development page /api/__dev__/applications reviews those.
 */
export const applicationsSeed: SeedModule = {
  name: "applications",
  run({ db, anchor }) {
    const p = SEED_PROVIDERS.applicant;
    const uploadedAt = anchor - 3 * 24 * 3600_000;
    const names = ["营业执照.png", "法人身份证人像面.png", "法人身份证国徽面.png"];
    // Random storage names, as uploads get (fileStore.newFilePath): nothing about the provider leads to them.
    const files = names.map(() => newFilePath("", "png", uploadedAt));
    for (const [i, filePath] of files.entries()) {
      const content = samplePng(320, 240, [22, 119, 255], [250, 173, 20]);
      saveFile(db, {
        filePath,
        bucket: bucketOf(filePath),
        name: names[i],
        mime: "image/png",
        size: content.length,
        fileType: "image",
        appName: "provider-apply",
        watermarked: false,
        // The applicant's own uploads: only applicant may read them.
        owner: p.id,
        createdAt: uploadedAt,
        content,
      });
    }
    const form: ProviderApplyForm = {
      companyName: p.name,
      creditCode: "91440101MA5CXXXX7K".replace(/X/g, "8"),
      legalPerson: "陈志强",
      legalPersonIdCard: "440106198503150038",
      contactName: "陈志强",
      contactMobile: p.mobile,
      area: area(db, "广东省", "广州市", "天河区"),
      detailAddress: "天河路385号太古汇一座12楼",
      businessLicense: files[0],
      idCardFront: files[1],
      idCardBack: files[2],
      serverTypes: [1, 2],
      categories: [],
      coverAreas: [area(db, "广东省", "广州市", "天河区"), area(db, "广东省", "广州市", "海珠区")],
    };
    const aircon = db
      .prepare("SELECT id FROM goods_categories WHERE name = '空调' AND pid = 0")
      .pluck()
      .get();
    form.categories = [
      { scopeType: 1, categoryId: String(aircon), subCategoryId: null, label: "众包 / 空调" },
    ];
    db.prepare(
      `INSERT INTO provider_applications (provider_id, form, apply_status, submitted_at, audited_at, submit_count)
       VALUES (?, ?, ?, ?, ?, 1)`,
    ).run(
      p.id,
      JSON.stringify(form),
      APPLY_STATUS.approved,
      chinaDateTime(anchor - 4 * 24 * 3600_000),
      chinaDateTime(anchor - 2 * 24 * 3600_000),
    );
  },
};
