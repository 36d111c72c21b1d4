import * as v from "valibot";
import * as merchant from "../merchant";
import { optionalText, request, text } from "../schema";
import { optionalWholeNumber } from "./define";
import { page, PAGING, wire, type WireEntry } from "./define";

/** The schemas of api.merchant's calls (./define.ts). */

// ---- requests

/** Whether the merchant exists is the handler's (mocks/orders/orderQueries.ts `merchantExists`). */
const merchantId = text("商家", { max: 32 });

// ---- answers

/** A label of a merchant (spec §3 label item). */
const labelItem = v.object({
  labelId: v.string(),
  labelName: v.string(),
  labelDescription: v.string(),
  labelIcon: v.string(),
  labelVisible: v.object({ provPlatform: v.boolean() }),
});

export const entries: readonly WireEntry[] = [
  wire(merchant.pageMerchantNickName, {
    // In the handler's order (mocks/lookups/widgetLookups.ts): the paging, then the filters.
    request: request({
      ...PAGING,
      personType: optionalWholeNumber("商家类型", { min: 1, max: 2 }),
      nickName: optionalText("商家昵称", { max: 50 }),
    }),
    answer: page(v.object({ merchantId: v.string(), nickName: v.string() })),
  }),
  wire(merchant.getMerchantLabels, {
    request: request({ merchantId }),
    answer: v.array(labelItem),
  }),
  wire(merchant.queryMerchantInfo, {
    request: request({ merchantId }),
    answer: v.object({
      merchantId: v.string(),
      nickName: v.string(),
      merchantName: v.string(),
      contactName: v.string(),
      contactMobile: v.string(),
      personType: v.number(),
      gmtCreatedTime: v.string(),
    }),
  }),
];
