/**
 * The `pickRows` field in a form: the rows a call answers for the form's values, a checkbox each, the picked keys
 * as the field's value, and 请选择<label> when it is required and none is picked.
 */
import { Refine } from "@refinedev/core";
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Form, type FormInstance } from "antd";
import { service, type Page } from "../../api/endpoint";
import { createDataProvider } from "../../providers/dataProvider";
import { FormFields } from "./FormFields";
import { rowsOf } from "./PickRows";
import type { FormFieldDecl } from "./types";

interface Row {
  orderNo: string;
  customerName: string;
}

const rowsEndpoint = service("/fixture").post<{ workerId: string }, Page<Row>>("/rows", "夹具行", {
  paginated: true,
});

const FIELDS: FormFieldDecl[] = [
  {
    name: "orderNos",
    label: "订单",
    input: "pickRows",
    required: true,
    rows: {
      endpoint: rowsEndpoint,
      payload: (values) => ({ workerId: values.fromWorkerId }),
      rowKey: "orderNo",
      hint: "选择要转出的订单",
      columns: [
        { field: "orderNo", title: "订单号" },
        { field: "customerName", title: "客户" },
      ],
    },
  },
];

const ROWS: Row[] = [
  { orderNo: "SO1", customerName: "甲" },
  { orderNo: "SO2", customerName: "乙" },
];

function renderPicker() {
  const payloads: unknown[] = [];
  const dataProvider = createDataProvider(async (_ep, payload) => {
    payloads.push(payload);
    return { current: 1, size: 100, total: 2, records: ROWS };
  });
  let instance: FormInstance | undefined;
  function Host() {
    const [form] = Form.useForm();
    instance = form;
    return (
      <Form form={form} initialValues={{ fromWorkerId: "W1" }}>
        <FormFields fields={FIELDS} />
      </Form>
    );
  }
  render(
    <Refine dataProvider={dataProvider} options={{ disableTelemetry: true }}>
      <Host />
    </Refine>,
  );
  return { form: () => instance!, payloads };
}

describe("pickRows field", { timeout: 60_000 }, () => {
  it("reads a page's records or a list as rows", () => {
    expect(rowsOf({ records: [{ a: 1 }], total: 1 })).toEqual([{ a: 1 }]);
    expect(rowsOf([{ a: 1 }, 2])).toEqual([{ a: 1 }]);
    expect(rowsOf(null)).toEqual([]);
  });

  it("lists the call's rows for the form's values; required, then the picked keys", async () => {
    const { form, payloads } = renderPicker();
    expect(await screen.findByText("SO2")).toBeInTheDocument();
    expect(screen.getByText("选择要转出的订单")).toBeInTheDocument();
    expect(payloads[0]).toEqual({ workerId: "W1" });
    const errors = await act(() =>
      form()
        .validateFields()
        .then(
          () => [],
          (e: { errorFields: unknown[] }) => e.errorFields,
        ),
    );
    expect(errors).toMatchObject([{ name: ["orderNos"], errors: ["请选择订单"] }]);
    const row = screen.getByText("SO2").closest("tr")!;
    await userEvent.click(row.querySelector<HTMLInputElement>("input[type=checkbox]")!);
    await waitFor(() => expect(form().getFieldValue("orderNos")).toEqual(["SO2"]));
  });
});
