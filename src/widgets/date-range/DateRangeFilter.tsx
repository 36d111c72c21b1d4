import { SwapRightOutlined } from "@ant-design/icons";
import { DatePicker } from "antd";
import type { Dayjs } from "dayjs";
import dayjs from "dayjs";
import type { CSSProperties } from "react";
import { toDayRange, type DayRange } from "./dateRange";

export interface DateRangeFilterProps {
  /** The range (controlled; Form.Item sets it): two "YYYY-MM-DD HH:mm:ss" strings, or null. */
  value?: DayRange | null;
  /** Fires with the chosen days as [start 00:00:00, end 23:59:59], or null when cleared. */
  onChange?: (range: DayRange | null) => void;
  placeholder?: [string, string];
  disabled?: boolean;
  allowClear?: boolean;
  style?: CSSProperties;
  className?: string;
}

/** Date range filter (spec §5): antd RangePicker whose output covers whole days. */
export function DateRangeFilter({
  value,
  onChange,
  placeholder = ["开始日期", "结束日期"],
  disabled,
  allowClear = true,
  style,
  className,
}: DateRangeFilterProps) {
  const picked: [Dayjs, Dayjs] | null = value ? [dayjs(value[0]), dayjs(value[1])] : null;
  return (
    <DatePicker.RangePicker
      className={["date-range-filter", className].filter(Boolean).join(" ")}
      style={style}
      value={picked}
      placeholder={placeholder}
      disabled={disabled}
      allowClear={allowClear}
      format="YYYY-MM-DD"
      // antd's own separator is a span with an English aria-label ("to"), which ARIA does not allow there: the
      // same arrow, read as 至.
      separator={
        <span className="ant-picker-separator" role="img" aria-label="至">
          <SwapRightOutlined aria-hidden />
        </span>
      }
      onChange={(dates) => onChange?.(dates ? toDayRange(dates[0], dates[1]) : null)}
    />
  );
}
