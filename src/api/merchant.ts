import { service, type Page, type PageQuery } from "./endpoint";
import type { DateTime, Id, LabelItem } from "./types";
import { MERCHANT_SCREENS } from "./screens";

/** /merchant-app — merchants (the shops whose orders providers serve). */
// The merchant filter and labels of the order, after-sales and bill lists.
// Lookups only: every call reads.
const s = service("/merchant-app", { menu: MERCHANT_SCREENS, effect: "read" });

/** Merchant option of the remote merchant selector (spec §3). */
export interface MerchantOption {
  merchantId: Id;
  nickName: string;
}

export interface MerchantNickNameQuery extends PageQuery {
  /** 1 company, 2 individual. */
  personType?: number;
  nickName?: string;
}

export const pageMerchantNickName = s.get<MerchantNickNameQuery, Page<MerchantOption>>(
  "/v1/merchant/pageMerchantNickName",
  "商家昵称分页（远程搜索，每页 10）",
  { paginated: true },
);

export const getMerchantLabels = s.get<{ merchantId: Id }, LabelItem[]>(
  "/v1/merchantLabel/getLabels",
  "商家标签",
);

export interface MerchantInfo {
  merchantId: Id;
  nickName: string;
  merchantName: string;
  contactName: string;
  contactMobile: string;
  /** 1 company, 2 individual. */
  personType: number;
  gmtCreatedTime: DateTime;
}

export const queryMerchantInfo = s.post<{ merchantId: Id }, MerchantInfo>(
  "/v1/merchant/queryMerchantInfo",
  "商家信息",
);
