import type {
  ApplyCategory,
  ProviderApplication,
  ProviderApplyForm,
  ProviderApplyInfo,
} from "../../src/api/worker/profile";
import type { AreaRef } from "../../src/api/types";
import {
  APPLY_MESSAGES as M,
  APPLY_STATUS,
  CREDIT_CODE_PATTERN,
  SETTLE_PHASE,
} from "../../src/domain/onboarding";
import { canOpenAccount, idCardError, phaseAfterOpened } from "../../src/domain/personal";
import { MOBILE_PATTERN } from "../../src/domain/validators";
import type { Db } from "../db/types";
import { BizError, invalid } from "../errors";
import { chinaDateTime } from "../time";
import { createOnboardingContracts } from "./contractStore";

/**
 * The provider application (issue 11): one row per provider in provider_applications, the form as JSON. Submitting
 * moves settlePhase 0 → 1, a review 1 → 3 (approved) or 1 → 2 (rejected, with auditAdvise), re-submitting 2 → 1.
 * After the contracts (3 → 4) and the deposit (4 → 5, contractStore.ts), the platform opens the account (开通,
 * `openAccount`): 5 → 6 with the first-entry flag, so the next login shows the first-entry message.
 */
export const APPLY_BIZ = { wrongPhase: 200334001, notFound: 200334004 } as const;

interface ApplicationRow {
  providerId: string;
  form: string;
  applyStatus: number;
  auditAdvise: string | null;
  submittedAt: string;
  auditedAt: string | null;
}

/** A place of the form (the schema checked 省份 and 城市 are whole numbers above 0, as a number or its text). */
function areaRef(value: ProviderApplyForm["area"]): AreaRef {
  const optionalId = (v: unknown) => (v === null || v === undefined || v === "" ? null : Number(v));
  const name = (v: unknown) => (typeof v === "string" ? v.slice(0, 50) : "");
  return {
    provinceId: Number(value.provinceId),
    provinceName: name(value.provinceName),
    cityId: Number(value.cityId),
    cityName: name(value.cityName),
    areaId: optionalId(value.areaId),
    areaName: typeof value.areaName === "string" ? name(value.areaName) : null,
  };
}

/** The categories picked (the schema checked 1 to 50, each with its 众包/总包 and a category id). */
function categories(value: ProviderApplyForm["categories"]): ApplyCategory[] {
  return value.map((item) => ({
    scopeType: item.scopeType,
    categoryId: String(item.categoryId),
    subCategoryId:
      item.subCategoryId === undefined || item.subCategoryId === null || item.subCategoryId === ""
        ? null
        : String(item.subCategoryId),
    label: typeof item.label === "string" ? item.label.slice(0, 100) : "",
  }));
}

/**
 * A whole application as stored. Its schema (src/api/wire/worker/profileApply.ts) checked every field's presence,
 * length and shape before the handler, trimmed; the formats are checked here (统一社会信用代码, the ID card number
 * with its check digit, the mobile), the first problem answered with its Chinese message.
 */
export function applyForm(payload: ProviderApplyForm): ProviderApplication {
  const creditCode = payload.creditCode.toUpperCase();
  const legalPersonIdCard = payload.legalPersonIdCard.toUpperCase();
  if (!CREDIT_CODE_PATTERN.test(creditCode)) invalid(M.creditCodeFormat);
  const idError = idCardError(legalPersonIdCard);
  if (idError) invalid(idError);
  if (!MOBILE_PATTERN.test(payload.contactMobile)) invalid(M.mobileFormat);
  return {
    companyName: payload.companyName,
    creditCode,
    legalPerson: payload.legalPerson,
    legalPersonIdCard,
    contactName: payload.contactName,
    contactMobile: payload.contactMobile,
    area: areaRef(payload.area),
    detailAddress: payload.detailAddress,
    businessLicense: payload.businessLicense,
    idCardFront: payload.idCardFront,
    idCardBack: payload.idCardBack,
    serverTypes: [...new Set(payload.serverTypes)].sort(),
    categories: categories(payload.categories),
    coverAreas: payload.coverAreas.map(areaRef),
  };
}

function phaseOf(db: Db, providerId: string): number {
  return Number(db.prepare("SELECT settle_phase FROM providers WHERE id = ?").pluck().get(providerId));
}

function setPhase(db: Db, providerId: string, phase: number): void {
  db.prepare("UPDATE providers SET settle_phase = ? WHERE id = ?").run(phase, providerId);
}

export function readApplication(db: Db, providerId: string): ProviderApplyInfo | null {
  const row = db
    .prepare(
      `SELECT provider_id AS providerId, form, apply_status AS applyStatus, audit_advise AS auditAdvise,
         submitted_at AS submittedAt, audited_at AS auditedAt
       FROM provider_applications WHERE provider_id = ?`,
    )
    .get(providerId) as ApplicationRow | undefined;
  if (!row) return null;
  return {
    ...(JSON.parse(row.form) as ProviderApplication),
    providerId: row.providerId,
    applyStatus: row.applyStatus,
    auditAdvise: row.auditAdvise,
    settlePhase: phaseOf(db, providerId),
    submitTime: row.submittedAt,
    auditTime: row.auditedAt,
  };
}

