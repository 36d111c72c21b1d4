import { Card, Space, Spin } from "antd";
import { useState } from "react";
import { Link } from "react-router";
import { api } from "../../../api";
import { useEndpointQuery } from "../../../queries/endpoint";
import { DateRangeFilter, type DayRange } from "../../../widgets/date-range";
import { encodeSearch } from "../../engine";
import { earlyWarningRoute } from "../routes";
import { ALERT_FILTERS } from "./alerts";

type Range = DayRange | null;

/** The list link a count stands for: that type, that handling status, the board's date range. */
export function boardLink(alertType: number, handleStatus: 1 | 2, range: Range): string {
  const values: Record<string, unknown> = { alertType };
  if (range) values.alertRange = range;
  return `${earlyWarningRoute.path}${encodeSearch({ values, tab: handleStatus, page: 1, size: 10 }, ALERT_FILTERS)}`;
}

/**
 * 预警看板: one card per alert type with its open (待处理) and finished (已完结) counts over a date range; each count
 * links to the list below filtered the same way (verticals B.6 item 1).
 */
export function AlertBoard() {
  const [range, setRange] = useState<Range>(null);
  // Another range keeps the cards of the last one until its counts come.
  const query = useEndpointQuery(
    api.data.alertBoardDetail,
    range ? { startTime: range[0], endTime: range[1] } : {},
    { keepPrevious: true },
  );
  const items = query.data ?? [];
  return (
    <Card
      title="预警看板"
      className="alert-board"
      extra={
        <Space>
          <span>预警时间</span>
          <DateRangeFilter value={range} onChange={setRange} className="alert-board-range" />
        </Space>
      }
      style={{ marginBottom: 16 }}
    >
      {query.pending ? (
        <Spin />
      ) : (
        <div
          style={{ display: "grid", gridTemplateColumns: "repeat(auto-fill, minmax(150px, 1fr))", gap: 12 }}
        >
          {items.map((item) => (
            <div
              key={item.alertType}
              className="alert-board-card"
              data-alert-type={item.alertType}
              style={{ border: "1px solid #f0f0f0", borderRadius: 6, padding: "8px 12px" }}
            >
              <strong>{item.alertTypeName}</strong>
              <div>
                {/* The name holds what the link shows, after the card's type (WCAG 2.5.3: label in name). */}
                <Link
                  to={boardLink(item.alertType, 1, range)}
                  aria-label={`${item.alertTypeName} 待处理 ${item.openCount}`}
                >
                  待处理 <span className="alert-open-count">{item.openCount}</span>
                </Link>
              </div>
              <div>
                <Link
                  to={boardLink(item.alertType, 2, range)}
                  aria-label={`${item.alertTypeName} 已完结 ${item.finishedCount}`}
                >
                  已完结 <span className="alert-finished-count">{item.finishedCount}</span>
                </Link>
              </div>
            </div>
          ))}
        </div>
      )}
    </Card>
  );
}
