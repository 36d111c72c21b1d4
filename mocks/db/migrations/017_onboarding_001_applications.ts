import type { Migration } from "../types";

/**
 * Issue 11: the provider application of onboarding (the form as JSON; apply_status 1 reviewing, 2 approved,
 * 3 rejected with audit_advise).
 */
export const applicationsMigration: Migration = {
  name: "onboarding_001_applications",
  up: `
      CREATE TABLE provider_applications (
        provider_id TEXT PRIMARY KEY REFERENCES providers(id),
        form TEXT NOT NULL,
        apply_status INTEGER NOT NULL CHECK (apply_status IN (1, 2, 3)),
        audit_advise TEXT,
        submitted_at TEXT NOT NULL,
        audited_at TEXT,
        submit_count INTEGER NOT NULL DEFAULT 1
      );
    `,
};