/** First submission: only from settlePhase 0, once. */
export function submitApplication(db: Db, providerId: string, form: ProviderApplication, now: number): void {
  db.transaction(() => {
    const exists = db.prepare("SELECT 1 FROM provider_applications WHERE provider_id = ?").get(providerId);
    if (exists || phaseOf(db, providerId) !== SETTLE_PHASE.registered) {
      throw new BizError(APPLY_BIZ.wrongPhase, M.alreadySubmitted);
    }
    db.prepare(
      `INSERT INTO provider_applications (provider_id, form, apply_status, submitted_at, submit_count)
       VALUES (?, ?, ?, ?, 1)`,
    ).run(providerId, JSON.stringify(form), APPLY_STATUS.reviewing, chinaDateTime(now));
    setPhase(db, providerId, SETTLE_PHASE.reviewing);
  })();
}

/** Re-submission: only a rejected application (settlePhase 2). */
export function resubmitApplication(
  db: Db,
  providerId: string,
  form: ProviderApplication,
  now: number,
): void {
  db.transaction(() => {
    const app = readApplication(db, providerId);
    if (!app || app.applyStatus !== APPLY_STATUS.rejected || app.settlePhase !== SETTLE_PHASE.rejected) {
      throw new BizError(APPLY_BIZ.wrongPhase, M.notRejected);
    }
    db.prepare(
      `UPDATE provider_applications SET form = ?, apply_status = ?, submitted_at = ?, audited_at = NULL,
         submit_count = submit_count + 1
       WHERE provider_id = ?`,
    ).run(JSON.stringify(form), APPLY_STATUS.reviewing, chinaDateTime(now), providerId);
    setPhase(db, providerId, SETTLE_PHASE.reviewing);
  })();
}

export type Review = { approve: true } | { approve: false; auditAdvise: string };

/** The platform's review (the development page and test hook stand in for it): 1 → 3 or 1 → 2. */
export function reviewApplication(
  db: Db,
  providerId: string,
  review: Review,
  now: number,
): ProviderApplyInfo {
  if (!review.approve) {
    const advise = review.auditAdvise.trim();
    if (advise === "") invalid(M.auditAdvise);
    if (advise.length > 200) invalid("驳回原因不能超过200个字符");
  }
  db.transaction(() => {
    const app = readApplication(db, providerId);
    if (!app) throw new BizError(APPLY_BIZ.notFound, M.noApplication);
    if (app.applyStatus !== APPLY_STATUS.reviewing || app.settlePhase !== SETTLE_PHASE.reviewing) {
      throw new BizError(APPLY_BIZ.wrongPhase, M.notReviewing);
    }
    db.prepare(
      "UPDATE provider_applications SET apply_status = ?, audit_advise = ?, audited_at = ? WHERE provider_id = ?",
    ).run(
      review.approve ? APPLY_STATUS.approved : APPLY_STATUS.rejected,
      review.approve ? null : review.auditAdvise.trim(),
      chinaDateTime(now),
      providerId,
    );
    setPhase(db, providerId, review.approve ? SETTLE_PHASE.toSign : SETTLE_PHASE.rejected);
    // The contracts to sign come with the approval (the personal centre's contract model).
    if (review.approve) createOnboardingContracts(db, providerId, now);
  })();
  return readApplication(db, providerId) as ProviderApplyInfo;
}

/** The platform opens the account of a provider whose deposit is paid (开通): only settlePhase 5 → 6. */
export function openAccount(db: Db, providerId: string): ProviderApplyInfo {
  db.transaction(() => {
    const app = readApplication(db, providerId);
    if (!app) throw new BizError(APPLY_BIZ.notFound, M.noApplication);
    if (!canOpenAccount(app.settlePhase)) throw new BizError(APPLY_BIZ.wrongPhase, M.notPaid);
    db.prepare("UPDATE providers SET settle_phase = ?, is_first_entry = 1 WHERE id = ?").run(
      phaseAfterOpened(app.settlePhase),
      providerId,
    );
  })();
  return readApplication(db, providerId) as ProviderApplyInfo;
}

export interface ApplicationListItem {
  providerId: string;
  providerName: string;
  companyName: string;
  applyStatus: number;
  auditAdvise: string | null;
  submitTime: string;
  settlePhase: number;
}

/** Every application, newest first (the development page). */
export function listApplications(db: Db): ApplicationListItem[] {
  const rows = db
    .prepare(
      `SELECT a.provider_id AS providerId, p.name AS providerName, a.form, a.apply_status AS applyStatus,
         a.audit_advise AS auditAdvise, a.submitted_at AS submitTime, p.settle_phase AS settlePhase
       FROM provider_applications a JOIN providers p ON p.id = a.provider_id
       ORDER BY a.submitted_at DESC, a.provider_id`,
    )
    .all() as (Omit<ApplicationListItem, "companyName"> & { form: string })[];
  return rows.map(({ form, ...row }) => ({
    ...row,
    companyName: (JSON.parse(form) as ProviderApplication).companyName,
  }));
}
