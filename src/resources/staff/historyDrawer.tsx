/** 变更记录's drawer, loaded when it is first opened (list.ts): the list shows none of it. */
import { Button, Drawer, Table } from "antd";
import { useState } from "react";
import { staffHistory, type StaffHistoryRow, type StaffRow } from "../../api/staff";
import { labelOf } from "../../domain/enumeration";
import { LIST_SEPARATOR } from "../../domain/format";
import { grantsChange } from "../../domain/staff/permissionTree";
import { STAFF_ACTIONS } from "../../domain/staff/status";
import { useEndpointQuery } from "../../queries/endpoint";
import { usePermissionTree } from "./tree";

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
    if (added.length === 0 && removed.length === 0) return row.note ?? "-";
    return (
      <>
        {row.note && <div>{row.note}</div>}
        {removed.length > 0 && <div>移除：{removed.join(LIST_SEPARATOR)}</div>}
        {added.length > 0 && <div>新增：{added.join(LIST_SEPARATOR)}</div>}
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
