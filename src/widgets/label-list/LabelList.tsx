import { Space, Tag, Tooltip } from "antd";
import { DEFAULT_VISIBLE_LABELS, splitLabels, type LabelEntry } from "./labels";

export interface LabelListProps {
  /** Label items; only those with labelVisible.provPlatform are shown. */
  labels: readonly LabelEntry[] | null | undefined;
  /** How many show as tags (default 2); the rest sit in a "+N" tooltip. */
  visible?: number;
}

function LabelTag({ label }: { label: LabelEntry }) {
  return (
    <Tooltip title={label.labelDescription || undefined}>
      <Tag className="label-list-item" style={{ marginInlineEnd: 0 }}>
        {label.labelIcon && (
          <img
            src={label.labelIcon}
            alt=""
            width={14}
            height={14}
            style={{ verticalAlign: "-2px", marginInlineEnd: 4, objectFit: "contain" }}
          />
        )}
        {label.labelName}
      </Tag>
    </Tooltip>
  );
}

/** Label-icon list (spec §9): the provider-visible labels, 2 shown as tags and the rest in a "+N" tooltip. */
export function LabelList({ labels, visible = DEFAULT_VISIBLE_LABELS }: LabelListProps) {
  const { shown, rest } = splitLabels(labels, visible);
  if (shown.length === 0 && rest.length === 0) return null;
  return (
    <Space size={4} wrap className="label-list">
      {shown.map((label, i) => (
        <LabelTag key={`${label.labelName}-${i}`} label={label} />
      ))}
      {rest.length > 0 && (
        <Tooltip
          title={
            <Space size={4} wrap>
              {rest.map((label, i) => (
                <LabelTag key={`${label.labelName}-${i}`} label={label} />
              ))}
            </Space>
          }
        >
          <Tag className="label-list-more" style={{ cursor: "default", marginInlineEnd: 0 }}>
            +{rest.length}
          </Tag>
        </Tooltip>
      )}
    </Space>
  );
}
