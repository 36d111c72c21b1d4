import { service } from "./endpoint";

/**
 * /basic-public-app, the public service's declarer (./basicPublic.ts and ./basicPublicHotline.ts). Messages,
 * protocols and files serve every screen (the header, the apply page): any logged-in account.
 */
export const basicPublicService = service("/basic-public-app", { open: "user", onboarding: true });
