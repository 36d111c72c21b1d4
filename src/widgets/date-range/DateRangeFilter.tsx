import { CalendarOutlined } from "@ant-design/icons";
import { Input, theme } from "antd";
import { lazy, Suspense, useState } from "react";
import type { DateRangeFilterProps } from "./dateRange";

export type { DateRangeFilterProps } from "./dateRange";

const loadPicker = () => import("./RangePickerField");
const RangePickerField = lazy(loadPicker);

/**
 * Date range filter (spec §5): antd RangePicker whose output covers whole days. Until it is first focused it is a
 * field of the picker's size showing the same days (issue 30: the picker and its panel are about 32 KB gzip that most
 * visits of a list never open); the pointer over it starts loading the picker, focus puts the picker in its place
 * (focused, its panel open), the field staying meanwhile. Clearing it needs no picker.
 */
export function DateRangeFilter(props: DateRangeFilterProps) {
  const [wanted, setWanted] = useState(false);
  const { token } = theme.useToken();
  const {
    value,
    onChange,
    placeholder = ["开始日期", "结束日期"],
    disabled,
    allowClear = true,
    style,
    className,
  } = props;
  const day = (bound: string) => bound.slice(0, 10);
  const field = (
    <Input
      className={["date-range-filter", className].filter(Boolean).join(" ")}
      style={style}
      value={value ? `${day(value[0])} → ${day(value[1])}` : ""}
      placeholder={`${placeholder[0]} → ${placeholder[1]}`}
      aria-label={`${placeholder[0]} 至 ${placeholder[1]}`}
      disabled={disabled}
      allowClear={allowClear}
      suffix={<CalendarOutlined aria-hidden style={{ color: token.colorTextQuaternary }} />}
      onMouseEnter={() => void loadPicker()}
      onFocus={() => setWanted(true)}
      // Only the clear icon changes it: typing is taken by the picker, which replaces the field on focus.
      onChange={(event) => {
        if (event.target.value === "") onChange?.(null);
      }}
    />
  );
  if (!wanted) return field;
  return (
    <Suspense fallback={field}>
      <RangePickerField {...props} autoFocus />
    </Suspense>
  );
}
