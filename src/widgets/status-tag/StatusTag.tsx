import { Tag } from "antd";
import type { ReactNode } from "react";

/** Status tag types (spec §3). */
export type StatusTagType = "success" | "warning" | "danger";

/** antd Tag colour of each type. */
export const STATUS_TAG_COLORS: Readonly<Record<StatusTagType, string>> = {
  success: "success",
  warning: "warning",
  danger: "error",
};

export interface StatusTagProps {
  /** success (green), warning (orange) or danger (red). */
  type: StatusTagType;
  children: ReactNode;
}

/** A status shown as a coloured tag. */
export function StatusTag({ type, children }: StatusTagProps) {
  return (
    <Tag color={STATUS_TAG_COLORS[type]} className={`status-tag status-tag-${type}`}>
      {children}
    </Tag>
  );
}
