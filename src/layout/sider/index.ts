export { AppSider, SIDER_COLLAPSED_WIDTH, SIDER_WIDTH } from "./AppSider";
export {
  NEED_DEAL_QUERY_KEY,
  needDealPayload,
  useNeedDealCount,
  WORK_ORDER_LIST_PATH,
} from "../../queries/needDealCount";
export { buildSiderModel, locateInMenu, type SiderGroup, type SiderItem } from "./siderModel";
export { MOBILE_BREAKPOINT_PX, useIsMobile, useSiderState, type SiderState } from "./siderState";
export { SiderMenu } from "./SiderMenu";
