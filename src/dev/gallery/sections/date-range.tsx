import { Space, Typography } from "antd";
import { useState } from "react";
import { DateRangeFilter, dateRangeQuery, type DayRange } from "../../../widgets/date-range";
import type { GallerySection } from "../types";

function DateRangeSection() {
  const [range, setRange] = useState<DayRange | null>(null);
  return (
    <Space direction="vertical" size={8} data-testid="date-range-demo">
      <DateRangeFilter value={range} onChange={setRange} />
      <Typography.Text type="secondary" data-testid="date-range-output">
        {JSON.stringify(dateRangeQuery(range))}
      </Typography.Text>
    </Space>
  );
}

const section: GallerySection = {
  id: "date-range",
  title: "日期范围筛选",
  order: 37,
  Component: DateRangeSection,
};
export default section;
