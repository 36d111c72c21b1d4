import { Card, Spin, Tabs } from "antd";
import { lazy, Suspense, type ReactNode } from "react";
import { useSearchParams } from "react-router";
import { ProfileSection } from "./ProfileSection";
import { useMayDo } from "../../providers/usePermission";

/*
 * Every tab but 基本信息 loads when it is first opened (issue 30): their forms, the contract list, the cashier and
 * its QR code are more than half of the page's code, and most visits read the profile only.
 */
const MobileSection = lazy(() => import("./MobileSection").then((m) => ({ default: m.MobileSection })));
const IdentitySection = lazy(() => import("./IdentitySection").then((m) => ({ default: m.IdentitySection })));
const AbilitiesSection = lazy(() =>
  import("./AbilitiesSection").then((m) => ({ default: m.AbilitiesSection })),
);
const DispatchSettingsSection = lazy(() =>
  import("./DispatchSettingsSection").then((m) => ({ default: m.DispatchSettingsSection })),
);
const ContractsPanel = lazy(() => import("./ContractsPanel").then((m) => ({ default: m.ContractsPanel })));
const DepositsSection = lazy(() => import("./DepositsSection").then((m) => ({ default: m.DepositsSection })));
const AgreementsSection = lazy(() =>
  import("./AgreementsSection").then((m) => ({ default: m.AgreementsSection })),
);

/** A tab's content; until its code is here, the same spinner a section shows while its data loads. */
function TabContent({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Spin style={{ minHeight: 120, display: "block" }} />}>{children}</Suspense>;
}

/** The tabs of /personal/index; `?tab=<key>` opens one (links from other screens, reloads). */
export const PERSONAL_TABS = {
  profile: "基本信息",
  mobile: "修改手机号",
  identity: "实名认证",
  abilities: "服务能力与区域",
  dispatch: "派单设置",
  contracts: "合同",
  deposit: "保证金",
  agreements: "平台协议",
} as const;

type TabKey = keyof typeof PERSONAL_TABS;

function isTabKey(value: string | null): value is TabKey {
  return value !== null && value in PERSONAL_TABS;
}

/** /personal/index 基本信息: the provider's own data in tabs. */
export function PersonalPage() {
  const [params, setParams] = useSearchParams();
  const mayChangeMobile = useMayDo("personal:modifyMobile");
  const mayContracts = useMayDo("personal:contract");
  const tab = params.get("tab");
  const requested: TabKey | null = isTabKey(tab) ? tab : null;
  const items = [
    { key: "profile", label: PERSONAL_TABS.profile, children: <ProfileSection /> },
    ...(mayChangeMobile ? [{ key: "mobile", label: PERSONAL_TABS.mobile, children: <MobileSection /> }] : []),
    { key: "identity", label: PERSONAL_TABS.identity, children: <IdentitySection /> },
    { key: "abilities", label: PERSONAL_TABS.abilities, children: <AbilitiesSection /> },
    { key: "dispatch", label: PERSONAL_TABS.dispatch, children: <DispatchSettingsSection /> },
    ...(mayContracts
      ? [{ key: "contracts", label: PERSONAL_TABS.contracts, children: <ContractsPanel /> }]
      : []),
    { key: "deposit", label: PERSONAL_TABS.deposit, children: <DepositsSection /> },
    { key: "agreements", label: PERSONAL_TABS.agreements, children: <AgreementsSection /> },
  ].map((item) => ({ ...item, children: <TabContent>{item.children}</TabContent> }));
  const active = items.find((item) => item.key === requested)?.key ?? "profile";
  return (
    <Card>
      <Tabs
        activeKey={active}
        destroyOnHidden
        items={items}
        onChange={(key) => setParams(key === "profile" ? {} : { tab: key }, { replace: true })}
      />
    </Card>
  );
}
