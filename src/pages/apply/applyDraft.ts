import type { ApplyCategory, ProviderApplyForm, ProviderApplyInfo } from "../../api/worker/profile";
import type { AreaRef } from "../../api/types";
import type { UploadedFile } from "../../widgets/upload";
import { fileUrl } from "../../widgets/media/fileUrl";

/**
 * The application as the form holds it: the API form with the three photos as the upload widget's file lists.
 * Kept in localStorage per provider while it is typed (each step, across reloads) and cleared on submit.
 */
export interface ApplyValues {
  companyName?: string;
  creditCode?: string;
  legalPerson?: string;
  legalPersonIdCard?: string;
  contactName?: string;
  contactMobile?: string;
  area?: AreaRef;
  detailAddress?: string;
  businessLicense?: UploadedFile[];
  idCardFront?: UploadedFile[];
  idCardBack?: UploadedFile[];
  serverTypes?: number[];
  categories?: ApplyCategory[];
  coverAreas?: AreaRef[];
}

export interface ApplyDraft {
  /** The step the provider was on (0-based). */
  step: number;
  values: ApplyValues;
}

export const DRAFT_KEY_PREFIX = "provider-apply-draft:";

export function draftKey(providerId: string): string {
  return `${DRAFT_KEY_PREFIX}${providerId}`;
}

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function loadDraft(providerId: string): ApplyDraft | null {
  const raw = storage()?.getItem(draftKey(providerId));
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<ApplyDraft>;
    if (typeof parsed !== "object" || parsed === null || typeof parsed.values !== "object") return null;
    const step = Number.isInteger(parsed.step) ? Number(parsed.step) : 0;
    return { step, values: parsed.values ?? {} };
  } catch {
    return null;
  }
}

export function saveDraft(providerId: string, draft: ApplyDraft): void {
  try {
    storage()?.setItem(draftKey(providerId), JSON.stringify(draft));
  } catch {
    // A full or disabled storage only loses the draft, never the form.
  }
}

export function clearDraft(providerId: string): void {
  storage()?.removeItem(draftKey(providerId));
}

function toFiles(filePath: string | undefined | null): UploadedFile[] | undefined {
  if (!filePath) return undefined;
  return [
    {
      filePath,
      fileType: "image",
      url: fileUrl(filePath),
      name: filePath.slice(filePath.lastIndexOf("/") + 1),
    },
  ];
}

/** A stored application as form values (a rejected application is edited from these). */
export function valuesFromInfo(info: ProviderApplyInfo): ApplyValues {
  return {
    companyName: info.companyName,
    creditCode: info.creditCode,
    legalPerson: info.legalPerson,
    legalPersonIdCard: info.legalPersonIdCard,
    contactName: info.contactName,
    contactMobile: info.contactMobile,
    area: info.area,
    detailAddress: info.detailAddress,
    businessLicense: toFiles(info.businessLicense),
    idCardFront: toFiles(info.idCardFront),
    idCardBack: toFiles(info.idCardBack),
    serverTypes: info.serverTypes,
    categories: info.categories,
    coverAreas: info.coverAreas,
  };
}

/** The form values as the submit calls take them (the form has checked that nothing is missing). */
export function toApplyForm(values: ApplyValues): ProviderApplyForm {
  const path = (files: UploadedFile[] | undefined) => files?.[0]?.filePath ?? "";
  return {
    companyName: values.companyName?.trim() ?? "",
    creditCode: values.creditCode?.trim().toUpperCase() ?? "",
    legalPerson: values.legalPerson?.trim() ?? "",
    legalPersonIdCard: values.legalPersonIdCard?.trim().toUpperCase() ?? "",
    contactName: values.contactName?.trim() ?? "",
    contactMobile: values.contactMobile?.trim() ?? "",
    area: values.area as AreaRef,
    detailAddress: values.detailAddress?.trim() ?? "",
    businessLicense: path(values.businessLicense),
    idCardFront: path(values.idCardFront),
    idCardBack: path(values.idCardBack),
    serverTypes: values.serverTypes ?? [],
    categories: values.categories ?? [],
    coverAreas: values.coverAreas ?? [],
  };
}
