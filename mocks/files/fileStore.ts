/**
 * The stand-in's file storage: files live in the `stored_files` table (SQLite BLOBs, so a reset or a test database
 * holds them like any other row) under a storage path whose prefix names the bucket (spec §9):
 * - ""   general files (uploads of the console: photos, documents, feedback media);
 * - "r/" resources kept for the platform (seeded sample media, contract templates);
 * - "t/" temporary files (imports and the like): they expire TEMP_FILE_TTL_MS after upload and then answer 404.
 * Paths look like `<bucket><YYYYMMDD>/<32 hex>.<ext>`: random, never derived from an id (a signed contract's PDF
 * too). Only the platform's own files have fixed names (r/samples/…, r/contracts/template-…). Who may read a file:
 * fileAccess.ts.
 */
import crypto from "node:crypto";
import * as basicPublic from "../../src/api/basicPublic";
import type { FileBucket } from "../../src/api/basicPublic";
import type { FileKind } from "../../src/api/types";
import type { Db } from "../db/types";
import { chinaDate } from "../time";

/**
 * Where the stand-in mounts the API (mocks/app.ts API_BASE; not imported from there, since app.ts imports the route
 * modules — files.test.ts checks they agree).
 */
export const FILE_API_BASE = "/api";

export const FILE_BUCKETS: readonly FileBucket[] = ["", "r/", "t/"];

export const TEMP_FILE_TTL_MS = 24 * 60 * 60 * 1000;

export interface StoredRow {
  filePath: string;
  bucket: FileBucket;
  name: string;
  mime: string;
  size: number;
  fileType: FileKind;
  appName: string;
  watermarked: boolean;
  owner: string | null;
  createdAt: number;
  content: Buffer;
}

export function bucketOf(filePath: string): FileBucket {
  return FILE_BUCKETS.find((bucket) => bucket !== "" && filePath.startsWith(bucket)) ?? "";
}

/** A new storage path in `bucket` for a file with extension `ext` (without dot; may be ""). */
export function newFilePath(bucket: FileBucket, ext: string, now: number): string {
  const day = chinaDate(now).replace(/-/g, "");
  const id = crypto.randomBytes(16).toString("hex");
  return `${bucket}${day}/${id}${ext ? `.${ext}` : ""}`;
}

/**
 * The plain address of a stored file: the file fetch endpoint under the stand-in's /api. Enough for a public file;
 * an owned one needs the signature of fileAccess.signedFileUrl appended.
 */
export function storedFileUrl(filePath: string): string {
  return `${FILE_API_BASE}${basicPublic.downloadFile.path}?filePath=${encodeURIComponent(filePath)}`;
}

export function saveFile(db: Db, row: StoredRow): void {
  db.prepare(
    `INSERT INTO stored_files (file_path, bucket, name, mime, size, file_type, app_name, watermarked, owner,
       created_at, content)
     VALUES (@filePath, @bucket, @name, @mime, @size, @fileType, @appName, @watermarked, @owner, @createdAt,
       @content)`,
  ).run({ ...row, watermarked: row.watermarked ? 1 : 0 });
}

/** A stored file without its bytes. */
export type StoredMeta = Omit<StoredRow, "content">;

interface DbRow extends Omit<StoredRow, "watermarked"> {
  watermarked: number;
}

export function findFile(db: Db, filePath: string): StoredRow | null {
  const row = db
    .prepare(
      `SELECT file_path AS filePath, bucket, name, mime, size, file_type AS fileType, app_name AS appName,
         watermarked, owner, created_at AS createdAt, content
       FROM stored_files WHERE file_path = ?`,
    )
    .get(filePath) as DbRow | undefined;
  return row ? { ...row, watermarked: row.watermarked === 1 } : null;
}

export function findFileMeta(db: Db, filePath: string): StoredMeta | null {
  const row = db
    .prepare(
      `SELECT file_path AS filePath, bucket, name, mime, size, file_type AS fileType, app_name AS appName,
         watermarked, owner, created_at AS createdAt
       FROM stored_files WHERE file_path = ?`,
    )
    .get(filePath) as Omit<DbRow, "content"> | undefined;
  return row ? { ...row, watermarked: row.watermarked === 1 } : null;
}

/** True when a temporary file has outlived its time. */
export function isExpired(row: Pick<StoredRow, "bucket" | "createdAt">, now: number): boolean {
  return row.bucket === "t/" && now - row.createdAt > TEMP_FILE_TTL_MS;
}
