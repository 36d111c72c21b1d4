/**
 * The admin frame's code, loaded once: by AdminApp when an admin route renders, and ahead of time by the login page
 * (src/pages/login/prefetchAdmin.ts). Apart from adminChunks.ts, which loads AdminApp itself, so that neither imports
 * the other.
 */
let adminLayout: Promise<typeof import("./AdminLayout")> | null = null;

export function loadAdminLayout(): Promise<typeof import("./AdminLayout")> {
  adminLayout ??= import("./AdminLayout").catch((error: unknown) => {
    adminLayout = null;
    throw error;
  });
  return adminLayout;
}
