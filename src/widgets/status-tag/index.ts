export { STATUS_TAG_COLORS, StatusTag, type StatusTagProps, type StatusTagType } from "./StatusTag";
