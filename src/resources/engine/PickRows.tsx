/**
 * The `pickRows` form field: the records a call answers (a page or a list) as a table with a checkbox per row; the
 * field's value is the picked rows' keys, so `required` and the form's other rules treat it as any other field (e.g.
 * 请选择订单 when none is picked). The request comes from the form's values when the field appears (e.g. the worker
 * whose orders they are, a value the form starts with).
 */
import { useCustom, type BaseRecord } from "@refinedev/core";
import { Form, Table, Typography } from "antd";
import { useState } from "react";
import { readField } from "./format";
import { methodOf } from "../../queries/endpoint";
import { renderCell } from "./values";
import type { AnyRecord, FieldWidgetProps, PickRowsSource } from "./types";

function isRecord(value: unknown): value is AnyRecord & Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

/** The rows of an answer: a list as it is, a page's records. */
export function rowsOf(data: unknown): AnyRecord[] {
  if (Array.isArray(data)) return data.filter(isRecord);
  if (isRecord(data) && Array.isArray(data.records)) return data.records.filter(isRecord);
  return [];
}

function keysOf(value: unknown): string[] {
  return Array.isArray(value) ? value.map(String) : [];
}

export function PickRows({ source, value, onChange, id }: { source: PickRowsSource } & FieldWidgetProps) {
  const form = Form.useFormInstance();
  // Asked once, with the values the form had when the field appeared (a later change of them is not a new list).
  const [payload] = useState(() => source.payload(form.getFieldsValue(true)));
  const { query, result } = useCustom<BaseRecord>({
    url: source.endpoint.path,
    method: methodOf(source.endpoint),
    config: { payload },
    meta: { endpoint: source.endpoint },
    errorNotification: false,
    queryOptions: { retry: false },
  });
  const rows = rowsOf(result?.data);
  const keyOf = (row: AnyRecord) => String(readField(row, source.rowKey) ?? "");
  return (
    <div id={id} className="engine-pick-rows">
      {source.hint ? <Typography.Paragraph type="secondary">{source.hint}</Typography.Paragraph> : null}
      <Table<AnyRecord>
        size="small"
        rowKey={keyOf}
        loading={query.isLoading}
        dataSource={rows}
        pagination={false}
        scroll={{ y: 240 }}
        locale={{ emptyText: source.empty ?? "暂无数据" }}
        rowSelection={{
          selectedRowKeys: keysOf(value),
          onChange: (keys) => onChange?.(keys.map(String)),
        }}
        columns={source.columns.map((column) => ({
          key: column.field,
          title: column.title,
          width: column.width,
          render: (_value: unknown, row: AnyRecord) => renderCell(column, row),
        }))}
      />
    </div>
  );
}
