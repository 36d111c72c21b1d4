import * as v from "valibot";
import { optional, request } from "../schema";

/**
 * The schemas of api.account's calls (registered in ./entries/account.ts): the token calls
 * (mocks/accounts/account.ts); src/api/account.ts takes its answer type from them.
 */

/**
 * The password login's body. Types only, on purpose. The SMS login sends none (its key and code, like grant_type and
 * terminalId, travel in the query, which the handler checks first). The handler reads the fields inside the login
 * limit (mocks/loginThrottle.ts: a throttled client is told so before anything about its input), so presence,
 * lengths and the password's decryption stay there: a refusal here must not come before the limit's answer. Only a
 * value no login form sends (an object, a list, true) is refused here, with the handler's own words; the handler's
 * text() reads a number as its digits, so a number passes. Refused input is never counted as a failed login (either
 * side).
 */
export const passwordLoginRequest = request({
  /** Trimmed. */
  username: optional(v.union([v.string(), v.number()], "用户名格式不正确")),
  /** RSA-OAEP (SHA-256) ciphertext, base64. */
  password: optional(v.union([v.string(), v.number()], "密码格式不正确")),
});

export const tokenData = v.object({
  accessToken: v.object({ tokenValue: v.string(), expiresIn: v.optional(v.number()) }),
});
