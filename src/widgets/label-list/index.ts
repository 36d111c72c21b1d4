export { LabelList, type LabelListProps } from "./LabelList";
export { DEFAULT_VISIBLE_LABELS, providerLabels, splitLabels, type LabelEntry } from "./labels";
