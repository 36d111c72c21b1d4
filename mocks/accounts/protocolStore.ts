import type { ProtocolAcceptance, ProtocolAlert, ProtocolInfo } from "../../src/api/basicPublic";
import { PROTOCOL_CODES, PROTOCOL_MESSAGES as M } from "../../src/domain/protocols";
import { BIZ } from "../bizCodes";
import type { Db } from "../db/types";
import { BizError } from "../errors";
import { chinaDateTime } from "../time";

/**
 * The platform's agreements (table protocols) and their acceptance per account (protocol_acceptances, migration
 * protocolAcceptanceSchema.ts):
 * - `protocolAlert(db, accountId, code)`: needAlert while an agreement that must be accepted (must_accept = 1) has
 *   no acceptance of its current version by the account (for a staff account, the 服务商入驻协议 is its main
 *   account's to accept); with the version and time the account accepted last;
 * - `acceptProtocol(db, accountId, code, version, now)`: the version read must be the current one (a newer one was
 *   published meanwhile: refused, to be read first); accepting again keeps the first time.
 */
export const PROTOCOL_BIZ = { versionChanged: 200336001, notRequired: 200336002 } as const;

interface ProtocolRow {
  code: string;
  title: string;
  version: string;
  content: string;
  modifiedAt: string;
  mustAccept: number;
}

export function findProtocol(db: Db, code: string): ProtocolRow {
  const row = db
    .prepare(
      `SELECT code, title, version, content, modified_at AS modifiedAt, must_accept AS mustAccept
       FROM protocols WHERE code = ?`,
    )
    .get(code) as ProtocolRow | undefined;
  if (!row) throw new BizError(BIZ.notFound, M.notFound);
  return row;
}

export function protocolInfo(db: Db, code: string): ProtocolInfo {
  const row = findProtocol(db, code);
  return {
    protocolCode: row.code,
    title: row.title,
    version: row.version,
    content: row.content,
    gmtModifiedTime: row.modifiedAt,
  };
}

interface AcceptanceRow {
  version: string;
  acceptedAt: string;
}

function acceptanceOf(db: Db, accountId: number, code: string, version?: string): AcceptanceRow | undefined {
  return db
    .prepare(
      `SELECT version, accepted_at AS acceptedAt FROM protocol_acceptances
       WHERE account_id = ? AND protocol_code = ? ${version === undefined ? "" : "AND version = ?"}
       ORDER BY accepted_at DESC, rowid DESC LIMIT 1`,
    )
    .get(...(version === undefined ? [accountId, code] : [accountId, code, version])) as
    AcceptanceRow | undefined;
}

/**
 * Whose acceptance answers for the account: the 服务商入驻协议 binds the company, so a staff account (issue 29) is
 * covered by its main account's acceptance and never asked; the other agreements (privacy) are each person's own.
 */
function acceptingAccount(db: Db, accountId: number, code: string): number {
  if (code !== PROTOCOL_CODES.providerService) return accountId;
  const main = db.prepare("SELECT main_account_id FROM accounts WHERE id = ?").pluck().get(accountId);
  return typeof main === "number" ? main : accountId;
}

export function protocolAlert(db: Db, caller: number, code: string): ProtocolAlert {
  const row = findProtocol(db, code);
  const accountId = acceptingAccount(db, caller, code);
  const current = acceptanceOf(db, accountId, code, row.version);
  const last = current ?? acceptanceOf(db, accountId, code);
  return {
    needAlert: row.mustAccept === 1 && !current && accountId === caller,
    protocolCode: row.code,
    title: row.title,
    version: row.version,
    acceptedVersion: last?.version ?? null,
    acceptedTime: last?.acceptedAt ?? null,
  };
}

export function acceptProtocol(
  db: Db,
  accountId: number,
  code: string,
  version: string,
  now: number,
): ProtocolAcceptance {
  const row = findProtocol(db, code);
  if (row.mustAccept !== 1) throw new BizError(PROTOCOL_BIZ.notRequired, M.notRequired);
  if (version !== row.version) throw new BizError(PROTOCOL_BIZ.versionChanged, M.versionChanged);
  db.prepare(
    `INSERT OR IGNORE INTO protocol_acceptances (account_id, protocol_code, version, accepted_at)
     VALUES (?, ?, ?, ?)`,
  ).run(accountId, code, version, chinaDateTime(now));
  const accepted = acceptanceOf(db, accountId, code, version) as AcceptanceRow;
  return { protocolCode: code, version, acceptedTime: accepted.acceptedAt };
}

/**
 * Issue 43 (A1): true while `account` has an agreement to accept, exactly those its alerts answer needAlert for: a
 * must-accept agreement without an acceptance of its current version, the 服务商入驻协议 being the main account's
 * (a staff account is never asked for it, so never held back by it). The gateway then refuses the account's other
 * calls (mocks/permissions.ts `isHeldByAgreements`). One indexed read of two small tables per call.
 */
export function hasAgreementToAccept(
  db: Db,
  account: { accountId: number; mainAccountId?: number | null },
): boolean {
  const staff = account.mainAccountId !== null && account.mainAccountId !== undefined;
  const row = db
    .prepare(
      `SELECT 1 FROM protocols p
       WHERE p.must_accept = 1 AND NOT (p.code = ? AND ?)
         AND NOT EXISTS (SELECT 1 FROM protocol_acceptances a
                         WHERE a.account_id = ? AND a.protocol_code = p.code AND a.version = p.version)
       LIMIT 1`,
    )
    .get(PROTOCOL_CODES.providerService, staff ? 1 : 0, account.accountId);
  return row !== undefined;
}
