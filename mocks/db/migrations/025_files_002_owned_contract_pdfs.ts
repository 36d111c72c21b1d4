/**
 * Issue 31 §2, for a database seeded before stored files were guarded (mocks/files/fileAccess.ts):
 * - signed contract PDFs lived at `r/contracts/HT<provider digits><sequence>.pdf` with no owner, which made them public
 *   platform files at a guessable path: each moves to a random name (files/fileStore.newFilePath) and belongs to its
 *   contract's provider; an old contract PDF no contract points at is deleted. The old path then answers 404.
 * - the application photos of the seed had no owner: they belong to the applying provider.
 * - providers.avatar held the file fetch URL: it holds the storage path now (answered as a signed address).
 * A fresh database has nothing to move: the seed writes the new form directly.
 */
import { newFilePath } from "../../files/fileStore";
import type { Db, Migration } from "../types";

interface ContractFileRow {
  code: string;
  providerId: string;
  file: string;
  createdAt: number;
}

function moveContractPdfs(db: Db): void {
  const rows = db
    .prepare(
      `SELECT c.contract_code AS code, c.provider_id AS providerId, c.contract_file AS file,
         f.created_at AS createdAt
       FROM provider_contracts c JOIN stored_files f ON f.file_path = c.contract_file
       WHERE f.owner IS NULL`,
    )
    .all() as ContractFileRow[];
  const move = db.prepare("UPDATE stored_files SET file_path = ?, owner = ? WHERE file_path = ?");
  const point = db.prepare("UPDATE provider_contracts SET contract_file = ? WHERE contract_file = ?");
  for (const row of rows) {
    const next = newFilePath("r/", "pdf", row.createdAt);
    move.run(next, row.providerId, row.file);
    point.run(next, row.file);
  }
  db.prepare(
    `DELETE FROM stored_files WHERE owner IS NULL AND file_path LIKE 'r/contracts/%'
       AND file_path NOT LIKE 'r/contracts/template-%'`,
  ).run();
}

function ownApplicationPhotos(db: Db): void {
  db.prepare(
    `UPDATE stored_files SET owner = (
       SELECT a.provider_id FROM provider_applications a
       WHERE stored_files.file_path IN (json_extract(a.form, '$.businessLicense'),
         json_extract(a.form, '$.idCardFront'), json_extract(a.form, '$.idCardBack')))
     WHERE owner IS NULL AND file_path IN (
       SELECT value FROM provider_applications a, json_each(json_array(json_extract(a.form, '$.businessLicense'),
         json_extract(a.form, '$.idCardFront'), json_extract(a.form, '$.idCardBack'))))`,
  ).run();
}

function avatarPaths(db: Db): void {
  const rows = db.prepare("SELECT id, avatar FROM providers WHERE avatar LIKE '%filePath=%'").all() as {
    id: string;
    avatar: string;
  }[];
  const update = db.prepare("UPDATE providers SET avatar = ? WHERE id = ?");
  for (const row of rows) {
    const query = row.avatar.slice(row.avatar.indexOf("?") + 1);
    update.run(new URLSearchParams(query).get("filePath") || null, row.id);
  }
}

export const fileOwnersMigration: Migration = {
  name: "files_002_owned_contract_pdfs",
  up(db) {
    moveContractPdfs(db);
    ownApplicationPhotos(db);
    avatarPaths(db);
  },
};
