/**
 * Stands in for antd's Tooltip inside antd Form's item label (scripts/vitePlugins/antdPartsReplaced.ts points that one import here): the label
 * draws a Tooltip only for a Form.Item with a `tooltip` prop, which no form of the console sets (a field's help is its
 * `extra` line), yet the import brought the tooltip and its popup engine onto /login (about 12 KB gzip; issue 30).
 * Pages that show tooltips import antd's own. A Form.Item that asked for one gets this error instead of a silent gap.
 */
export default function FormLabelTooltip(): never {
  throw new Error(
    "antd Form.Item's `tooltip` is not part of the console's build (src/vendor/formLabelTooltip.tsx)",
  );
}
