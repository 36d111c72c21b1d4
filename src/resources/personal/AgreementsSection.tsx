/**
 * 平台协议 — the platform's agreements, readable at any time (issue 33 §2): each one the console knows with its
 * version, whether the account has accepted it (protocol/alert: 已同意 with the version and time, 待同意, or 无需同意
 * for rules that are only read) and 查看 for its text (protocol/info). Accepting happens in the agreement prompt
 * after login (src/layout/AgreementPrompt.tsx); this tab only reads.
 */
import { Button, Table, Typography } from "antd";
import { useCallback, useEffect, useState } from "react";
import type { ProtocolAlert } from "../../api/basicPublic";
import { api } from "../../api";
import { CONSOLE_PROTOCOLS } from "../../domain/protocols";
import { useEndpointQueries, useEndpointQuery } from "../../queries/endpoint";
import { AgreementText } from "../../widgets/agreement";
import { Dialog } from "../../widgets/dialog";
import { StatusTag } from "../../widgets/status-tag";

function AgreementStatus({ alert }: { alert: ProtocolAlert }) {
  if (alert.needAlert) return <StatusTag type="warning">待同意</StatusTag>;
  if (alert.acceptedVersion === alert.version) {
    return (
      <>
        <StatusTag type="success">已同意</StatusTag>
        <Typography.Text type="secondary">{alert.acceptedTime ?? ""}</Typography.Text>
      </>
    );
  }
  return <Typography.Text type="secondary">无需同意</Typography.Text>;
}

function AgreementViewer({ code, onClose }: { code: string | null; onClose: () => void }) {
  const info = useEndpointQuery(
    api.basicPublic.protocolInfo,
    { protocolCode: code ?? "" },
    { enabled: code !== null },
  );
  // A text that cannot be read closes the viewer (the client showed why).
  useEffect(() => {
    if (code !== null && info.failed) onClose();
  }, [code, info.failed, onClose]);
  const shown = info.data && info.data.protocolCode === code ? info.data : null;
  return (
    <Dialog
      open={code !== null}
      title={shown ? `《${shown.title}》` : "平台协议"}
      onCancel={onClose}
      footer={<Button onClick={onClose}>关闭</Button>}
      destroyOnHidden
    >
      {shown ? (
        <>
          <Typography.Paragraph type="secondary">
            版本 {shown.version} · 更新于 {shown.gmtModifiedTime}
          </Typography.Paragraph>
          <AgreementText html={shown.content} label={`《${shown.title}》全文`} maxHeight="60vh" />
        </>
      ) : (
        <Typography.Text type="secondary">加载中…</Typography.Text>
      )}
    </Dialog>
  );
}

const ALERT_REQUESTS = CONSOLE_PROTOCOLS.map((protocolCode) => ({ protocolCode }));

export function AgreementsSection() {
  const answers = useEndpointQueries(api.basicPublic.protocolAlert, ALERT_REQUESTS);
  const alerts = answers.data?.filter((a): a is ProtocolAlert => a !== null) ?? null;
  const [viewing, setViewing] = useState<string | null>(null);
  const close = useCallback(() => setViewing(null), []);
  return (
    <>
      <Table<ProtocolAlert>
        rowKey="protocolCode"
        size="middle"
        loading={alerts === null}
        dataSource={alerts ?? []}
        pagination={false}
        columns={[
          { title: "协议名称", dataIndex: "title", render: (title: string) => `《${title}》` },
          { title: "当前版本", dataIndex: "version" },
          { title: "状态", key: "status", render: (_: unknown, alert) => <AgreementStatus alert={alert} /> },
          {
            title: "操作",
            key: "actions",
            render: (_: unknown, alert) => (
              <Button
                type="link"
                size="small"
                aria-label={`查看《${alert.title}》`}
                onClick={() => setViewing(alert.protocolCode)}
              >
                查看
              </Button>
            ),
          },
        ]}
      />
      <AgreementViewer code={viewing} onClose={close} />
    </>
  );
}
