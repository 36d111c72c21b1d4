import type { Db } from "./db/types";

/** The provider row behind a logged-in account. */
export interface ProviderRow {
  id: string;
  name: string;
  mobile: string;
  avatar: string | null;
  settlePhase: number;
  isFirstEntry: number;
}

export function getProvider(db: Db, providerId: string): ProviderRow {
  const row = db
    .prepare(
      `SELECT id, name, mobile, avatar, settle_phase AS settlePhase, is_first_entry AS isFirstEntry
       FROM providers WHERE id = ?`,
    )
    .get(providerId) as ProviderRow | undefined;
  if (!row) throw new Error(`provider ${providerId} missing`);
  return row;
}

/** settlePhase above 5 means onboarding is complete (spec §9). */
export function isOnboarded(provider: Pick<ProviderRow, "settlePhase">): boolean {
  return provider.settlePhase > 5;
}
