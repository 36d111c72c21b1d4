export { MerchantSelect, merchantFetcher, merchantOption, type MerchantSelectProps } from "./MerchantSelect";
export { RemoteSelect, type RemoteOption, type RemoteSelectProps, type RemoteValue } from "./RemoteSelect";
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
