import {
  DownloadOutlined,
  MenuFoldOutlined,
  MenuUnfoldOutlined,
  QuestionCircleOutlined,
} from "@ant-design/icons";
import { App, Button, Layout, Tooltip } from "antd";
import type { ReactNode } from "react";
import { useSession } from "../../providers/useSession";
import { MessageBell } from "./MessageBell";
import { UserMenu } from "./UserMenu";
import "./header.css";

/** The message of the header items the spec calls unfinished. */
export const NOT_READY_MESSAGE = "功能开发中，敬请期待";

export interface AppHeaderProps {
  /** The sider is collapsed (or, on narrow windows, the drawer is closed): the toggle shows "unfold". */
  siderClosed: boolean;
  onToggleSider(): void;
  /** The breadcrumb, beside the toggle. */
  breadcrumb?: ReactNode;
}

/** The top bar: sider toggle and breadcrumb; placeholders, the bell and the provider's menu (spec §2). */
export function AppHeader({ siderClosed, onToggleSider, breadcrumb }: AppHeaderProps) {
  const { message } = App.useApp();
  const { user } = useSession();
  const notReady = () => void message.info(NOT_READY_MESSAGE);

  return (
    // antd's Layout is a <section>, in which a <header> is not a landmark by itself.
    <Layout.Header className="app-header" role="banner">
      <div className="app-header-left">
        <Button
          type="text"
          className="header-icon"
          aria-label={siderClosed ? "展开菜单" : "收起菜单"}
          aria-expanded={!siderClosed}
          onClick={onToggleSider}
          icon={siderClosed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
        />
        {breadcrumb}
      </div>
      <div className="app-header-right">
        <Tooltip title="帮助中心">
          <Button
            type="text"
            className="header-icon header-extra"
            aria-label="帮助中心"
            icon={<QuestionCircleOutlined />}
            onClick={notReady}
          />
        </Tooltip>
        <Tooltip title="下载中心">
          <Button
            type="text"
            className="header-icon header-extra"
            aria-label="下载中心"
            icon={<DownloadOutlined />}
            onClick={notReady}
          />
        </Tooltip>
        <MessageBell />
        <UserMenu user={user} />
      </div>
    </Layout.Header>
  );
}
