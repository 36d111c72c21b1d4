/**
 * 我的消息 (/message/index): the provider's messages, newest first. refine's useTable over the resource's declared
 * list endpoint (queryMsgRecordPage), with the type filter (msgType tree), the read-state filter and a keyword search
 * over the content; pages of 10/20/30/40. Opening a message shows its whole content and marks it read (the bell's
 * count refreshes through the shared message queries); 清空消息 clears the unread messages and shows the server's
 * msg. Message content is untrusted text: it is only ever rendered as text.
 */
import { useTable, type CrudFilter } from "@refinedev/core";
import {
  Button,
  Card,
  Drawer,
  Input,
  Popconfirm,
  Select,
  Space,
  Table,
  Tag,
  TreeSelect,
  Typography,
} from "antd";
import type { ColumnsType } from "antd/es/table";
import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import type { MessageRecord, MsgTypeNode } from "../../api/message";
import { config } from "../../config";
import {
  MESSAGE_RESOURCE,
  providerUid,
  useClearMessages,
  useMarkRead,
  useMessageTypeTree,
} from "../../queries/messages";

export const PAGE_SIZES = [10, 20, 30, 40];

type ReadState = "all" | "0" | "1";

/** The read state a link names (`?isRead=0` from the home page's 未读消息), or 全部. */
export function readStateOf(search: string): ReadState {
  const value = new URLSearchParams(search).get("isRead");
  return value === "0" || value === "1" ? value : "all";
}

interface TypeOption {
  value: string;
  title: string;
  children?: TypeOption[];
}

function typeOptions(nodes: readonly MsgTypeNode[] = []): TypeOption[] {
  return nodes.map((node) => ({
    value: node.value,
    title: node.label,
    children: node.children?.length ? typeOptions(node.children) : undefined,
  }));
}

export function ReadTag({ isRead }: { isRead: 0 | 1 }) {
  return isRead === 1 ? <Tag>已读</Tag> : <Tag color="red">未读</Tag>;
}

function filtersOf(msgType: string | undefined, readState: ReadState, keyword: string): CrudFilter[] {
  const filters: CrudFilter[] = [];
  if (msgType) filters.push({ field: "msgType", operator: "eq", value: msgType });
  if (readState !== "all") filters.push({ field: "isRead", operator: "eq", value: Number(readState) });
  if (keyword.trim()) filters.push({ field: "keyword", operator: "contains", value: keyword.trim() });
  return filters;
}

