import type { Migration } from "../types";

/**
 * Stored files (uploads, samples, contract PDFs) with their content.
 */
export const storedFilesMigration: Migration = {
  name: "files_001_stored_files",
  up: `
      CREATE TABLE stored_files (
        file_path TEXT PRIMARY KEY,
        bucket TEXT NOT NULL,
        name TEXT NOT NULL,
        mime TEXT NOT NULL,
        size INTEGER NOT NULL,
        file_type TEXT NOT NULL,
        app_name TEXT NOT NULL,
        watermarked INTEGER NOT NULL DEFAULT 0,
        owner TEXT,
        created_at INTEGER NOT NULL,
        content BLOB NOT NULL
      );
    `,
};
