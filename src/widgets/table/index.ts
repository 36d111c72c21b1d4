export {
  DEFAULT_PAGE_SIZE,
  PAGE_SIZES,
  PAGINATION_DEFAULTS,
  REMOTE_SELECT_WIDTH,
  SELECT_WIDTH,
  totalText,
  withPaginationDefaults,
} from "./defaults";
export { DataTable } from "./DataTable";
