import * as v from "valibot";
import * as account from "../account";
import { optional, request } from "../schema";
import { wire, type WireEntry } from "./define";

/** The schemas of api.account's calls (./define.ts): the token calls (mocks/accounts/account.ts). */

export const entries: readonly WireEntry[] = [
  wire(account.token, {
    /**
     * Types only, on purpose. The body is the password login's; the SMS login sends none (its key and code, like
     * grant_type and terminalId, travel in the query, which the handler checks first). The handler reads the fields
     * inside the login limit (mocks/loginThrottle.ts: a throttled client is told so before anything about its
     * input), so presence, lengths and the password's decryption stay there: a refusal here must not come before
     * the limit's answer. Only a value no login form sends (an object, a list, true) is refused here, with the
     * handler's own words; the handler's text() reads a number as its digits, so a number passes. Refused input is
     * never counted as a failed login (either side).
     */
    request: request({
      username: optional(v.union([v.string(), v.number()], "用户名格式不正确")),
      password: optional(v.union([v.string(), v.number()], "密码格式不正确")),
    }),
    answer: v.object({
      accessToken: v.object({ tokenValue: v.string(), expiresIn: v.optional(v.number()) }),
    }),
  }),
  wire(account.logout, { answer: v.null() }),
];
