/**
 * Issue 33 §2: agreements accepted per account (protocolStore.ts).
 * - `protocol_acceptances`: one row per (account, protocol, version) accepted, with its time;
 * - `protocols.must_accept`: 1 for an agreement every account accepts before using the console (the alert answers
 *   needAlert while the current version is not accepted), 0 for one that is only read.
 * A database seeded before this step: the service agreement and the privacy policy must be accepted, and every
 * account that was already using the console (onboarding complete, first entry confirmed) is taken to have accepted
 * their current versions, so the demo accounts keep their behaviour; a fresh database gets both from the seed
 * (seed/protocols.ts). The step is migration `protocols_002_acceptances`
 * (mocks/db/migrations/032_protocols_002_acceptances.ts); the seed and it share what is below.
 */
import { PROTOCOL_CODES } from "../../src/domain/protocols";
import type { Db } from "../db/types";

/** The agreements accepted before using the console, as the seed and this migration set them. */
export const AGREEMENTS_MUST_ACCEPT: readonly string[] = [
  PROTOCOL_CODES.providerService,
  PROTOCOL_CODES.privacy,
];

/** Marks every account of a provider in the console (settlePhase > 5, first entry confirmed) as having accepted. */
export function acceptForConsoleAccounts(db: Db, acceptedAt: string): void {
  db.prepare(
    `INSERT OR IGNORE INTO protocol_acceptances (account_id, protocol_code, version, accepted_at)
     SELECT a.id, p.code, p.version, ?
     FROM accounts a JOIN providers pr ON pr.id = a.provider_id JOIN protocols p ON p.must_accept = 1
     WHERE pr.settle_phase > 5 AND pr.is_first_entry = 0`,
  ).run(acceptedAt);
}
