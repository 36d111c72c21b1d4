import { loadAdminStyles } from "../theme/antdStyleSheets";

/**
 * The code of the authenticated part, loaded once: by React when an admin route renders, and ahead of time by the
 * login page while it is idle (src/pages/login/prefetchAdmin.ts), so that the frame follows the click on 登录 at once.
 * With it, the admin sheet of antd's styles (src/theme/antdStyleSheets.ts): the frame's first render writes none.
 */
let adminApp: Promise<typeof import("../AdminApp")> | null = null;

export function loadAdminApp(): Promise<typeof import("../AdminApp")> {
  adminApp ??= Promise.all([import("../AdminApp"), loadAdminStyles()])
    .then(([app]) => app)
    .catch((error: unknown) => {
      adminApp = null;
      throw error;
    });
  return adminApp;
}
