import { DataTable } from "../../../widgets/table";
import { StatusTag, type StatusTagType } from "../../../widgets/status-tag";
import { MaskedPhone } from "../../../widgets/masked-phone";
import type { GallerySection } from "../types";

interface Row {
  id: string;
  name: string;
  mobile: string;
  status: [StatusTagType, string];
}

const STATUSES: [StatusTagType, string][] = [
  ["success", "正常"],
  ["warning", "待开启"],
  ["danger", "禁用"],
];
const NAMES = ["张建国", "王志强", "李海军", "赵永红", "刘国平", "陈春生", "杨德明"];

const ROWS: Row[] = Array.from({ length: 57 }, (_, i) => ({
  id: String(i + 1),
  name: NAMES[i % NAMES.length],
  mobile: `139${String(10000000 + i * 7919).slice(-8)}`,
  status: STATUSES[i % STATUSES.length],
}));

function TableSection() {
  return (
    <div data-testid="table-demo">
      <DataTable<Row>
        rowKey="id"
        size="small"
        dataSource={ROWS}
        columns={[
          { title: "序号", dataIndex: "id", width: 80 },
          { title: "师傅姓名", dataIndex: "name" },
          {
            title: "手机号",
            dataIndex: "mobile",
            render: (mobile: string) => <MaskedPhone phone={mobile} />,
          },
          {
            title: "状态",
            dataIndex: "status",
            render: ([type, text]: Row["status"]) => <StatusTag type={type}>{text}</StatusTag>,
          },
        ]}
      />
    </div>
  );
}

const section: GallerySection = { id: "table", title: "表格与分页", order: 38, Component: TableSection };
export default section;
