import { theme } from "antd";
import type { CSSProperties, ReactNode } from "react";
import { TAG_TEXT } from "../../theme";

export type Tone = "secondary" | "warning" | "danger" | "success";

/**
 * A line of text in one of the theme's tones (antd Typography.Text's `type` colours), for hints and states beside a
 * list or a counter. Typography's module brings its editor (TextArea), its copy button and its ellipsis measuring, 9 KB
 * gzip that every list page and the home page paid for one grey line (issue 30); pages that edit, copy or clip text
 * keep Typography.
 */
export function ToneText({
  tone,
  children,
  style,
  ...rest
}: {
  tone: Tone;
  children: ReactNode;
  style?: CSSProperties;
  "aria-live"?: "polite";
}) {
  const { token } = theme.useToken();
  const color: Record<Tone, string> = {
    secondary: token.colorTextDescription,
    // antd's warning text is 2:1 on white: the status tags' darker warning text (4.5:1 or more).
    warning: TAG_TEXT.colorWarning,
    danger: token.colorError,
    success: token.colorSuccess,
  };
  return (
    <span style={{ color: color[tone], ...style }} {...rest}>
      {children}
    </span>
  );
}
