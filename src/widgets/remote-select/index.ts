export { MerchantSelect, merchantFetcher, merchantOption, type MerchantSelectProps } from "./MerchantSelect";
export { RemoteSelect, type RemoteOption, type RemoteSelectProps, type RemoteValue } from "./RemoteSelect";
export { groupedOptions, type OptionGroup } from "./groups";
export {
  LOAD_MORE_THRESHOLD,
  MERCHANT_PAGE_SIZE,
  PAGE_BUTTONS,
  appendPage,
  hasMore,
  isNearBottom,
  pageCount,
  pageWindow,
  type PageFetcher,
  type PageRequest,
  type PageResult,
} from "./paging";
