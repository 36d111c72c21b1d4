import { Checkbox, type GetProps } from "antd";

type GroupProps = GetProps<typeof Checkbox.Group>;

/**
 * antd's Checkbox.Group as a named group of checkboxes. Form.Item hands its control `aria-required` and
 * `aria-invalid`, which the group's plain <div> may not carry (axe aria-allowed-attr, critical), and its
 * `<label for>` names nothing that is not a control: the group takes role="group" and the field's label as its
 * name instead. The error text stays tied to it (aria-describedby); required shows by the label's mark and, once
 * missed, by that error.
 */
export function CheckboxGroup({ label, ...props }: GroupProps & { label: string }) {
  // The group passes every other prop to its <div> (antd types only its own).
  const dom: Record<string, unknown> = { ...props, role: "group", "aria-label": label };
  delete dom["aria-required"];
  delete dom["aria-invalid"];
  return <Checkbox.Group {...(dom as GroupProps)} />;
}
