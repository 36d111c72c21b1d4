/**
 * The home page's counters (declared in counters.ts): one card per counter, the whole card a link to its list. The
 * link is named by what the card shows (title, figure, note: WCAG 2.5.3), and is a block around the card so its
 * focus ring surrounds the card (dashboard.css).
 */
import { Card, Col, Row, Statistic } from "antd";
import dayjs from "dayjs";
import { Link } from "react-router";
import { api } from "../../api";
import { labelOf } from "../../domain/enumeration";
import { BILL_STATUS } from "../../domain/bills/rules";
import { useNeedDeal } from "../../queries/needDealCount";
import * as session from "../../providers/session";
import { usePermission } from "../../providers/usePermission";
// Not the engine's index: it brings every view the engine renders (Table, Form, the date picker) into the home page.
import { formatMoney } from "../../domain/format";
import { useUnreadCount } from "../../queries/messages";
import { useEndpointQuery } from "../../queries/endpoint";
import { useQueueCount } from "../../queries/orderQueue";
import { ToneText } from "../../widgets/text";
import { dashboardCounters, visibleCounters, type CounterDecl } from "./counters";
import "./dashboard.css";

interface Shown {
  value: string | number | undefined;
  /** Under the figure (e.g. the bill's order count and status). */
  note?: string;
  loading: boolean;
}

function useOrderCount(listStatus: number): Shown {
  // The order list's own request for that tab (its time type starts at 1), one row: only the total is read.
  const query = useEndpointQuery(
    api.order.provider.orderList,
    { listStatus, timeType: 1, current: 1, size: 1 },
    { keepPrevious: true },
  );
  return { value: query.data?.total, loading: query.pending };
}

function useBillCount(billStatus: number): Shown {
  const query = useEndpointQuery(
    api.finance.proBillPageList,
    { billStatus: billStatus as 1 | 2 | 3, current: 1, size: 1 },
    { keepPrevious: true },
  );
  return { value: query.data?.total, loading: query.pending };
}

function useMonthBill(billMonth: string): Shown {
  const query = useEndpointQuery(
    api.finance.proBillPageList,
    { billMonth, current: 1, size: 1 },
    { keepPrevious: true },
  );
  const bill = query.data?.records[0];
  if (query.data && !bill) return { value: formatMoney(0), note: "本月暂无完成订单", loading: false };
  return {
    value: bill ? formatMoney(bill.totalAmount) : undefined,
    note: bill ? `${bill.orderCount} 单 · ${labelOf(BILL_STATUS, bill.billStatus)}` : undefined,
    loading: query.pending,
  };
}

function CounterCard({ counter, shown }: { counter: CounterDecl; shown: Shown }) {
  return (
    <Link to={counter.link} className="dashboard-counter" data-counter={counter.key}>
      <Card hoverable size="small" style={{ height: "100%" }}>
        <Statistic title={counter.title} value={shown.value ?? "-"} loading={shown.loading} />
        <ToneText tone="secondary" style={{ fontSize: 12, visibility: shown.note ? "visible" : "hidden" }}>
          {shown.note ?? "-"}
        </ToneText>
      </Card>
    </Link>
  );
}

// One component per source, so each calls only its own hook.
function OrderCounter({ counter, listStatus }: { counter: CounterDecl; listStatus: number }) {
  return <CounterCard counter={counter} shown={useOrderCount(listStatus)} />;
}
function QueueCounter({ counter, listStatus }: { counter: CounterDecl; listStatus: number }) {
  const { count, loading } = useQueueCount(listStatus);
  return <CounterCard counter={counter} shown={{ value: count, loading }} />;
}
function WorkOrderCounter({ counter }: { counter: CounterDecl }) {
  const user = session.getUser();
  // The badge's own query (same key): the card and the 工单列表 badge show one number; none before it is known.
  const { count, pending } = useNeedDeal(user?.providerId, true);
  return <CounterCard counter={counter} shown={{ value: count, loading: pending }} />;
}
function AlertCounter({ counter }: { counter: CounterDecl }) {
  const query = useEndpointQuery(api.data.alertBoardDetail, {}, { keepPrevious: true });
  const open = query.data?.reduce((sum, item) => sum + item.openCount, 0);
  return <CounterCard counter={counter} shown={{ value: open, loading: query.pending }} />;
}
function UnreadCounter({ counter }: { counter: CounterDecl }) {
  const query = useUnreadCount();
  return <CounterCard counter={counter} shown={{ value: query.data, loading: query.pending }} />;
}
function BillCounter({ counter, billStatus }: { counter: CounterDecl; billStatus: number }) {
  return <CounterCard counter={counter} shown={useBillCount(billStatus)} />;
}
function MonthBillCounter({ counter, billMonth }: { counter: CounterDecl; billMonth: string }) {
  return <CounterCard counter={counter} shown={useMonthBill(billMonth)} />;
}

function Counter({ counter }: { counter: CounterDecl }) {
  const source = counter.source;
  switch (source.kind) {
    case "orders":
      return <OrderCounter counter={counter} listStatus={source.listStatus} />;
    case "queue":
      return <QueueCounter counter={counter} listStatus={source.listStatus} />;
    case "workOrders":
      return <WorkOrderCounter counter={counter} />;
    case "alerts":
      return <AlertCounter counter={counter} />;
    case "unread":
      return <UnreadCounter counter={counter} />;
    case "bills":
      return <BillCounter counter={counter} billStatus={source.billStatus} />;
    case "monthBill":
      return <MonthBillCounter counter={counter} billMonth={source.billMonth} />;
  }
}

/** The counters this account may follow; nothing when it may follow none. */
export function Counters() {
  const counters = visibleCounters(dashboardCounters(dayjs().format("YYYY-MM")), usePermission());
  if (counters.length === 0) return null;
  return (
    <Card title="待办概览">
      <Row gutter={[16, 16]}>
        {counters.map((counter) => (
          <Col key={counter.key} xs={12} md={8} xl={6} xxl={3}>
            <Counter counter={counter} />
          </Col>
        ))}
      </Row>
    </Card>
  );
}
