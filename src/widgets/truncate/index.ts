export { TruncatedText, type TruncatedTextProps } from "./TruncatedText";
export { DEFAULT_TRUNCATE_LENGTH, ELLIPSIS, isTruncated, truncate } from "./truncate";
