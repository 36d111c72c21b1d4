/**
 * 合同 — the provider's contracts (spec §3 contract fields, §7 contract calls). Used by the personal centre and by
 * onboarding (/apply/index: `allowSign`, `onChange` to notice that every contract is signed):
 *
 *   <ContractsPanel allowSign onChange={(contracts) => …} />
 *
 * Props: `allowSign` (default true) shows 签署 on 待签署 contracts (signContract); `onChange(contracts)` after each
 * load and change; `showTemplates` (default true) lists the templates (getContractDocs); `showFilter` (default true)
 * offers 全部合同 (getProviderContractList) / 已签合同 (completed/contract/list).
 * Row actions: 详情 (contractDetailsByCode in a dialog), 签署, 下载 (reDownloadContract → the file), 重置 (a failed
 * contract back to 待签署, resetContractStatusByFailed). 签署 / 下载 / 重置 need the btn code personal:contract.
 * Fetches with refine's hooks (src/queries/endpoint.ts): it renders inside refine in the console and on the
 * onboarding page (src/pages/shared/PublicRefine.tsx).
 */
import { Button, Card, Descriptions, Empty, List, Popconfirm, Radio, Space, Table, Typography } from "antd";
import { useCallback, useEffect, useRef, useState } from "react";
import { api } from "../../api";
import type { Contract } from "../../api/worker/profile";
import { canDownload, canReset, canSign, CONTRACT_STATUSES, DEPOSIT_STATUSES } from "../../domain/personal";
import { toastSuccess } from "../../providers/toast";
import { useMayDo } from "../../providers/usePermission";
import { useEndpointMutation, useEndpointQuery } from "../../queries/endpoint";
import { EnumTag, formatMoney } from "../engine";
import { Dialog } from "../../widgets/dialog";

export const CONTRACT_TEXT = {
  signConfirm: "确认签署该合同？签署后即具法律效力",
  signed: "合同签署成功",
  resetConfirm: "确认重置该合同？重置后可重新签署",
  reset: "合同已重置，请重新签署",
  empty: "暂无合同",
} as const;

export interface ContractsPanelProps {
  allowSign?: boolean;
  onChange?: (contracts: Contract[]) => void;
  showTemplates?: boolean;
  showFilter?: boolean;
}

/** Opens a stored file's address (the contract PDF) as a download. */
export function openFile(url: string, name?: string): void {
  const link = document.createElement("a");
  link.href = url;
  link.target = "_blank";
  link.rel = "noopener";
  if (name) link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
}

function ContractDetailDialog({ code, onClose }: { code: string | null; onClose: () => void }) {
  const loaded = useEndpointQuery(
    api.worker.profile.contractDetailsByCode,
    { contractCode: code ?? "" },
    { enabled: code !== null },
  );
  // A detail that cannot be read closes the dialog (the client showed why).
  useEffect(() => {
    if (code !== null && loaded.failed) onClose();
  }, [code, loaded.failed, onClose]);
  const detail = loaded.data && loaded.data.contractCode === code ? loaded.data : null;
  return (
    <Dialog title="合同详情" open={code !== null} onCancel={onClose} footer={null} destroyOnHidden>
      {detail ? (
        <Descriptions column={1} size="small" bordered>
          <Descriptions.Item label="合同编号">{detail.contractCode}</Descriptions.Item>
          <Descriptions.Item label="合同名称">{detail.contractName}</Descriptions.Item>
          <Descriptions.Item label="甲方">{detail.partyA}</Descriptions.Item>
          <Descriptions.Item label="乙方">{detail.partyB}</Descriptions.Item>
          <Descriptions.Item label="合同状态">
            <EnumTag table={CONTRACT_STATUSES} value={detail.contractStatus} />
          </Descriptions.Item>
          <Descriptions.Item label="签署时间">{detail.signTime ?? "-"}</Descriptions.Item>
          {detail.contractAdvise ? (
            <Descriptions.Item label="审核意见">{detail.contractAdvise}</Descriptions.Item>
          ) : null}
          {detail.depositAmount ? (
            <Descriptions.Item label="保证金">{formatMoney(detail.depositAmount)}</Descriptions.Item>
          ) : null}
          <Descriptions.Item label="合同内容">{detail.content}</Descriptions.Item>
        </Descriptions>
      ) : (
        <Typography.Text type="secondary">加载中…</Typography.Text>
      )}
    </Dialog>
  );
}

