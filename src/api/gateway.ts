import { service } from "./endpoint";
import type { AnswerType } from "./schema";
import type * as wire from "./wire/gateway";

/**
 * What the gateway serves of the paths this project chose (issue 42 §3). About a quarter of the contract's calls are
 * paths the spec does not show (`chosenPath`, src/api/README.md); a real gateway may serve some of them and not
 * others. The console asks once, with the user info after a login or a reload (src/providers/authProvider.ts), and
 * offers no action whose call the gateway does not serve, instead of failing on click.
 *
 * Chosen path: the spec has no such call. It sits under the public service's common calls, open to any logged-in
 * account (onboarding included). A gateway that does not know it answers HTTP 404: the console then takes it that
 * none of the chosen calls is served (src/providers/servedCalls.ts).
 */
const s = service("/basic-public-app", { open: "user", onboarding: true }).under("/V1/common/contract");

/** The type of the answer below, from its schema (./wire/gateway.ts). */
export type ServedCalls = AnswerType<typeof wire.servedCallList>;

/** The chosen calls the gateway serves, each as "METHOD /path" (the path as declared, e.g. `POST /order-app/…`). */
export const servedCalls = s.get<void, ServedCalls>("/servedCalls", "网关实现的自选接口", {
  chosenPath: true,
});
