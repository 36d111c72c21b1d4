import type { ProviderAbility, ProviderCover } from "../../../src/api/worker/profile";
import type { AreaRef } from "../../../src/api/types";
import { CONTRACT_STATUS, idCardCheckChar } from "../../../src/domain/personal";
import { SERVICE_TYPE } from "../../../src/domain/orders/constants";
import { labelOf } from "../../../src/domain/enumeration";
import {
  contractCodeOf,
  insertContract,
  ONBOARDING_CONTRACTS,
  TEMPLATE_DOCS,
  type NewContract,
} from "../contractStore";
import { storeTemplatePdf } from "../contractFiles";
import { saveIdentity, saveProviderProfile } from "../profileStore";
import { chinaDateTime } from "../../time";
import type { Db } from "../../db/types";
import { SEED_PROVIDERS, type SeedProvider } from "../../accounts/seed/accounts";
import type { SeedModule } from "../../db/seed/types";

/**
 * The personal centre's data (issue 11): company profiles, abilities and covers of the seed providers, demo's
 * real-name identification, the contract templates, and contracts:
 * - demo (settlePhase 7): four signed (two with deposits: one paid, one NOT paid, so demo can pay one), one failed
 *   (to reset) and one expired;
 * - applicant (3): the onboarding set, all 待签署;
 * - newcomer (6) and guarded (7): the onboarding set signed, its deposit paid.
 */

const DAY = 24 * 60 * 60 * 1000;

interface RegionPick {
  id: number;
  title: string;
}

function region(db: Db, code: string): RegionPick | undefined {
  return db.prepare("SELECT id, title FROM regions WHERE code = ?").get(code) as RegionPick | undefined;
}

function abilities(db: Db, offset: number): ProviderAbility[] {
  const tops = db
    .prepare("SELECT id, name, service_ids AS serviceIds FROM goods_categories WHERE level = 1 ORDER BY sort")
    .all() as { id: number; name: string; serviceIds: string }[];
  return [1, 2].map((serverType) => {
    const picked = tops
      .filter((t) => t.serviceIds.split(",").includes(String(serverType)))
      .slice(offset + (serverType - 1) * 2, offset + (serverType - 1) * 2 + 4);
    return {
      serverType,
      serverTypeName: labelOf(SERVICE_TYPE, serverType),
      categoryIds: picked.map((t) => String(t.id)),
      categoryNames: picked.map((t) => t.name),
    };
  });
}

interface ProviderSeed {
  provider: SeedProvider;
  company: { creditCode: string; legalPerson: string; contactName: string; detailAddress: string };
  area: [string, string, string];
  covers: [string, string, string][];
}

const SEEDS: ProviderSeed[] = [
  {
    provider: SEED_PROVIDERS.demo,
    company: {
      creditCode: "91440300MA5F8K2X7Q",
      legalPerson: "陈志强",
      contactName: SEED_PROVIDERS.demo.contactName,
      detailAddress: "科技园南区高新南七道18号2栋501",
    },
    area: ["44", "4403", "440305"],
    covers: [
      ["44", "4403", "440305"],
      ["44", "4403", "440306"],
      ["44", "4403", "440304"],
    ],
  },
  {
    provider: SEED_PROVIDERS.applicant,
    company: {
      creditCode: "91440101MA9W3L6R2T",
      legalPerson: "黄国华",
      contactName: SEED_PROVIDERS.applicant.contactName,
      detailAddress: "天河路385号太古汇一座12楼",
    },
    area: ["44", "4401", "440106"],
    covers: [["44", "4401", "440106"]],
  },
  {
    provider: SEED_PROVIDERS.newcomer,
    company: {
      creditCode: "91441900MA4X7N1P5K",
      legalPerson: "刘美玲",
      contactName: SEED_PROVIDERS.newcomer.contactName,
      detailAddress: "南城街道鸿福路106号",
    },
    area: ["44", "4419", "441900003"],
    covers: [["44", "4419", "441900003"]],
  },
  {
    provider: SEED_PROVIDERS.guarded,
    company: {
      creditCode: "91442000MA52R8D3XJ",
      legalPerson: "周建军",
      contactName: SEED_PROVIDERS.guarded.contactName,
      detailAddress: "东区街道中山四路88号",
    },
    area: ["44", "4420", "442000001"],
    covers: [["44", "4420", "442000001"]],
  },
];

/**
 * The area of three codes; cities without an area level (382/383) keep only the city. null when the regions are not
 * seeded (quick seeds of tests).
 */
