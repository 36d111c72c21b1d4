/**
 * 导出记录 (/personal/exports, issue 43 E4): every export of the provider's accounts, newest first, for the main
 * account only (the route is in its menu alone, and the server refuses anyone else): 时间, 操作人 (the display name
 * the account had then), 列表, 查询条件, 条数 (the rows served; the file's lines once 已完成) and 状态 (未完成: cancelled,
 * left or expired).
 */
import { exportLog } from "../../api/staff";
import { EXPORT_STATUS } from "../../domain/exports";
import { listScreen } from "../engine";

export const exportLogScreen = listScreen({
  endpoint: exportLog,
  rowKey: (row) => row.id,
  rowLabel: (row) => `${row.time} ${row.operator} ${row.listTitle}`,
  columns: [
    { field: "time", title: "时间", width: 180, value: "datetime" },
    { field: "operator", title: "操作人", width: 140 },
    { field: "listTitle", title: "列表", width: 150 },
    {
      field: "filterText",
      title: "查询条件",
      ellipsis: true,
      value: { render: (value: unknown) => (value ? String(value) : "全部") },
    },
    { field: "count", title: "条数", width: 100, value: "number" },
    { field: "status", title: "状态", width: 100, value: { enum: EXPORT_STATUS } },
  ],
  card: { title: "listTitle", status: "status", fields: ["time", "operator", "count"] },
});
