import { SwapRightOutlined } from "@ant-design/icons";
import { DatePicker } from "antd";
import type { Dayjs } from "dayjs";
import dayjs from "dayjs";
import { toDayRange, type DateRangeFilterProps } from "./dateRange";

/**
 * The date range filter's picker (spec §5): antd RangePicker whose output covers whole days. Loaded when the filter is
 * first focused (DateRangeFilter.tsx): the picker and its panel are a third of a list page's own code.
 */
export default function RangePickerField({
  value,
  onChange,
  placeholder = ["开始日期", "结束日期"],
  id,
  disabled,
  allowClear = true,
  style,
  className,
  autoFocus,
}: DateRangeFilterProps & { autoFocus?: boolean }) {
  const picked: [Dayjs, Dayjs] | null = value ? [dayjs(value[0]), dayjs(value[1])] : null;
  return (
    <DatePicker.RangePicker
      id={id ? { start: id } : undefined}
      className={["date-range-filter", className].filter(Boolean).join(" ")}
      style={style}
      value={picked}
      placeholder={placeholder}
      disabled={disabled}
      allowClear={allowClear}
      autoFocus={autoFocus}
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
