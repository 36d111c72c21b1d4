/**
 * 订单地图转派 (/order/detail-map-dispatch?orderNo=…, hidden; opened from the order's 地图转派 button). The workers
 * near the order within a radius (3 / 5 / 10 / 20 km, default 5) on the worker map (src/widgets/map) and in a list,
 * those who may not take the order (its dispatch candidates, issue 41) shown with why and not selectable, the others
 * in the server's order by fit; pick one, confirm, and the order is dispatched to them: 待派单 / 待接单 orders by
 * 手动派单 (天猫 orders by direct distribute), orders a worker already has by 手动转单 (dispatch.ts). Then 派单成功 /
 * 转单成功 and back to the order detail. Needs order:mapDispatch (enough, for one order, even without 手动派单 / 转单).
 */
import { App, Alert, Button, Card, Descriptions, Input, List, Result, Select, Space, Typography } from "antd";
import { useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { toastSuccess } from "../../../providers/toast";
import { useMayDo } from "../../../providers/usePermission";
import { WorkerMap, formatDistance, type MapWorkerMarker } from "../../../widgets/map";
import {
  ACTION_LABEL,
  DEFAULT_RADIUS_KM,
  MAP_DISPATCH_BUTTON,
  NOTE_MAX_LENGTH,
  NOT_DISPATCHABLE_TEXT,
  RADIUS_OPTIONS_KM,
  SUCCESS_TEXT,
  TMALL_ORDER_SOURCE,
  candidatesOf,
  confirmTextOf,
  withCandidates,
  dispatchKindOf,
  orderDetailPath,
  refusalText,
  type DispatchKind,
  type DispatchOrder,
} from "./dispatch";
import {
  useDispatch,
  useMapCandidates,
  useNearbyWorkers,
  useOrderCommands,
  useOrderForMap,
  useTmallWorkerOrders,
} from "./queries";
import { orderListRoute } from "../routes";

function Denied({ orderNo }: { orderNo: string }) {
  const navigate = useNavigate();
  return (
    <Card>
      <Result
        status="403"
        title="拒绝访问"
        subTitle="您没有地图转派的权限，请联系管理员开通。"
        extra={
          <Button
            type="primary"
            onClick={() => navigate(orderNo ? orderDetailPath(orderNo) : orderListRoute.path)}
          >
            {orderNo ? "返回订单详情" : "返回订单列表"}
          </Button>
        }
      />
    </Card>
  );
}

function NoOrder() {
  const navigate = useNavigate();
  return (
    <Card>
      <Result
        status="warning"
        title="缺少订单号"
        subTitle="请从订单详情的「地图转派」进入本页面。"
        extra={
          <Button type="primary" onClick={() => navigate(orderListRoute.path)}>
            返回订单列表
          </Button>
        }
      />
    </Card>
  );
}

export default function MapDispatchPage() {
  const [params] = useSearchParams();
  const orderNo = (params.get("orderNo") ?? "").trim();
  const allowed = useMayDo(MAP_DISPATCH_BUTTON);
  if (!orderNo) return <NoOrder />;
  if (!allowed) return <Denied orderNo={orderNo} />;
  return <MapDispatch orderNo={orderNo} />;
}

function MapDispatch({ orderNo }: { orderNo: string }) {
  const navigate = useNavigate();
  const { modal } = App.useApp();
  const [radiusKm, setRadiusKm] = useState(DEFAULT_RADIUS_KM);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const { query: orderQuery, order: detail } = useOrderForMap(orderNo);
  const order: DispatchOrder | null = detail
    ? {
        orderNo: detail.orderNo ?? orderNo,
        orderStatus: Number(detail.orderStatus),
        orderSource: Number(detail.orderSource),
        workerId: detail.workerId ?? null,
        workerName: detail.workerName ?? null,
        hangUp: detail.hangUp,
      }
    : null;
  // Which call, from the command table the stand-in enforces; whether, also from the server's own answer (the
  // order's allowed commands intersected with the account's buttons). order:mapDispatch alone lets an account
  // dispatch one order from the map, even without 手动派单 / 转单 for the lists.
  const localKind = order ? dispatchKindOf(order) : null;
  const commands = useOrderCommands(orderNo);
  const serverRefuses =
    localKind !== null && commands.codes !== null && !commands.codes.includes(MAP_DISPATCH_BUTTON);
  const kind = serverRefuses ? null : localKind;
  const isTmall = order?.orderSource === TMALL_ORDER_SOURCE;
  const { query: mapQuery, answer } = useNearbyWorkers(order, radiusKm);
  const fit = useMapCandidates(orderNo, kind !== null);
  const workers = answer && order ? withCandidates(candidatesOf(answer.workers ?? [], order), fit) : [];
  const unavailable = workers.filter((worker) => worker.unavailable).length;
  // A worker who may not take the order is never the one picked (also when the candidates come after a pick).
  const selected = workers.find((worker) => worker.id === selectedId && !worker.unavailable) ?? null;
  const tmallOrders = useTmallWorkerOrders(selected?.id ?? null, isTmall);
  const { dispatch, isPending } = useDispatch();
  const back = () => navigate(orderDetailPath(orderNo));

  if (orderQuery.isError) {
    return (
      <Card>
        <Result
          status="error"
          title="订单信息加载失败"
          subTitle={orderQuery.error?.message}
          extra={
            <Space>
              <Button type="primary" onClick={() => void orderQuery.refetch()}>
                重试
              </Button>
              <Button onClick={back}>返回订单详情</Button>
            </Space>
          }
        />
      </Card>
    );
  }
  if (!order) return <Card loading title="订单地图转派" />;

  const confirm = (worker: MapWorkerMarker, dispatchKind: DispatchKind) => {
    const text = confirmTextOf(dispatchKind, order, worker);
    let note = "";
    // Awaited (antd's `then` on the confirmation): a refused dispatch keeps it open without an unhandled rejection.
    void modal
      .confirm({
        title: text.title,
        width: 480,
        content: (
          // Room below the text area for its character count.
          <Space direction="vertical" style={{ width: "100%", paddingBottom: 16 }}>
            <Typography.Paragraph style={{ marginBottom: 0 }}>{text.content}</Typography.Paragraph>
            <Input.TextArea
              aria-label="备注"
              placeholder="备注（选填）"
              maxLength={NOTE_MAX_LENGTH[dispatchKind]}
              showCount
              autoSize={{ minRows: 2, maxRows: 4 }}
              onChange={(event) => {
                note = event.target.value;
              }}
            />
          </Space>
        ),
        okText: "确定",
        cancelText: "取消",
        onOk: async () => {
          // A refused dispatch has already shown the server's message: keep the dialog open to try again.
          await dispatch(dispatchKind, order, worker.id, note);
          toastSuccess(SUCCESS_TEXT[dispatchKind]);
          back();
        },
      })
      .then(
        () => undefined,
        () => undefined,
      );
  };

  const address = answer?.order.address ?? detail?.address;
  return (
    <Card
      title="订单地图转派"
      extra={<Button onClick={back}>返回订单详情</Button>}
      data-testid="map-dispatch-page"
    >
      <Space direction="vertical" size={16} style={{ width: "100%" }}>
        <Descriptions size="small" column={{ xs: 1, md: 2, xl: 4 }} bordered>
          <Descriptions.Item label="订单号">{order.orderNo}</Descriptions.Item>
          <Descriptions.Item label="订单来源">{detail?.orderSourceName || "-"}</Descriptions.Item>
          <Descriptions.Item label="当前师傅">{order.workerName || "未派单"}</Descriptions.Item>
          <Descriptions.Item label="服务地址">{address || "-"}</Descriptions.Item>
        </Descriptions>
        {kind === null ? (
          <Alert
            type="warning"
            showIcon
            message={serverRefuses ? NOT_DISPATCHABLE_TEXT : refusalText(order)}
          />
        ) : null}
        <Space wrap>
          <span>搜索半径</span>
          <Select<number>
            aria-label="搜索半径"
            style={{ width: 120 }}
            value={radiusKm}
            options={RADIUS_OPTIONS_KM.map((km) => ({ value: km, label: `${km} km` }))}
            onChange={(value) => setRadiusKm(value)}
          />
          <Typography.Text data-testid="map-worker-count">
            {mapQuery.isFetching && !answer
              ? "正在查找附近师傅…"
              : `附近共 ${workers.length} 位师傅${unavailable > 0 ? `，其中 ${unavailable} 位不可接此单` : ""}`}
          </Typography.Text>
          <Button onClick={() => void mapQuery.refetch()} loading={mapQuery.isFetching}>
            刷新
          </Button>
        </Space>
        {mapQuery.isError ? (
          <Alert
            type="error"
            showIcon
            message="附近师傅加载失败"
            description={mapQuery.error?.message}
            action={<Button onClick={() => void mapQuery.refetch()}>重试</Button>}
          />
        ) : null}
        {answer ? (
          <WorkerMap
            centre={{ lng: answer.order.lng, lat: answer.order.lat, label: order.orderNo, address }}
            workers={workers}
            radiusKm={radiusKm}
            selectedId={selected?.id ?? null}
            onSelect={setSelectedId}
            loading={mapQuery.isFetching}
          />
        ) : mapQuery.isError ? null : (
          <Card loading variant="borderless" />
        )}
        {isTmall && selected ? (
          <List<{ orderNo: string; address: string }>
            size="small"
            bordered
            header={`${selected.name} 在途天猫订单`}
            loading={tmallOrders.query.isFetching}
            dataSource={tmallOrders.orders ?? []}
            locale={{ emptyText: "暂无在途天猫订单" }}
            renderItem={(item) => (
              <List.Item>
                <Typography.Text>{item.orderNo}</Typography.Text>
                <Typography.Text type="secondary">{item.address}</Typography.Text>
              </List.Item>
            )}
          />
        ) : null}
        <Space wrap style={{ justifyContent: "space-between", width: "100%" }}>
          <Typography.Text data-testid="map-selected-worker">
            {selected
              ? `已选师傅：${selected.name}（距离${formatDistance(selected.distanceKm)}，服务中${selected.inServiceCount}单）`
              : "请在地图或列表中选择师傅"}
          </Typography.Text>
          {kind ? (
            <Button
              type="primary"
              disabled={!selected || commands.query.isLoading}
              loading={isPending}
              onClick={() => selected && confirm(selected, kind)}
            >
              {ACTION_LABEL[kind]}
            </Button>
          ) : null}
        </Space>
      </Space>
    </Card>
  );
}