export function ContractsPanel({
  allowSign = true,
  onChange,
  showTemplates = true,
  showFilter = true,
}: ContractsPanelProps) {
  const [onlySigned, setOnlySigned] = useState(false);
  const list = useEndpointQuery(
    onlySigned ? api.worker.profile.completedContractList : api.worker.profile.getProviderContractList,
  );
  const docs = useEndpointQuery(api.worker.profile.getContractDocs, undefined, { enabled: showTemplates });
  const mayManage = useMayDo("personal:contract");
  // Each run refreshes every data query: this list, the deposits, the onboarding step watching it.
  const sign = useEndpointMutation(api.worker.profile.signContract);
  const reset = useEndpointMutation(api.worker.profile.resetContractStatusByFailed);
  const download = useEndpointMutation(api.worker.profile.reDownloadContract, { refresh: false });
  const [detailCode, setDetailCode] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const closeDetail = useCallback(() => setDetailCode(null), []);
  // The latest onChange without making it a dependency (callers pass inline functions).
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });
  useEffect(() => {
    if (list.data && !onlySigned) onChangeRef.current?.(list.data);
  }, [list.data, onlySigned]);

  const act = async (code: string, work: () => Promise<unknown>, success?: string) => {
    setBusy(code);
    try {
      await work();
      if (success) toastSuccess(success);
    } catch {
      // The HTTP client showed the message; the list stays as it was.
    } finally {
      setBusy(null);
    }
  };

  const columns = [
    { title: "合同编号", dataIndex: "contractCode", width: 140 },
    { title: "合同名称", dataIndex: "contractName" },
    {
      title: "合同状态",
      dataIndex: "contractStatus",
      width: 100,
      render: (value: number) => <EnumTag table={CONTRACT_STATUSES} value={value} />,
    },
    { title: "签署时间", dataIndex: "signTime", width: 170, render: (v: string | null) => v ?? "-" },
    {
      title: "保证金",
      key: "deposit",
      width: 170,
      render: (_: unknown, c: Contract) =>
        c.depositAmount ? (
          <Space size={4}>
            {formatMoney(c.depositAmount)}
            <EnumTag table={DEPOSIT_STATUSES} value={c.depositPaid ? 1 : 0} />
          </Space>
        ) : (
          "-"
        ),
    },
    {
      title: "说明",
      dataIndex: "contractAdvise",
      render: (v: string | null) => (v ? <Typography.Text type="danger">{v}</Typography.Text> : "-"),
    },
    {
      title: "操作",
      key: "actions",
      width: 190,
      render: (_: unknown, c: Contract) => (
        <Space size={0} wrap>
          <Button type="link" size="small" onClick={() => setDetailCode(c.contractCode)}>
            详情
          </Button>
          {allowSign && mayManage && canSign(c.contractStatus) ? (
            <Popconfirm
              title={CONTRACT_TEXT.signConfirm}
              onConfirm={() =>
                act(c.contractCode, () => sign.run({ contractCode: c.contractCode }), CONTRACT_TEXT.signed)
              }
            >
              <Button type="link" size="small" loading={busy === c.contractCode}>
                签署
              </Button>
            </Popconfirm>
          ) : null}
          {mayManage && canDownload(c.contractStatus) ? (
            <Button
              type="link"
              size="small"
              loading={busy === c.contractCode}
              onClick={() =>
                act(c.contractCode, async () => {
                  const { contractUrl } = await download.run({ contractCode: c.contractCode });
                  openFile(contractUrl, `${c.contractName}-${c.contractCode}.pdf`);
                })
              }
            >
              下载
            </Button>
          ) : null}
          {mayManage && canReset(c.contractStatus) ? (
            <Popconfirm
              title={CONTRACT_TEXT.resetConfirm}
              onConfirm={() =>
                act(c.contractCode, () => reset.run({ contractCode: c.contractCode }), CONTRACT_TEXT.reset)
              }
            >
              <Button type="link" size="small" danger loading={busy === c.contractCode}>
                重置
              </Button>
            </Popconfirm>
          ) : null}
        </Space>
      ),
    },
  ];

  return (
    <Space direction="vertical" size={16} style={{ width: "100%" }}>
      {showFilter ? (
        <Radio.Group
          optionType="button"
          value={onlySigned ? "signed" : "all"}
          onChange={(e) => setOnlySigned(e.target.value === "signed")}
          options={[
            { value: "all", label: "全部合同" },
            { value: "signed", label: "已签合同" },
          ]}
        />
      ) : null}
      <Table<Contract>
        rowKey="contractCode"
        size="middle"
        loading={list.loading}
        dataSource={list.data ?? []}
        columns={columns}
        pagination={false}
        scroll={{ x: 1000 }}
        locale={{
          emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={CONTRACT_TEXT.empty} />,
        }}
      />
      {showTemplates ? (
        <Card size="small" title="合同范本">
          <List
            size="small"
            loading={docs.loading}
            dataSource={docs.data ?? []}
            renderItem={(doc) => (
              <List.Item
                actions={[
                  <Typography.Link key="open" href={doc.docUrl} target="_blank" rel="noopener">
                    查看
                  </Typography.Link>,
                ]}
              >
                {doc.docName}
              </List.Item>
            )}
          />
        </Card>
      ) : null}
      <ContractDetailDialog code={detailCode} onClose={closeDetail} />
    </Space>
  );
}
