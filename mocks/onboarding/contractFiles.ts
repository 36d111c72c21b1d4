/**
 * The PDFs of contracts in the file storage. A signed contract's PDF belongs to its provider and gets a random
 * storage name (`r/<YYYYMMDD>/<32 hex>.pdf`): nothing about the contract number can lead to it, and only its
 * provider may read it (mocks/files/fileAccess.ts). The templates (getContractDocs) are platform files with fixed names
 * that anyone may read.
 */
import { samplePdf } from "../files/seed/sampleFiles";
import type { Db } from "../db/types";
import { chinaDate } from "../time";
import { findFileMeta, newFilePath, saveFile } from "../files/fileStore";

export function templateFilePath(key: string): string {
  return `r/contracts/template-${key}.pdf`;
}

function savePdf(db: Db, filePath: string, title: string, name: string, owner: string | null, now: number) {
  const content = samplePdf([title, "Provider console stand-in", chinaDate(now)]);
  saveFile(db, {
    filePath,
    bucket: "r/",
    name,
    mime: "application/pdf",
    size: content.length,
    fileType: "document",
    appName: "contract",
    watermarked: false,
    owner,
    createdAt: now,
    content,
  });
}

/** Stores a contract template (seed): a platform file under its fixed name. */
export function storeTemplatePdf(db: Db, key: string, docName: string, now: number): string {
  const filePath = templateFilePath(key);
  if (!findFileMeta(db, filePath)) {
    savePdf(db, filePath, `Contract template ${key}`, `${docName}.pdf`, null, now);
  }
  return filePath;
}

/** Stores a signed contract's PDF: a file of the provider under a new random name. */
export function storeContractPdf(
  db: Db,
  providerId: string,
  code: string,
  name: string,
  now: number,
): string {
  const filePath = newFilePath("r/", "pdf", now);
  savePdf(db, filePath, `Contract ${code}`, `${name}-${code}.pdf`, providerId, now);
  return filePath;
}

interface ContractFileFields {
  provider_id: string;
  contract_code: string;
  contract_name: string;
  contract_file: string | null;
}

/** The contract's stored PDF, or a new one when it has none or the file is gone. */
export function ensureContractPdf(db: Db, row: ContractFileFields, now: number): string {
  if (row.contract_file && findFileMeta(db, row.contract_file)) return row.contract_file;
  return storeContractPdf(db, row.provider_id, row.contract_code, row.contract_name, now);
}
