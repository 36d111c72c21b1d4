import type { Contract, ContractDeposit, ContractDetail } from "../../src/api/worker/profile";
import {
  CONTRACT_MSG,
  CONTRACT_STATUS,
  phaseAfterAllSigned,
  phaseAfterDepositPaid,
} from "../../src/domain/personal";
import type { Db } from "../db/types";
import { BizError } from "../errors";
import { chinaDateTime } from "../time";
import { ensureContractPdf, storeContractPdf } from "./contractFiles";
import type { FileLinks } from "../files/fileAccess";

/**
 * The providers' contracts and deposits (table provider_contracts), shared by the personal centre
 * (personal.ts) and onboarding:
 * - `createOnboardingContracts(db, providerId, now)`: the contract set of an approved application (all 待签署, one
 *   asking for a deposit); call it when an application is approved (settlePhase 1 → 3);
 * - `signContract(db, providerId, code, now, links)`: 0 → 2 with a PDF stored; the last unsigned one moves
 *   settlePhase 3 → 4;
 * - `resetFailedContract`: 3 → 0 only;
 * - `markDepositPaid(db, providerId, contractNo, now)`: called by paymentStore.settlePayment when a payment completes;
 *   the last unpaid deposit moves settlePhase 4 → 5 (待开通: the platform opens the account, applicationStore
 *   openAccount → 6 with isFirstEntry = 1).
 * A contract's deposit: deposit_cents (null = none), deposit_biz_no, deposit_paid_at. The cashier's apiData is
 * { amount: yuan, contractNo: contract_code, bizNo: deposit_biz_no }.
 * A signed contract's PDF (contractFiles.ts) is answered as an address signed for its provider (`links`).
 */

export const CONTRACT_BIZ = {
  notFound: 200335001,
  badStatus: 200335002,
  noDeposit: 200335003,
} as const;

export interface ContractDbRow {
  contract_code: string;
  provider_id: string;
  contract_name: string;
  contract_status: number;
  contract_advise: string | null;
  content: string;
  sign_time: string | null;
  contract_file: string | null;
  deposit_cents: number | null;
  deposit_biz_no: string | null;
  deposit_paid_at: string | null;
}

/** What a new contract needs (seed and onboarding). */
export interface NewContract {
  code: string;
  name: string;
  content: string;
  status?: number;
  advise?: string | null;
  signTime?: string | null;
  depositCents?: number | null;
  depositPaidAt?: string | null;
}

/** The onboarding set: what a provider signs after its application is approved. */
export const ONBOARDING_CONTRACTS = [
  {
    key: "01",
    name: "服务商合作协议",
    content: "甲乙双方就家居安装维修服务的承接、派单、结算与服务质量达成如下合作约定……",
    depositCents: null,
  },
  {
    key: "02",
    name: "服务保证金协议",
    content: "乙方应向甲方缴纳服务保证金，用于担保乙方履行服务质量与客诉处理义务……",
    depositCents: 200_000,
  },
  {
    key: "03",
    name: "信息安全与保密协议",
    content: "乙方对在合作中获知的客户信息、订单信息负有保密义务，不得用于合作以外的用途……",
    depositCents: null,
  },
] as const;

/** The contract templates (getContractDocs), stored as templateFilePath(key) by the seed: public platform files. */
export const TEMPLATE_DOCS = [
  { docName: "服务商合作协议（范本）", key: "01" },
  { docName: "服务保证金协议（范本）", key: "02" },
  { docName: "信息安全与保密协议（范本）", key: "03" },
] as const;

/** "HT" + the provider id's last 6 digits + a 2-digit sequence: unique per provider and stable. */
export function contractCodeOf(providerId: string, key: string): string {
  return `HT${providerId.slice(-6)}${key}`;
}

