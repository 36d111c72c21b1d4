import { Card, Space, Tabs } from "antd";
import { useSearchParams } from "react-router";
import { api } from "../../api";
import { AbilitiesSection } from "./AbilitiesSection";
import { AgreementsSection } from "./AgreementsSection";
import { ContractsPanel } from "./ContractsPanel";
import { DepositPanel } from "./DepositPanel";
import { IdentitySection } from "./IdentitySection";
import { MobileSection } from "./MobileSection";
import { ProfileSection } from "./ProfileSection";
import { useMayDo } from "../../providers/usePermission";
import { useEndpointQuery } from "../../queries/endpoint";

/** The tabs of /personal/index; `?tab=<key>` opens one (links from other screens, reloads). */
export const PERSONAL_TABS = {
  profile: "基本信息",
  mobile: "修改手机号",
  identity: "实名认证",
  abilities: "服务能力与区域",
  contracts: "合同",
  deposit: "保证金",
  agreements: "平台协议",
} as const;

type TabKey = keyof typeof PERSONAL_TABS;

function isTabKey(value: string | null): value is TabKey {
  return value !== null && value in PERSONAL_TABS;
}

/** 保证金: one panel per contract that asks for a deposit (unpaid first). */
function DepositsSection() {
  const contracts = useEndpointQuery(api.worker.profile.getProviderContractList);
  const withDeposit = (contracts.data ?? [])
    .filter((c) => c.depositAmount)
    .sort((a, b) => Number(a.depositPaid ?? false) - Number(b.depositPaid ?? false));
  if (contracts.data && withDeposit.length === 0) return <DepositPanel />;
  return (
    <Space direction="vertical" size={16} style={{ width: "100%" }}>
      {withDeposit.map((c) => (
        <Card key={c.contractCode} size="small" title={c.contractName} data-testid="deposit-card">
          <DepositPanel contractCode={c.contractCode} />
        </Card>
      ))}
    </Space>
  );
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
    ...(mayContracts
      ? [{ key: "contracts", label: PERSONAL_TABS.contracts, children: <ContractsPanel /> }]
      : []),
    { key: "deposit", label: PERSONAL_TABS.deposit, children: <DepositsSection /> },
    { key: "agreements", label: PERSONAL_TABS.agreements, children: <AgreementsSection /> },
  ];
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
