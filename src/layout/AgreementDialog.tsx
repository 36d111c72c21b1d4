import { Alert, Button, Space, Spin, Typography } from "antd";
import { useCallback, useState } from "react";
import { protocolAccept, protocolInfo, type ProtocolAlert } from "../api/basicPublic";
import { isUpdatedAgreement, PROTOCOL_MESSAGES } from "../domain/protocols";
import { toastSuccess } from "../providers/toast";
import { useEndpointMutation, useEndpointQuery } from "../queries/endpoint";
import { AgreementText } from "../widgets/agreement";
import { Dialog } from "../widgets/dialog";

export const AGREEMENT_TEXT = {
  intro: (title: string) => `请阅读并同意《${title}》后继续使用服务商工作台。`,
  updated: (title: string, version: string) =>
    `《${title}》已更新至 ${version} 版，请阅读并同意新版本后继续使用服务商工作台。`,
  readFirst: PROTOCOL_MESSAGES.readFirst,
  readDone: "已阅读至协议末尾",
  accepted: (title: string) => `已同意《${title}》`,
  loadFailed: "协议内容加载失败",
  retry: "重新加载",
  accept: "同意",
  logout: "退出登录",
  logoutHint: "不同意将无法使用服务商工作台，可退出登录。",
  mustAccept: "请阅读并同意平台协议后继续使用服务商工作台。",
  checkTitle: "平台协议",
  checkFailed: "待同意的协议加载失败",
} as const;

export interface AgreementDialogProps {
  /** The agreements to accept, in order (alerts answering needAlert). */
  pending: readonly ProtocolAlert[];
  /** 退出登录: a provider that does not accept cannot use the console. */
  onLogout: () => void;
  /** Every agreement was accepted. */
  onDone: () => void;
}

/**
 * The agreement prompt's dialog (issue 33 §2): one agreement after the other, its text (protocolInfo) in a scrolled
 * box; 同意 only once the text was read to its end, stored with protocol/accept for the version read; 退出登录
 * instead. It cannot be closed otherwise (no ×, mask or Esc). A failed acceptance (e.g. a newer version was
 * published meanwhile: the client shows the server's message) loads the text again; a new version is read again.
 * Calls through refine's hooks (it renders in the admin layout, inside refine).
 */
export function AgreementDialog({ pending, onLogout, onDone }: AgreementDialogProps) {
  const [index, setIndex] = useState(0);
  /** The text read to its end (`code@version`): the same version loaded again (a retry) stays read. */
  const [readKey, setReadKey] = useState<string | null>(null);
  const current = pending[index];
  const code = current?.protocolCode;
  const loaded = useEndpointQuery(
    protocolInfo,
    { protocolCode: code ?? "" },
    { enabled: code !== undefined },
  );
  // The other dialogs' data is not touched: the prompt hides once every agreement is accepted.
  const { run: acceptRun, running: busy } = useEndpointMutation(protocolAccept, { refresh: false });
  const { reload } = loaded;
  const info = loaded.data && loaded.data.protocolCode === code ? loaded.data : null;
  const shownKey = info ? `${info.protocolCode}@${info.version}` : null;
  const read = shownKey !== null && readKey === shownKey;

  const accept = useCallback(async () => {
    if (!info) return;
    try {
      await acceptRun({ protocolCode: info.protocolCode, version: info.version });
    } catch {
      // The client showed why; the text is loaded again (a newer version must be read first).
      void reload();
      return;
    }
    toastSuccess(AGREEMENT_TEXT.accepted(info.title));
    if (index + 1 >= pending.length) onDone();
    else setIndex(index + 1);
  }, [acceptRun, index, info, onDone, pending.length, reload]);

  if (!current) return null;
  const title = info?.title ?? current.title;
  const version = info?.version ?? current.version;
  const updated = isUpdatedAgreement({ ...current, version });

  return (
    <Dialog
      open
      title={
        <h2 className="agreement-dialog-title" style={{ margin: 0, fontSize: 18 }}>
          《{title}》
        </h2>
      }
      closable={false}
      maskClosable={false}
      keyboard={false}
      className="agreement-dialog"
      footer={
        <Space>
          <Button onClick={onLogout}>{AGREEMENT_TEXT.logout}</Button>
          <Button type="primary" disabled={!info || !read} loading={busy} onClick={() => void accept()}>
            {AGREEMENT_TEXT.accept}
          </Button>
        </Space>
      }
    >
      <Space direction="vertical" size={12} style={{ width: "100%" }}>
        <Alert
          type={updated ? "warning" : "info"}
          showIcon
          message={updated ? AGREEMENT_TEXT.updated(title, version) : AGREEMENT_TEXT.intro(title)}
          description={
            pending.length > 1 ? `第 ${index + 1} 份，共 ${pending.length} 份协议` : AGREEMENT_TEXT.logoutHint
          }
        />
        {info ? (
          <>
            <Typography.Text type="secondary">
              版本 {info.version} · 更新于 {info.gmtModifiedTime}
            </Typography.Text>
            <AgreementText
              key={`${info.protocolCode}@${info.version}`}
              html={info.content}
              label={`《${info.title}》全文`}
              onReadThrough={() => setReadKey(shownKey)}
              maxHeight="45vh"
            />
          </>
        ) : loaded.failed ? (
          <Alert
            type="error"
            showIcon
            message={AGREEMENT_TEXT.loadFailed}
            action={
              <Button size="small" onClick={() => void reload()}>
                {AGREEMENT_TEXT.retry}
              </Button>
            }
          />
        ) : (
          <Spin tip="加载中" style={{ display: "block", padding: 32 }}>
            <div />
          </Spin>
        )}
        <Typography.Text type={read ? "success" : "secondary"} aria-live="polite">
          {read ? AGREEMENT_TEXT.readDone : AGREEMENT_TEXT.readFirst}
        </Typography.Text>
      </Space>
    </Dialog>
  );
}

export interface AgreementCheckDialogProps {
  /** The alerts are being read again. */
  checking: boolean;
  /** 重新加载: read the alerts again. */
  onRetry: () => void;
  onLogout: () => void;
}

/**
 * Issue 43 (A1): the gateway refused a call until the account's agreements are accepted, but which ones could not be
 * read (protocol/alert failed). Rather than letting the console through with empty screens, the prompt says so, with
 * 重新加载 (the alerts are also asked again in the background) and 退出登录; it cannot be closed otherwise. Once the
 * alerts answer, the agreements themselves are shown (AgreementDialog).
 */
export function AgreementCheckDialog({ checking, onRetry, onLogout }: AgreementCheckDialogProps) {
  return (
    <Dialog
      open
      title={
        <h2 className="agreement-dialog-title" style={{ margin: 0, fontSize: 18 }}>
          {AGREEMENT_TEXT.checkTitle}
        </h2>
      }
      closable={false}
      maskClosable={false}
      keyboard={false}
      className="agreement-dialog"
      footer={<Button onClick={onLogout}>{AGREEMENT_TEXT.logout}</Button>}
    >
      <Space direction="vertical" size={12} style={{ width: "100%" }}>
        <Alert
          type="info"
          showIcon
          message={AGREEMENT_TEXT.mustAccept}
          description={AGREEMENT_TEXT.logoutHint}
        />
        <Alert
          type="error"
          showIcon
          message={AGREEMENT_TEXT.checkFailed}
          action={
            <Button size="small" loading={checking} onClick={onRetry}>
              {AGREEMENT_TEXT.retry}
            </Button>
          }
        />
      </Space>
    </Dialog>
  );
}
