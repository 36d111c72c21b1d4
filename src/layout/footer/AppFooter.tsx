import { Layout } from "antd";
import { config } from "../../config";

/** The page footer: the company licence and filing text (spec §1), configurable with VITE_FOOTER_TEXT. */
export function AppFooter({ text = config.footerText }: { text?: string }) {
  return (
    <Layout.Footer
      role="contentinfo"
      style={{
        textAlign: "center",
        color: "#8c8c8c",
        fontSize: 12,
        padding: "12px 16px",
        background: "transparent",
      }}
    >
      {text}
    </Layout.Footer>
  );
}
