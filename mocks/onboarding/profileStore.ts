import type {
  ProviderAbility,
  ProviderCover,
  ProviderDetails,
  ProviderIdentity,
  ProviderProfile,
} from "../../src/api/worker/profile";
import type { AreaRef } from "../../src/api/types";
import { maskIdCard } from "../../src/domain/personal";
import type { Db } from "../db/types";
import { getProvider } from "../providers";
import type { FileLinks } from "../files/fileAccess";

/**
 * The provider's company profile (table provider_profiles, one row per provider; a provider without a row has an
 * empty profile). Onboarding fills it from an approved application with `saveProviderProfile`. Stored files (the
 * avatar in providers.avatar, the identity photos) are kept as storage paths and answered as addresses signed for
 * the provider (`links`, mocks/files/fileAccess.ts).
 */

export interface ProfileFields {
  companyName: string;
  creditCode: string;
  legalPerson: string;
  contactName: string;
  area: AreaRef | null;
  detailAddress: string;
  abilities: ProviderAbility[];
  covers: ProviderCover[];
}

interface ProfileDbRow {
  company_name: string;
  credit_code: string;
  legal_person: string;
  contact_name: string;
  area: string;
  detail_address: string;
  abilities: string;
  covers: string;
  real_name: string | null;
  id_card_no: string | null;
  id_card_front: string | null;
  id_card_back: string | null;
  identified_at: string | null;
}

function parse<T>(json: string, fallback: T): T {
  try {
    return JSON.parse(json) as T;
  } catch {
    return fallback;
  }
}

/** Creates or replaces the whole profile of a provider (the identification is kept). */
export function saveProviderProfile(db: Db, providerId: string, fields: ProfileFields): void {
  db.prepare(
    `INSERT INTO provider_profiles (provider_id, company_name, credit_code, legal_person, contact_name, area,
       detail_address, abilities, covers)
     VALUES (@providerId, @companyName, @creditCode, @legalPerson, @contactName, @area, @detailAddress, @abilities,
       @covers)
     ON CONFLICT (provider_id) DO UPDATE SET company_name = excluded.company_name,
       credit_code = excluded.credit_code, legal_person = excluded.legal_person,
       contact_name = excluded.contact_name, area = excluded.area, detail_address = excluded.detail_address,
       abilities = excluded.abilities, covers = excluded.covers`,
  ).run({
    providerId,
    ...fields,
    area: JSON.stringify(fields.area ?? {}),
    abilities: JSON.stringify(fields.abilities),
    covers: JSON.stringify(fields.covers),
  });
}

function row(db: Db, providerId: string): ProfileDbRow | undefined {
  return db.prepare("SELECT * FROM provider_profiles WHERE provider_id = ?").get(providerId) as
    ProfileDbRow | undefined;
}

function ensureRow(db: Db, providerId: string): void {
  db.prepare("INSERT OR IGNORE INTO provider_profiles (provider_id) VALUES (?)").run(providerId);
}

/** The provider's avatar (a storage path in providers.avatar) as an address the browser can load, or null. */
export function avatarUrlOf(avatar: string | null, providerId: string, links: FileLinks, ttlMs?: number) {
  return avatar ? links.url(avatar, providerId, ttlMs) : null;
}

export function profileOf(db: Db, providerId: string, links: FileLinks): ProviderProfile {
  const provider = getProvider(db, providerId);
  const r = row(db, providerId);
  const area = parse<Partial<AreaRef>>(r?.area ?? "{}", {});
  const created = db
    .prepare("SELECT created_at FROM providers WHERE id = ?")
    .pluck()
    .get(providerId) as string;
  return {
    providerId: provider.id,
    providerName: provider.name,
    providerMobile: provider.mobile,
    providerAvatar: avatarUrlOf(provider.avatar, providerId, links),
    contactName: r?.contact_name ?? "",
    companyName: r?.company_name || provider.name,
    creditCode: r?.credit_code ?? "",
    legalPerson: r?.legal_person ?? "",
    area: area.cityId ? (area as AreaRef) : null,
    detailAddress: r?.detail_address ?? "",
    settlePhase: provider.settlePhase,
    gmtCreatedTime: created,
  };
}

export function abilitiesOf(db: Db, providerId: string): ProviderAbility[] {
  return parse<ProviderAbility[]>(row(db, providerId)?.abilities ?? "[]", []);
}

export function coversOf(db: Db, providerId: string): ProviderCover[] {
  return parse<ProviderCover[]>(row(db, providerId)?.covers ?? "[]", []);
}

export function identityOf(db: Db, providerId: string, links: FileLinks): ProviderIdentity | null {
  const r = row(db, providerId);
  if (!r?.identified_at || !r.real_name || !r.id_card_no) return null;
  return {
    realName: r.real_name,
    idCardNoMasked: maskIdCard(r.id_card_no),
    idCardFront: links.url(r.id_card_front ?? "", providerId) ?? "",
    idCardBack: links.url(r.id_card_back ?? "", providerId) ?? "",
    identifiedTime: r.identified_at,
  };
}

export function detailsOf(db: Db, providerId: string, links: FileLinks): ProviderDetails {
  const workerCount = db
    .prepare("SELECT COUNT(*) FROM workers WHERE provider_id = ?")
    .pluck()
    .get(providerId) as number;
  return {
    ...profileOf(db, providerId, links),
    abilities: abilitiesOf(db, providerId),
    covers: coversOf(db, providerId),
    workerCount,
    identity: identityOf(db, providerId, links),
  };
}

export function updateBaseProfile(
  db: Db,
  providerId: string,
  change: { avatarPath?: string; contactName?: string; detailAddress?: string },
): void {
  ensureRow(db, providerId);
  if (change.avatarPath !== undefined) {
    db.prepare("UPDATE providers SET avatar = ? WHERE id = ?").run(change.avatarPath, providerId);
  }
  if (change.contactName !== undefined) {
    db.prepare("UPDATE provider_profiles SET contact_name = ? WHERE provider_id = ?").run(
      change.contactName,
      providerId,
    );
  }
  if (change.detailAddress !== undefined) {
    db.prepare("UPDATE provider_profiles SET detail_address = ? WHERE provider_id = ?").run(
      change.detailAddress,
      providerId,
    );
  }
}

export function saveIdentity(
  db: Db,
  providerId: string,
  identity: { realName: string; idCardNo: string; idCardFront: string; idCardBack: string; at: string },
): void {
  ensureRow(db, providerId);
  db.prepare(
    `UPDATE provider_profiles SET real_name = ?, id_card_no = ?, id_card_front = ?, id_card_back = ?,
       identified_at = ? WHERE provider_id = ?`,
  ).run(
    identity.realName,
    identity.idCardNo,
    identity.idCardFront,
    identity.idCardBack,
    identity.at,
    providerId,
  );
}
