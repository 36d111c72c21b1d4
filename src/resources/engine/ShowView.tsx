/**
 * The generic show page: the record named by the query parameter (refine useOne on the base endpoint), its header
 * actions (offered by the server's allowed commands and the account's btn list), and its sections, each fed by its
 * own call so that one failing section shows its own error and the rest of the page stays. A change to the record (an
 * action here, a colleague's write) refreshes the base record and the sections naming it (src/queries/liveImpact.ts).
 */
import {
  keys,
  useCustom,
  useDataProvider,
  type BaseRecord,
  type GetOneResponse,
  type HttpError,
} from "@refinedev/core";
import { useQuery } from "@tanstack/react-query";
import {
  Alert,
  Button,
  Card,
  Descriptions,
  Empty,
  Result,
  Skeleton,
  Space,
  Table,
  Timeline,
  Typography,
} from "antd";
import { Link, useSearchParams } from "react-router";
import type { Endpoint } from "../../api/endpoint";
import { methodOf } from "../../queries/endpoint";
import { usePageGate, withPage } from "../../queries/pageShown";
import { usePermission } from "../../providers/usePermission";
import { LabelList } from "../../widgets/label-list";
import { fileUrl } from "../../widgets/media/fileUrl";
import { LazyMediaGallery as MediaGallery } from "../../widgets/media/LazyMediaGallery";
import { ActionBar } from "./ActionBar";
import { EMPTY } from "./format";
import type { RouteDeclaration } from "../types";
import type { AnyRecord, ShowScreen, ShowSection } from "./types";
import { renderCell } from "./values";

function isRecord(value: unknown): value is AnyRecord {
  return typeof value === "object" && value !== null;
}

/** The call of a section (or of the allowed commands), with refine's useCustom and the endpoint in meta. */
function useSectionData(endpoint: Endpoint | null, payload: unknown) {
  const gate = usePageGate();
  const { query } = useCustom<BaseRecord>({
    url: endpoint?.path ?? "",
    method: endpoint ? methodOf(endpoint) : "get",
    config: { payload },
    meta: { endpoint },
    errorNotification: false,
    queryOptions: withPage(gate, { enabled: endpoint !== null, retry: false }),
  });
  // The answer of the endpoint the section declared, as it came (refine's `result` turns a null one into {}).
  return { query, data: query.data?.data as unknown };
}

function SectionBody<B extends AnyRecord>({
  section,
  data,
  base,
  pageKey,
}: {
  section: ShowSection<B>;
  data: unknown;
  base: B;
  pageKey: string;
}) {
  // The sections' own components were written against refine's {} for an empty answer.
  if (section.component) return <section.component data={data ?? {}} base={base} pageKey={pageKey} />;
  const none = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={section.empty ?? "暂无数据"} />;
  if (data === null || data === undefined || (Array.isArray(data) && data.length === 0)) return none;
  if (section.fields) {
    if (!isRecord(data)) return none;
    const record = data;
    return (
      <Descriptions size="small" bordered>
        {section.fields
          .filter((field) => !field.when || field.when(record))
          .map((field) => (
            <Descriptions.Item key={field.field} label={field.title} span={field.span}>
              {renderCell(field, record)}
            </Descriptions.Item>
          ))}
      </Descriptions>
    );
  }
  if (section.columns) {
    const rows = (section.rows ? section.rows(data, base) : Array.isArray(data) ? data : []).filter(isRecord);
    return (
      <Table
        size="small"
        rowKey={(_row, index) => String(index)}
        pagination={false}
        scroll={{ x: "max-content" }}
        dataSource={rows}
        columns={section.columns.map((column) => ({
          key: column.field,
          title: column.title,
          width: column.width,
          align: column.align ?? (column.value === "money" ? "right" : undefined),
          render: (_value: unknown, record: AnyRecord) => renderCell(column, record),
        }))}
      />
    );
  }
  if (section.labels) {
    const labels = section.labels(data);
    return labels.length > 0 ? <LabelList labels={labels} /> : none;
  }
  if (section.media) {
    const files = section.media(data).map((path) => ({ url: fileUrl(path), filePath: path }));
    return <MediaGallery files={files} emptyText="暂无图片" />;
  }
  if (section.timeline) {
    return (
      <Timeline
        items={section.timeline(data).map((item) => ({
          children: (
            <div>
              <Typography.Text strong>{item.title}</Typography.Text>{" "}
              <Typography.Text type="secondary">{item.time}</Typography.Text>
              {item.content && <div style={{ whiteSpace: "pre-wrap" }}>{item.content}</div>}
              {item.media && item.media.length > 0 && (
                <MediaGallery files={item.media.map((path) => ({ url: fileUrl(path), filePath: path }))} />
              )}
            </div>
          ),
        }))}
      />
    );
  }
  return <>{EMPTY}</>;
}

