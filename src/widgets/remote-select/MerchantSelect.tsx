import { api } from "../../api";
import type { MerchantOption } from "../../api/merchant";
import { call } from "../../providers/http";
import type { PageFetcher } from "./paging";
import { MERCHANT_PAGE_SIZE } from "./paging";
import { RemoteSelect, type RemoteSelectProps, type RemoteValue } from "./RemoteSelect";

/** Fetches merchants by nickname, 10 per page (merchant-app pageMerchantNickName). */
export function merchantFetcher(personType?: number): PageFetcher<MerchantOption> {
  return async ({ page, size, query }) => {
    const result = await call(api.merchant.pageMerchantNickName, {
      current: page,
      size,
      personType,
      nickName: query.trim() || undefined,
    });
    return { records: result.records, total: result.total };
  };
}

export const merchantOption = (merchant: MerchantOption) => ({
  value: merchant.merchantId,
  label: merchant.nickName,
});

export interface MerchantSelectProps extends Omit<
  RemoteSelectProps<MerchantOption>,
  "fetchPage" | "toOption" | "onChange" | "pageSize" | "mode"
> {
  /** 1 company, 2 individual; all when absent. */
  personType?: number;
  /** Fires with the merchantId and the merchant (both undefined when cleared). */
  onChange?: (merchantId: string | undefined, merchant: MerchantOption | undefined) => void;
}

/**
 * The merchant search dropdown (spec §7, §9): searches by nickname, 10 per page, with 5 page buttons under the
 * list (the remote select in "pager" mode). Value: merchantId.
 */
export function MerchantSelect({
  personType,
  onChange,
  placeholder = "请输入商家名称",
  ...rest
}: MerchantSelectProps) {
  return (
    <RemoteSelect<MerchantOption>
      {...rest}
      className={["merchant-select", rest.className].filter(Boolean).join(" ")}
      placeholder={placeholder}
      aria-label={rest["aria-label"] ?? "商家"}
      fetchPage={merchantFetcher(personType)}
      toOption={merchantOption}
      pageSize={MERCHANT_PAGE_SIZE}
      mode="pager"
      onChange={(value: RemoteValue | undefined, merchant) =>
        onChange?.(value === undefined ? undefined : String(value), merchant)
      }
    />
  );
}
