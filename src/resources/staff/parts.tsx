/** 账号管理's widgets: the password input of its dialogs, the list's summary cell and the history drawer. */
import { Button, Drawer, Input, Table } from "antd";
import { useState } from "react";
import { staffHistory, type StaffHistoryRow, type StaffRow } from "../../api/staff";
import { labelOf } from "../../domain/enumeration";
import { grantsChange, menuSummary } from "../../domain/staff/permissionTree";
import { STAFF_ACTIONS } from "../../domain/staff/status";
import { useEndpointQuery } from "../../queries/endpoint";
import type { FieldWidgetProps } from "../engine";
import { usePermissionTree } from "./tree";
import { ToneText } from "../../widgets/text";

/** A new password (the initial one, or a reset): masked, never filled in by the browser's saved passwords. */
export function PasswordInput({ value, onChange, id }: FieldWidgetProps) {
  return (
    <Input.Password
      id={id}
      value={typeof value === "string" ? value : ""}
      onChange={(event) => onChange?.(event.target.value)}
      autoComplete="new-password"
      placeholder="请输入初始密码"
    />
  );
}

/** 权限摘要: the menus the account holds, by the sider's titles, and how many buttons. */
export function PermissionSummary({ row }: { row: StaffRow }) {
  const tree = usePermissionTree();
  const titles = menuSummary(tree, row.menus);
  if (titles.length === 0) return <ToneText tone="secondary">无权限</ToneText>;
  return (
    <span>
      {titles.join("、")}（{row.buttonCount} 个按钮）
    </span>
  );
}

const HISTORY_PAGE_SIZE = 10;

/** 变更记录: who changed what, when, before → after, newest first (the server's order). */
export function HistoryDrawer({ record, onClose }: { record: StaffRow; onClose: () => void }) {
  const [current, setCurrent] = useState(1);
  const tree = usePermissionTree();
  const history = useEndpointQuery(
    staffHistory,
    { id: record.id, current, size: HISTORY_PAGE_SIZE },
    { keepPrevious: true },
  );
  const change = (row: StaffHistoryRow) => {
    const { added, removed } = grantsChange(tree, row.before, row.after);
    if (added.length === 0 && removed.length === 0) return "-";
    return (
      <>
        {removed.length > 0 && <div>移除：{removed.join("、")}</div>}
        {added.length > 0 && <div>新增：{added.join("、")}</div>}
      </>
    );
  };
  return (
    <Drawer open title={`变更记录：${record.name}`} width={720} onClose={onClose}>
      <Table<StaffHistoryRow>
        rowKey="id"
        size="small"
        loading={history.loading}
        dataSource={history.data?.records ?? []}
        pagination={{
          current,
          pageSize: HISTORY_PAGE_SIZE,
          total: history.data?.total ?? 0,
          onChange: setCurrent,
          showTotal: (total) => `共 ${total} 条`,
        }}
        columns={[
          { key: "time", title: "时间", dataIndex: "time", width: 170 },
          { key: "operator", title: "操作人", dataIndex: "operator", width: 110 },
          {
            key: "action",
            title: "操作",
            width: 110,
            render: (_v, row) => labelOf(STAFF_ACTIONS, row.action),
          },
          {
            key: "grants",
            title: "变更前 → 变更后",
            render: (_v, row) => (
              <>
                <div>
                  {row.before.menus.length} 个菜单、{row.before.buttons.length} 个按钮 →{" "}
                  {row.after.menus.length} 个菜单、{row.after.buttons.length} 个按钮
                </div>
                {change(row)}
              </>
            ),
          },
        ]}
      />
      <Button onClick={onClose}>关闭</Button>
    </Drawer>
  );
}
