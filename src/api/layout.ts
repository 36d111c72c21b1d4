import * as account from "./account";
import * as basicPublic from "./basicPublic";
import * as merchant from "./merchant";
import * as message from "./message";
import * as workOrders from "./workOrders";

/**
 * The calls of the admin layout (spec §7 "Layout calls", paths not shown there). Each one is a call that §7 already
 * lists elsewhere, so nothing is declared twice; this object only names them for the layout:
 *
 * - needDealNums — badge of 工单列表: workOrders.needDealNums, payload { isProvider, resultStatus: [...],
 *   responseStatus: [...], assignedType: 2, providerId, workerId: providerId }; data is a number.
 * - messagePage — bell popover: message.queryMsgRecordPage, payload { size: 10, current: 1, platform,
 *   uid: providerId, isRead: 0 }; data.records.
 * - unreadCount — bell count: message.unReadNum, payload { platform }; data is a number.
 * - clearMessages — 清空: basicPublic.msgClear, payload { channel: 2, uid: providerId }; the envelope msg is shown.
 * - merchantNicknames — merchant search dropdown: merchant.pageMerchantNickName, payload { current, size: 10,
 *   personType, nickName }; records and total.
 * - logout — 退出登录: account.logout.
 */
export const layoutCalls = {
  needDealNums: workOrders.needDealNums,
  messagePage: message.queryMsgRecordPage,
  unreadCount: message.unReadNum,
  clearMessages: basicPublic.msgClear,
  merchantNicknames: merchant.pageMerchantNickName,
  logout: account.logout,
} as const;

/** Fixed payload values of the layout calls (spec §7). */
export const LAYOUT_PAGE_SIZE = 10;
export const CLEAR_MESSAGES_CHANNEL = 2;
export const NEED_DEAL_ASSIGNED_TYPE = 2;
