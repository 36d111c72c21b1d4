import { service } from "./endpoint";
import type { AnswerType } from "./schema";
import type * as wire from "./wire/adminTemplate";

/** /vue-admin-template — the logged-in user. */
const s = service("/vue-admin-template", { open: "user", onboarding: true });

export { AccountKind } from "./adminTemplateCodes";

/**
 * The types of the call below, from its schema (./wire/adminTemplate.ts, where their fields are described). The
 * access group: the permitted menu paths and button codes.
 */
export type AccessGroup = AnswerType<typeof wire.accessGroup>;
export type UserInfo = AnswerType<typeof wire.userInfo>;

export const userInfo = s.get<void, UserInfo>("/user/info", "当前用户信息（含 accessGroup）", {
  identity: "none",
});
