import { render, screen } from "@testing-library/react";
import { DataTable } from "./DataTable";
import {
  PAGINATION_DEFAULTS,
  PAGE_SIZES,
  REMOTE_SELECT_WIDTH,
  SELECT_WIDTH,
  totalText,
  withPaginationDefaults,
} from "./defaults";

describe("table defaults", () => {
  it("are the spec §9 numbers", () => {
    expect(PAGE_SIZES).toEqual([10, 20, 30, 40]);
    expect(PAGINATION_DEFAULTS.pageSizeOptions).toEqual(["10", "20", "30", "40"]);
    expect(PAGINATION_DEFAULTS.defaultPageSize).toBe(10);
    expect(PAGINATION_DEFAULTS.showSizeChanger).toBe(true);
    expect(PAGINATION_DEFAULTS.showQuickJumper).toBe(true);
    expect(SELECT_WIDTH).toBe(171);
    expect(REMOTE_SELECT_WIDTH).toBe(200);
  });

  it("shows the total as 共 N 条", () => {
    expect(totalText(57)).toBe("共 57 条");
    expect(PAGINATION_DEFAULTS.showTotal?.(57, [1, 10])).toBe("共 57 条");
  });

  it("merges a table's own pagination over the defaults and keeps false", () => {
    const merged = withPaginationDefaults({ current: 3, pageSize: 20, total: 99 });
    expect(merged).toMatchObject({ current: 3, pageSize: 20, total: 99, showQuickJumper: true });
    expect(withPaginationDefaults(false)).toBe(false);
    expect(withPaginationDefaults(undefined)).toMatchObject({ pageSizeOptions: ["10", "20", "30", "40"] });
  });

  it("DataTable renders the total and the size changer", () => {
    const rows = Array.from({ length: 25 }, (_, i) => ({ id: String(i), name: `行${i}` }));
    const { container } = render(
      <DataTable rowKey="id" dataSource={rows} columns={[{ title: "名称", dataIndex: "name" }]} />,
    );
    expect(screen.getByText("共 25 条")).toBeInTheDocument();
    const pager = container.querySelector(".ant-pagination") as HTMLElement;
    // No zh_CN ConfigProvider here: the size changer shows antd's default text for 10 per page.
    expect(pager.querySelector(".ant-pagination-options-size-changer")).toHaveTextContent("10");
    expect(pager.querySelector(".ant-pagination-options-quick-jumper")).not.toBeNull();
    expect(container.querySelectorAll("tr.ant-table-row")).toHaveLength(10);
  });
});