function safeArea(db: Db, codes: [string, string, string]): AreaRef | null {
  const p = region(db, codes[0]);
  const c = region(db, codes[1]);
  if (!p || !c) return null;
  const a = region(db, codes[2]);
  return {
    provinceId: p.id,
    provinceName: p.title,
    cityId: c.id,
    cityName: c.title,
    areaId: a?.id ?? null,
    areaName: a?.title ?? null,
  };
}

/** A valid ID number (checksum included) for the demo identification. */
export const DEMO_ID_CARD = (() => {
  const first17 = "44030519850612301";
  return `${first17}${idCardCheckChar(first17)}`;
})();

function onboardingSet(providerId: string, signedAt: string | null, paidAt: string | null): NewContract[] {
  return ONBOARDING_CONTRACTS.map((c) => ({
    code: contractCodeOf(providerId, c.key),
    name: c.name,
    content: c.content,
    status: signedAt ? CONTRACT_STATUS.signed : CONTRACT_STATUS.toSign,
    signTime: signedAt,
    depositCents: c.depositCents,
    depositPaidAt: c.depositCents ? paidAt : null,
  }));
}

function demoContracts(providerId: string, anchor: number): NewContract[] {
  const at = (days: number) => chinaDateTime(anchor - days * DAY);
  const [cooperation, deposit, secrecy] = onboardingSet(providerId, at(200), at(199));
  return [
    cooperation,
    deposit,
    secrecy,
    {
      code: contractCodeOf(providerId, "04"),
      name: "2026年度服务保证金补充协议",
      content: "因服务区域扩大，乙方应按新增区域补缴服务保证金，补缴完成后新增区域方可派单……",
      status: CONTRACT_STATUS.signed,
      signTime: at(12),
      depositCents: 300_000,
      depositPaidAt: null,
    },
    {
      code: contractCodeOf(providerId, "05"),
      name: "区域独家服务补充协议",
      content: "甲方在约定区域内将指定品类的安装服务优先派给乙方，乙方承诺响应时效……",
      status: CONTRACT_STATUS.failed,
      advise: "签署人身份信息与实名认证不一致，请重置后重新签署",
    },
    {
      code: contractCodeOf(providerId, "06"),
      name: "2025年度服务商合作协议",
      content: "2025年度合作约定，已由2026年度协议替代……",
      status: CONTRACT_STATUS.expired,
      signTime: at(330),
    },
  ];
}

export const personalSeed: SeedModule = {
  name: "personal",
  run({ db, anchor }) {
    for (const doc of TEMPLATE_DOCS) {
      storeTemplatePdf(db, doc.key, doc.docName, anchor - 400 * DAY);
    }
    SEEDS.forEach((seed, i) => {
      const id = seed.provider.id;
      saveProviderProfile(db, id, {
        companyName: seed.provider.name,
        ...seed.company,
        area: safeArea(db, seed.area),
        abilities: abilities(db, i % 2),
        covers: seed.covers.flatMap((codes): ProviderCover[] => {
          const area = safeArea(db, codes);
          return area ? [{ area, serverTypes: [1, 2] }] : [];
        }),
      });
    });
    const demo = SEED_PROVIDERS.demo.id;
    saveIdentity(db, demo, {
      realName: "陈志强",
      idCardNo: DEMO_ID_CARD,
      idCardFront: "r/samples/site-photo-1.png",
      idCardBack: "r/samples/site-photo-2.png",
      at: chinaDateTime(anchor - 198 * DAY),
    });
    const contracts: [string, NewContract[]][] = [
      [demo, demoContracts(demo, anchor)],
      [SEED_PROVIDERS.applicant.id, onboardingSet(SEED_PROVIDERS.applicant.id, null, null)],
      [
        SEED_PROVIDERS.newcomer.id,
        onboardingSet(
          SEED_PROVIDERS.newcomer.id,
          chinaDateTime(anchor - 3 * DAY),
          chinaDateTime(anchor - DAY),
        ),
      ],
      [
        SEED_PROVIDERS.guarded.id,
        onboardingSet(
          SEED_PROVIDERS.guarded.id,
          chinaDateTime(anchor - 90 * DAY),
          chinaDateTime(anchor - 89 * DAY),
        ),
      ],
    ];
    for (const [providerId, list] of contracts) {
      list.forEach((contract, sort) => insertContract(db, providerId, contract, sort, anchor - 30 * DAY));
    }
  },
};
