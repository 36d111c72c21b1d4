/** What the bell's 查看全部 says when the message list is the page already shown. */
export const ALREADY_ON_LIST = "已是当前列表";
