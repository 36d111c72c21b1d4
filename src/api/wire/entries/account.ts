import * as v from "valibot";
import * as account from "../../account";
import { wire, type WireEntry } from "../define";
import * as schemas from "../account";

/** api.account's calls with their schemas (../account.ts). */
export const entries: readonly WireEntry[] = [
  wire(account.token, { request: schemas.passwordLoginRequest, answer: schemas.tokenData }),
  wire(account.logout, { answer: v.null() }),
];
