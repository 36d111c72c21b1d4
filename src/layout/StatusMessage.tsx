import { InfoCircleFilled, WarningFilled } from "@ant-design/icons";
import { Space, theme } from "antd";
import type { ReactNode } from "react";

export interface StatusMessageProps {
  status: "info" | "warning";
  title: ReactNode;
  subTitle?: ReactNode;
  /** Actions under the text (buttons). */
  extra?: ReactNode;
}

/**
 * A page's state drawn as antd's Result draws it (icon, title, explanation, actions; the same sizes and colours)
 * without Result's module: it brings its 403 / 404 / 500 pictures, about 10 KB gzip, into every admin page that can
 * show a state (issue 30). The frame's states (a page's code failed to load, a screen not built yet) use this.
 */
export function StatusMessage({ status, title, subTitle, extra }: StatusMessageProps) {
  const { token } = theme.useToken();
  const Icon = status === "warning" ? WarningFilled : InfoCircleFilled;
  return (
    <div
      className={`status-message status-message-${status}`}
      style={{ padding: "48px 32px", textAlign: "center" }}
    >
      <div style={{ marginBottom: 24 }}>
        <Icon
          aria-hidden
          style={{ fontSize: 72, color: status === "warning" ? token.colorWarning : token.colorInfo }}
        />
      </div>
      <div
        style={{
          color: token.colorTextHeading,
          fontSize: token.fontSizeHeading3,
          lineHeight: 1.33,
          marginBlock: 8,
        }}
      >
        {title}
      </div>
      {subTitle && (
        <div
          style={{
            color: token.colorTextDescription,
            fontSize: token.fontSize,
            lineHeight: token.lineHeight,
          }}
        >
          {subTitle}
        </div>
      )}
      {extra && (
        <div style={{ marginTop: 24 }}>
          <Space>{extra}</Space>
        </div>
      )}
    </div>
  );
}