export function insertContract(db: Db, providerId: string, contract: NewContract, sort: number, now: number) {
  const status = contract.status ?? CONTRACT_STATUS.toSign;
  const file =
    status === CONTRACT_STATUS.signed
      ? storeContractPdf(db, providerId, contract.code, contract.name, now)
      : null;
  db.prepare(
    `INSERT INTO provider_contracts (contract_code, provider_id, contract_name, contract_status, contract_advise,
       content, sign_time, contract_file, deposit_cents, deposit_biz_no, deposit_paid_at, sort)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    contract.code,
    providerId,
    contract.name,
    status,
    contract.advise ?? null,
    contract.content,
    contract.signTime ?? null,
    file,
    contract.depositCents ?? null,
    contract.depositCents ? `BZ${contract.code}` : null,
    contract.depositPaidAt ?? null,
    sort,
  );
}

/** The onboarding contract set for an approved application (idempotent: existing codes are kept). */
export function createOnboardingContracts(db: Db, providerId: string, now: number): void {
  ONBOARDING_CONTRACTS.forEach((c, index) => {
    const code = contractCodeOf(providerId, c.key);
    if (db.prepare("SELECT 1 FROM provider_contracts WHERE contract_code = ?").get(code)) return;
    insertContract(
      db,
      providerId,
      { code, name: c.name, content: c.content, depositCents: c.depositCents },
      index,
      now,
    );
  });
}

function toContract(row: ContractDbRow, links: FileLinks): Contract {
  return {
    contractCode: row.contract_code,
    contractName: row.contract_name,
    contractStatus: row.contract_status,
    contractAdvise: row.contract_advise,
    signTime: row.sign_time,
    contractUrl: row.contract_file ? links.url(row.contract_file, row.provider_id) : null,
    depositAmount: row.deposit_cents === null ? null : row.deposit_cents / 100,
    depositPaid: row.deposit_cents === null ? false : row.deposit_paid_at !== null,
  };
}

function rows(db: Db, providerId: string, where = ""): ContractDbRow[] {
  return db
    .prepare(`SELECT * FROM provider_contracts WHERE provider_id = ? ${where} ORDER BY sort, contract_code`)
    .all(providerId) as ContractDbRow[];
}

export function listContracts(db: Db, providerId: string, links: FileLinks): Contract[] {
  return rows(db, providerId).map((row) => toContract(row, links));
}

export function signedContracts(db: Db, providerId: string, links: FileLinks): Contract[] {
  return rows(db, providerId, `AND contract_status = ${CONTRACT_STATUS.signed}`).map((row) =>
    toContract(row, links),
  );
}

/** The caller's own contract `code`; undefined for a contract of another provider or none (the cashier's check). */
export function findOwnContract(db: Db, providerId: string, code: string): ContractDbRow | undefined {
  return db
    .prepare("SELECT * FROM provider_contracts WHERE contract_code = ? AND provider_id = ?")
    .get(code, providerId) as ContractDbRow | undefined;
}

function ownRow(db: Db, providerId: string, code: string): ContractDbRow {
  const row = findOwnContract(db, providerId, code);
  if (!row) throw new BizError(CONTRACT_BIZ.notFound, CONTRACT_MSG.notFound);
  return row;
}

export function contractDetail(db: Db, providerId: string, code: string, links: FileLinks): ContractDetail {
  const row = ownRow(db, providerId, code);
  const provider = db.prepare("SELECT name FROM providers WHERE id = ?").pluck().get(providerId) as string;
  return { ...toContract(row, links), partyA: "万家到家服务平台", partyB: provider, content: row.content };
}

function setPhase(db: Db, providerId: string, next: (phase: number) => number, firstEntry: boolean): void {
  const phase = db
    .prepare("SELECT settle_phase FROM providers WHERE id = ?")
    .pluck()
    .get(providerId) as number;
  const to = next(phase);
  if (to === phase) return;
  db.prepare(
    `UPDATE providers SET settle_phase = ?${firstEntry ? ", is_first_entry = 1" : ""} WHERE id = ?`,
  ).run(to, providerId);
}

export function signContract(
  db: Db,
  providerId: string,
  code: string,
  now: number,
  links: FileLinks,
): Contract {
  const row = ownRow(db, providerId, code);
  if (row.contract_status !== CONTRACT_STATUS.toSign) {
    throw new BizError(CONTRACT_BIZ.badStatus, CONTRACT_MSG.signOnlyToSign);
  }
  const file = ensureContractPdf(db, row, now);
  db.prepare(
    "UPDATE provider_contracts SET contract_status = ?, sign_time = ?, contract_file = ?, contract_advise = NULL WHERE contract_code = ?",
  ).run(CONTRACT_STATUS.signed, chinaDateTime(now), file, code);
  const unsigned = db
    .prepare("SELECT COUNT(*) FROM provider_contracts WHERE provider_id = ? AND contract_status != ?")
    .pluck()
    .get(providerId, CONTRACT_STATUS.signed) as number;
  if (unsigned === 0) setPhase(db, providerId, phaseAfterAllSigned, false);
  return toContract(ownRow(db, providerId, code), links);
}

export function resetFailedContract(db: Db, providerId: string, code: string): void {
  const row = ownRow(db, providerId, code);
  if (row.contract_status !== CONTRACT_STATUS.failed) {
    throw new BizError(CONTRACT_BIZ.badStatus, CONTRACT_MSG.resetOnlyFailed);
  }
  db.prepare(
    "UPDATE provider_contracts SET contract_status = ?, contract_advise = NULL, sign_time = NULL WHERE contract_code = ?",
  ).run(CONTRACT_STATUS.toSign, code);
}

/** The stored PDF of a signed contract, as a download address signed for its provider. */
export function contractDownloadUrl(
  db: Db,
  providerId: string,
  code: string,
  now: number,
  links: FileLinks,
): string {
  const row = ownRow(db, providerId, code);
  if (row.contract_status !== CONTRACT_STATUS.signed) {
    throw new BizError(CONTRACT_BIZ.badStatus, CONTRACT_MSG.downloadOnlySigned);
  }
  const file = ensureContractPdf(db, row, now);
  if (row.contract_file !== file) {
    db.prepare("UPDATE provider_contracts SET contract_file = ? WHERE contract_code = ?").run(file, code);
  }
  const url = links.url(file, providerId);
  if (!url) throw new BizError(CONTRACT_BIZ.notFound, CONTRACT_MSG.notFound);
  return url;
}

export function contractDeposit(db: Db, providerId: string, code?: string): ContractDeposit | null {
  let row: ContractDbRow | undefined;
  if (code) {
    row = ownRow(db, providerId, code);
    if (row.deposit_cents === null) throw new BizError(CONTRACT_BIZ.noDeposit, CONTRACT_MSG.noDeposit);
  } else {
    const withDeposit = rows(db, providerId, "AND deposit_cents IS NOT NULL");
    row = withDeposit.find((r) => r.deposit_paid_at === null) ?? withDeposit[0];
  }
  if (!row || row.deposit_cents === null || row.deposit_biz_no === null) return null;
  return {
    apiData: { amount: row.deposit_cents / 100, contractNo: row.contract_code, bizNo: row.deposit_biz_no },
    contractName: row.contract_name,
    paid: row.deposit_paid_at !== null,
    paidTime: row.deposit_paid_at,
  };
}

/**
 * A completed payment of `contractNo` (called by paymentStore.settlePayment, which has checked the contract, its
 * unpaid deposit and the amount).
 */
export function markDepositPaid(db: Db, providerId: string, contractNo: string, now: number): void {
  const done = db
    .prepare(
      `UPDATE provider_contracts SET deposit_paid_at = ?
       WHERE contract_code = ? AND provider_id = ? AND deposit_cents IS NOT NULL AND deposit_paid_at IS NULL`,
    )
    .run(chinaDateTime(now), contractNo, providerId);
  if (done.changes === 0) return;
  const unpaid = db
    .prepare(
      "SELECT COUNT(*) FROM provider_contracts WHERE provider_id = ? AND deposit_cents IS NOT NULL AND deposit_paid_at IS NULL",
    )
    .pluck()
    .get(providerId) as number;
  if (unpaid === 0) setPhase(db, providerId, phaseAfterDepositPaid, false);
}
