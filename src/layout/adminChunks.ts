/**
 * The code of the authenticated part, loaded once: by React when an admin route renders, and ahead of time by the
 * login page while it is idle (src/pages/login/prefetchAdmin.ts), so that the frame follows the click on 登录 at once.
 */
let adminApp: Promise<typeof import("../AdminApp")> | null = null;

export function loadAdminApp(): Promise<typeof import("../AdminApp")> {
  adminApp ??= import("../AdminApp").catch((error: unknown) => {
    adminApp = null;
    throw error;
  });
  return adminApp;
}