export default function MessagesPage() {
  const [msgType, setMsgType] = useState<string | undefined>();
  const location = useLocation();
  const [readState, setReadState] = useState<ReadState>(() => readStateOf(location.search));
  const [keyword, setKeyword] = useState("");
  const [opened, setOpened] = useState<MessageRecord | null>(null);
  const types = useMessageTypeTree();
  const markRead = useMarkRead();
  const clear = useClearMessages();

  const { tableQuery, result, currentPage, setCurrentPage, pageSize, setPageSize, setFilters } =
    useTable<MessageRecord>({
      resource: MESSAGE_RESOURCE,
      pagination: { currentPage: 1, pageSize: PAGE_SIZES[0], mode: "server" },
      filters: {
        initial: filtersOf(undefined, readState, ""),
        permanent: [
          { field: "platform", operator: "eq", value: config.platform },
          { field: "uid", operator: "eq", value: providerUid() },
        ],
        defaultBehavior: "replace",
      },
      syncWithLocation: false,
    });

  const apply = (next: { msgType?: string; readState?: ReadState; keyword?: string }) => {
    setFilters(
      filtersOf(
        "msgType" in next ? next.msgType : msgType,
        next.readState ?? readState,
        next.keyword ?? keyword,
      ),
      "replace",
    );
    setCurrentPage(1);
  };

  // A link to this page (kept alive in its tab) with a read state applies it.
  const linked = useRef(location.search);
  useEffect(() => {
    if (location.search === linked.current) return;
    linked.current = location.search;
    if (!new URLSearchParams(location.search).has("isRead")) return;
    const next = readStateOf(location.search);
    // A navigation is an outside event: the page, kept alive in its tab, adopts the link's read state.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setReadState(next);
    apply({ readState: next });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new link applies
  }, [location.search]);

  const open = (record: MessageRecord) => {
    setOpened(record);
    if (record.isRead === 0) markRead.mutate([record.id]);
  };

  const columns: ColumnsType<MessageRecord> = [
    {
      title: "状态",
      dataIndex: "isRead",
      width: 88,
      render: (_value, record) => <ReadTag isRead={record.isRead} />,
    },
    { title: "消息类型", dataIndex: "msgTypeName", width: 120, render: (value?: string) => value ?? "-" },
    {
      title: "消息内容",
      dataIndex: "msgContent",
      ellipsis: true,
      render: (value: string) => <span className="message-content">{value}</span>,
    },
    { title: "时间", dataIndex: "gmtCreatedTime", width: 180 },
    {
      title: "操作",
      key: "actions",
      width: 80,
      render: (_value, record) => (
        <Button
          type="link"
          size="small"
          onClick={(event) => {
            event.stopPropagation();
            open(record);
          }}
        >
          查看
        </Button>
      ),
    },
  ];

  return (
    <Card
      title="我的消息"
      extra={
        <Popconfirm
          title="确定清空全部未读消息吗？"
          okText="清空"
          cancelText="取消"
          onConfirm={() => clear.mutateAsync().then(() => undefined)}
        >
          <Button danger loading={clear.isPending}>
            清空消息
          </Button>
        </Popconfirm>
      }
    >
      <Space wrap style={{ marginBottom: 16 }}>
        <TreeSelect
          aria-label="消息类型"
          placeholder="消息类型"
          allowClear
          showSearch
          treeNodeFilterProp="title"
          treeDefaultExpandAll
          style={{ width: 200 }}
          treeData={typeOptions(types.data)}
          loading={types.isLoading}
          value={msgType}
          onChange={(value?: string) => {
            setMsgType(value);
            apply({ msgType: value });
          }}
        />
        <Select<ReadState>
          aria-label="阅读状态"
          style={{ width: 120 }}
          value={readState}
          options={[
            { value: "all", label: "全部状态" },
            { value: "0", label: "未读" },
            { value: "1", label: "已读" },
          ]}
          onChange={(value) => {
            setReadState(value);
            apply({ readState: value });
          }}
        />
        <Input.Search
          aria-label="搜索消息内容"
          placeholder="搜索消息内容"
          allowClear
          maxLength={50}
          style={{ width: 260 }}
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
          onSearch={(value) => apply({ keyword: value })}
          enterButton="查询"
        />
      </Space>
      <Table<MessageRecord>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={result.data}
        loading={tableQuery.isFetching}
        onRow={(record) => ({ onClick: () => open(record), style: { cursor: "pointer" } })}
        pagination={{
          current: currentPage,
          pageSize,
          total: result.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: PAGE_SIZES,
          showTotal: (total) => `共 ${total} 条`,
          onChange: (page, size) => {
            if (size !== pageSize) {
              setPageSize(size);
              setCurrentPage(1);
            } else setCurrentPage(page);
          },
        }}
      />
      <Drawer
        title="消息详情"
        width={480}
        open={opened !== null}
        onClose={() => setOpened(null)}
        destroyOnHidden
      >
        {opened && (
          <Space direction="vertical" size="middle" style={{ width: "100%" }}>
            <Space>
              <Tag color="blue">{opened.msgTypeName ?? "消息"}</Tag>
              <Typography.Text type="secondary">{opened.gmtCreatedTime}</Typography.Text>
            </Space>
            <Typography.Paragraph className="message-detail-content" style={{ whiteSpace: "pre-wrap" }}>
              {opened.msgContent}
            </Typography.Paragraph>
          </Space>
        )}
      </Drawer>
    </Card>
  );
}
