import { theme } from "antd";
import type { CSSProperties, ReactNode } from "react";

/**
 * A section heading in antd Typography.Title's look (the theme's heading size, weight and colour), for pages that
 * show nothing else of Typography (see ToneText: its module costs every list page 9 KB gzip).
 */
export function Heading({
  level,
  children,
  style,
}: {
  level: 2 | 5;
  children: ReactNode;
  style?: CSSProperties;
}) {
  const { token } = theme.useToken();
  const Tag = level === 2 ? "h2" : "h5";
  return (
    <Tag
      style={{
        margin: "0 0 0.5em",
        fontSize: level === 2 ? token.fontSizeHeading2 : token.fontSizeHeading5,
        lineHeight: level === 2 ? token.lineHeightHeading2 : token.lineHeightHeading5,
        fontWeight: token.fontWeightStrong,
        color: token.colorTextHeading,
        ...style,
      }}
    >
      {children}
    </Tag>
  );
}
