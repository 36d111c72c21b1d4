import { service, type Page } from "./endpoint";
import type { AnswerType, RequestType } from "./schema";
import { MERCHANT_SCREENS } from "./screens";
import type { LabelItem } from "./types";
import type * as wire from "./wire/merchant";

/** /merchant-app — merchants (the shops whose orders providers serve). */
// The merchant filter and labels of the order, after-sales and bill lists.
// Lookups only: every call reads.
const s = service("/merchant-app", { menu: MERCHANT_SCREENS, effect: "read" });

/** The types of the calls below, from their schemas (./wire/merchant.ts, where their fields are described). */
export type MerchantNickNameQuery = RequestType<typeof wire.merchantNickNameRequest>;
/** Merchant option of the remote merchant selector (spec §3). */
export type MerchantOption = AnswerType<typeof wire.merchantOption>;
export type MerchantIdQuery = RequestType<typeof wire.merchantIdRequest>;
export type MerchantInfo = AnswerType<typeof wire.merchantInfo>;

export const pageMerchantNickName = s.get<MerchantNickNameQuery, Page<MerchantOption>>(
  "/v1/merchant/pageMerchantNickName",
  "商家昵称分页（远程搜索，每页 10）",
  { paginated: true },
);

/** Its answer keeps the shared label type (./types.ts LabelItem, a worker's labels too), held to the schema. */
export const getMerchantLabels = s.get<MerchantIdQuery, LabelItem[]>(
  "/v1/merchantLabel/getLabels",
  "商家标签",
);

export const queryMerchantInfo = s.post<MerchantIdQuery, MerchantInfo>(
  "/v1/merchant/queryMerchantInfo",
  "商家信息",
);
