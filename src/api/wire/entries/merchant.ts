import * as merchant from "../../merchant";
import { wire, type WireEntry } from "../define";
import * as schemas from "../merchant";

/** api.merchant's calls with their schemas (../merchant.ts). */
export const entries: readonly WireEntry[] = [
  wire(merchant.pageMerchantNickName, {
    request: schemas.merchantNickNameRequest,
    answer: schemas.merchantOptionPage,
  }),
  wire(merchant.getMerchantLabels, { request: schemas.merchantIdRequest, answer: schemas.merchantLabels }),
  wire(merchant.queryMerchantInfo, { request: schemas.merchantIdRequest, answer: schemas.merchantInfo }),
];