function Section<B extends AnyRecord>({
  section,
  base,
  pageKey,
  keyName,
  commands,
}: {
  section: ShowSection<B>;
  base: B;
  pageKey: string;
  keyName: string;
  commands?: readonly string[];
}) {
  const endpoint = typeof section.from === "function" ? section.from(base) : (section.from ?? null);
  const payload = section.payload ? section.payload(pageKey, base) : { [keyName]: pageKey };
  const { query, data } = useSectionData(endpoint, payload);
  const body = !endpoint ? (
    <SectionBody section={section} data={base} base={base} pageKey={pageKey} />
  ) : query.isLoading ? (
    <Skeleton active paragraph={{ rows: 2 }} />
  ) : query.isError ? (
    <Alert
      type="error"
      showIcon
      message={`${section.title}加载失败`}
      description={query.error.message}
      action={
        <Button size="small" onClick={() => void query.refetch()}>
          重试
        </Button>
      }
    />
  ) : (
    <SectionBody section={section} data={data} base={base} pageKey={pageKey} />
  );
  return (
    <Card
      size="small"
      title={section.title}
      className={`engine-section engine-section-${section.key}`}
      extra={
        section.actions ? (
          <ActionBar actions={section.actions} placement="header" record={base} commands={commands} compact />
        ) : undefined
      }
    >
      {body}
    </Card>
  );
}

/**
 * The base record: the data provider's getOne under refine's `one` key of the route's resource (what a change to the
 * record refreshes, src/queries/liveImpact.ts). Not refine's useOne, which takes `enabled` only as true or false: the
 * reads of a kept page are held back by a function while it is hidden (src/queries/pageShown.tsx).
 */
function useBaseRecord(resource: string, id: string, endpoint: Endpoint, idField: string) {
  const gate = usePageGate();
  const dataProvider = useDataProvider();
  const meta = { endpoints: { one: endpoint }, idField };
  return useQuery<GetOneResponse<BaseRecord>, HttpError>({
    queryKey: keys().data("default").resource(resource).action("one").id(id).params(meta).get(),
    queryFn: () => dataProvider().getOne<BaseRecord>({ resource, id, meta }),
    ...withPage(gate, { enabled: id !== "", retry: false }),
  });
}

/** The query parameter naming the record: a show screen's route must declare it. */
function keyOf(route: RouteDeclaration): string {
  if (!route.key) throw new Error(`路由 ${route.path} 未声明记录参数（key），无法显示详情`);
  return route.key;
}

export function ShowView<B extends AnyRecord>({
  screen,
  route,
}: {
  screen: ShowScreen<B>;
  /** The route the record is shown on: its path (refine's resource), `key` (the query parameter), title, back link. */
  route: RouteDeclaration;
}) {
  const [params] = useSearchParams();
  const keyName = keyOf(route);
  const { mayDo } = usePermission();
  const pageKey = params.get(keyName)?.trim() ?? "";
  const query = useBaseRecord(route.path, pageKey, screen.base, keyName);
  const base = query.data?.data as unknown as B | undefined;
  const commandsQuery = useSectionData(
    screen.commands && base ? screen.commands.endpoint : null,
    screen.commands && base
      ? (screen.commands.payload?.(pageKey, base) ?? { [keyName]: pageKey })
      : undefined,
  );
  const commands = screen.commands
    ? Array.isArray(commandsQuery.data)
      ? commandsQuery.data.filter((command): command is string => typeof command === "string")
      : []
    : undefined;

  const back = route.backTo ? <Link to={route.backTo}>返回列表</Link> : null;
  if (!pageKey) {
    return <Result status="warning" title="缺少参数" subTitle={`请从列表打开${route.title}`} extra={back} />;
  }
  if (query.isLoading)
    return (
      <Card>
        <Skeleton active />
      </Card>
    );
  if (query.isError || !base) {
    return (
      <Result
        status="error"
        title={`${route.title}加载失败`}
        subTitle={query.error?.message}
        extra={
          <Space>
            <Button onClick={() => void query.refetch()}>重试</Button>
            {back}
          </Space>
        }
      />
    );
  }
  return (
    <Space direction="vertical" size={12} style={{ width: "100%" }} className="engine-show">
      <Card
        title={screen.heading ? screen.heading(base) : route.title}
        // Header actions wrap beside the heading (an archive has a dozen); no empty body (antd pads one) under it.
        styles={{
          header: { borderBottom: "none" },
          body: { display: "none" },
          title: { flex: "none", marginInlineEnd: 16 },
          extra: { flex: 1, minWidth: 0, display: "flex", justifyContent: "flex-end" },
        }}
        extra={
          <Space wrap style={{ justifyContent: "flex-end" }}>
            {screen.actions && (
              <ActionBar actions={screen.actions} placement="header" record={base} commands={commands} />
            )}
            {back}
          </Space>
        }
      />
      {screen.sections
        .filter((section) => !section.button || mayDo(section.button))
        .filter((section) => !section.when || section.when(base))
        .map((section) => (
          <Section
            key={section.key}
            section={section}
            base={base}
            pageKey={pageKey}
            keyName={keyName}
            commands={commands}
          />
        ))}
    </Space>
  );
}
