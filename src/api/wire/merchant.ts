import * as v from "valibot";
import { optionalText, request, text } from "../schema";
import { optionalWholeNumber, page, PAGING } from "./define";

/**
 * The schemas of api.merchant's calls (registered in ./entries/merchant.ts); src/api/merchant.ts takes its types from
 * them.
 */

// ---- requests

/** Whether the merchant exists is the handler's (mocks/orders/orderQueries.ts `merchantExists`). */
const merchantId = text("商家", { max: 32 });

/** In the handler's order (mocks/lookups/widgetLookups.ts): the paging, then the filters. */
export const merchantNickNameRequest = request({
  ...PAGING,
  /** 1 company, 2 individual. */
  personType: optionalWholeNumber("商家类型", { min: 1, max: 2 }),
  nickName: optionalText("商家昵称", { max: 50 }),
});

export const merchantIdRequest = request({ merchantId });

// ---- answers

/** Merchant option of the remote merchant selector (spec §3). */
export const merchantOption = v.object({ merchantId: v.string(), nickName: v.string() });

/** A label of a merchant (spec §3 label item; src/api/types.ts LabelItem, where its fields are described). */
const labelItem = v.object({
  labelId: v.string(),
  labelName: v.string(),
  labelDescription: v.string(),
  labelIcon: v.string(),
  labelVisible: v.object({ provPlatform: v.boolean() }),
});

export const merchantLabels = v.array(labelItem);

export const merchantInfo = v.object({
  merchantId: v.string(),
  nickName: v.string(),
  merchantName: v.string(),
  contactName: v.string(),
  contactMobile: v.string(),
  /** 1 company, 2 individual. */
  personType: v.number(),
  gmtCreatedTime: v.string(),
});

export const merchantOptionPage = page(merchantOption);
