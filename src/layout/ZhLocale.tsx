import { ConfigProvider } from "antd";
import zhCN from "antd/es/locale/zh_CN";
import type { ReactNode } from "react";

/**
 * antd's Chinese texts (pickers, pagination, empty states, default validation messages) for the parts of the console
 * that show them: the admin part and the simple-layout pages. Not in main.tsx, so that /login (whose texts are all
 * its own) does not load them.
 */
export function ZhLocale({ children }: { children: ReactNode }) {
  return <ConfigProvider locale={zhCN}>{children}</ConfigProvider>;
}
