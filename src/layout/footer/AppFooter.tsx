import { Layout } from "antd";
import { config } from "../../config";
import { TEXT_MUTED } from "../../theme";

/** The page footer: the company licence and filing text (spec §1), configurable with VITE_FOOTER_TEXT. */
export function AppFooter({ text = config.footerText }: { text?: string }) {
  return (
    <Layout.Footer
      role="contentinfo"
      style={{
        textAlign: "center",
        color: TEXT_MUTED,
        fontSize: 12,
        padding: "12px 16px",
        background: "transparent",
      }}
    >
      {text}
    </Layout.Footer>
  );
}
