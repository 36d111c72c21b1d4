import * as v from "valibot";
import * as account from "../../../worker/account";
import { wire, type WireEntry } from "../../define";
import * as schemas from "../../worker/account";

/** api.worker.account's calls with their schemas (../../worker/account.ts). */
export const entries: readonly WireEntry[] = [
  wire(account.sendVerifyCode, { request: schemas.sendVerifyCodeRequest, answer: v.null() }),
  wire(account.checkVerifyCode, { request: schemas.checkVerifyCodeRequest, answer: v.boolean() }),
  wire(account.registerNewProvider, {
    request: schemas.registerProviderRequest,
    answer: schemas.providerRegistered,
  }),
  wire(account.forgeProviderPassword, { request: schemas.forgetPasswordRequest, answer: v.null() }),
  wire(account.confirmFirstEnter, { answer: v.null() }),
];
