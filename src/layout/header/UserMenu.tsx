import { DownOutlined, LogoutOutlined, UserOutlined } from "@ant-design/icons";
import { useLogout } from "@refinedev/core";
import { Avatar, Dropdown, type MenuProps } from "antd";
import { memo, useCallback } from "react";
import type { UserInfo } from "../../api/adminTemplate";
import { BRAND_BLUE, TEXT_MUTED } from "../../theme";
import { MaskedPhone } from "../../widgets/masked-phone";
import { useFrameNavigation } from "../AppRouter";
import { getLivePreferences } from "../live/preferences";
import { selectLiveMenuItem, useLiveMenuItems } from "../live/liveMenu";

export const PERSONAL_PATH = "/personal/index";

/** The avatar's text when the provider has no picture: the first character of its name. */
export function initialsOf(name: string | null | undefined): string {
  const first = Array.from((name ?? "").trim())[0];
  return first ? first.toUpperCase() : "?";
}

const MENU_ITEMS: MenuProps["items"] = [
  { key: "personal", icon: <UserOutlined />, label: "基本信息" },
  { type: "divider" },
  { key: "logout", icon: <LogoutOutlined />, label: "退出登录" },
];

/**
 * The provider in the header (spec §1/§2): avatar, name and masked mobile; a dropdown with 基本信息
 * (/personal/index) and 退出登录 (refine's logout → authProvider.logout).
 *
 * Each control is named by what it shows (WCAG 2.5.3, label in name): the menu button by its avatar's initial and
 * the name, then 用户菜单 for screen readers only (a picture avatar has an empty alt: the name is beside it); the
 * masked mobile below is its own control (copy), named by the number it shows.
 */
export function UserMenu({ user }: { user: UserInfo | null }) {
  const frame = useFrameNavigation();
  // refine's useLogout reads the route, so this renders again on every navigation; the menu below does not (its
  // props do not change: mutate is stable).
  const { mutate: logout } = useLogout();
  const liveItems = useLiveMenuItems();
  const onSelect = useCallback(
    (key: string) => {
      if (selectLiveMenuItem(key, getLivePreferences().sound)) return;
      if (key === "personal") frame.navigate(PERSONAL_PATH);
      if (key === "logout") logout();
    },
    [frame, logout],
  );
  return <UserMenuView user={user} onSelect={onSelect} liveItems={liveItems} />;
}

const UserMenuView = memo(function UserMenuView({
  user,
  onSelect,
  liveItems,
}: {
  user: UserInfo | null;
  onSelect(key: string): void;
  /** 桌面通知 and 提示音 (src/layout/live/liveMenu.tsx), placed before 退出登录. */
  liveItems: NonNullable<MenuProps["items"]>;
}) {
  const avatar = user?.providerAvatar || user?.image || undefined;
  const name = user?.providerName ?? "";

  return (
    <div className="header-user">
      <Dropdown
        trigger={["click", "hover"]}
        autoFocus
        placement="bottomRight"
        menu={{
          items: [...(MENU_ITEMS ?? []).slice(0, 2), ...liveItems, ...(MENU_ITEMS ?? []).slice(2)],
          onClick: ({ key }) => onSelect(key),
        }}
      >
        <button type="button" className="header-user-trigger">
          {/* The initial as the avatar's icon, not its text: antd measures a text to scale it to the circle, a
              layout forced in the frame's first commit; one letter at half the size always fits. */}
          <Avatar
            size={32}
            src={avatar}
            alt=""
            icon={<span>{initialsOf(name)}</span>}
            style={{ background: BRAND_BLUE, flexShrink: 0 }}
          />
          <span className="header-user-name" title={name}>
            {name}
          </span>
          <span className="sr-only">，用户菜单</span>
          <DownOutlined aria-hidden style={{ fontSize: 10, color: TEXT_MUTED }} />
        </button>
      </Dropdown>
      {user?.providerMobile ? (
        <MaskedPhone
          phone={user.providerMobile}
          className="masked-mobile"
          style={{ fontSize: 12, color: TEXT_MUTED }}
        />
      ) : null}
    </div>
  );
});
