/**
 * Forms of the engine in one document: each label names its own control (two forms with fields of the same names,
 * as a list's filters and the 新增师傅 dialog over them, give their inputs distinct ids), and a group of checkboxes
 * is a named group that carries no attribute a <div> may not (axe aria-allowed-attr).
 */
import { render, screen, within } from "@testing-library/react";
import { Form } from "antd";
import { FormFields } from "./FormFields";
import { useFormName } from "./formName";
import type { FormFieldDecl } from "./types";

const FIELDS: FormFieldDecl[] = [
  { name: "workerName", label: "师傅姓名", input: "text", required: true },
  {
    name: "types",
    label: "服务类型",
    input: "checkbox",
    options: [{ value: 1, label: "安装" }],
    required: true,
  },
];

function Named({ prefix, testId }: { prefix: string; testId: string }) {
  const [form] = Form.useForm();
  return (
    <div data-testid={testId}>
      <Form form={form} name={useFormName(prefix)}>
        <FormFields fields={FIELDS} />
      </Form>
    </div>
  );
}

describe("engine forms in one document", () => {
  it("give same-named fields of two forms distinct ids, each label naming its own input", () => {
    render(
      <>
        <Named prefix="filter" testId="filters" />
        <Named prefix="register" testId="dialog" />
      </>,
    );
    const inFilters = within(screen.getByTestId("filters")).getByLabelText("师傅姓名");
    const inDialog = within(screen.getByTestId("dialog")).getByLabelText("师傅姓名");
    expect(inFilters).not.toBe(inDialog);
    expect(inFilters.id).toMatch(/^filter-\w+_workerName$/);
    expect(inDialog.id).toMatch(/^register-\w+_workerName$/);
    const ids = [...document.querySelectorAll("[id]")].map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    // Each <label for> points at the input inside its own form.
    for (const label of document.querySelectorAll("label[for]")) {
      const target = document.getElementById(label.getAttribute("for")!);
      if (target) expect(label.closest("form")).toBe(target.closest("form"));
    }
  });

  it("makes a checkbox field a group named by its label, without aria-required or aria-invalid", async () => {
    render(<Named prefix="register" testId="dialog" />);
    const group = screen.getByRole("group", { name: "服务类型" });
    expect(group).not.toHaveAttribute("aria-required");
    expect(group).not.toHaveAttribute("aria-invalid");
    expect(within(group).getByRole("checkbox", { name: "安装" })).toBeInTheDocument();
  });
});
