import { CalendarOutlined } from "@ant-design/icons";
import { theme } from "antd";
import Input from "antd/es/input/Input";
import { lazy, startTransition, Suspense, useState } from "react";
import type { DateRangeFilterProps } from "./dateRange";

export type { DateRangeFilterProps } from "./dateRange";

const loadPicker = () => import("./RangePickerField");
const RangePickerField = lazy(loadPicker);

/**
 * Date range filter (spec §5): antd RangePicker whose output covers whole days. Until it is first focused it is a
 * field of the picker's size showing the same days (issue 30: the picker and its panel are about 32 KB gzip that most
 * visits of a list never open); the pointer over it starts loading the picker, focus puts the picker in its place
 * (focused), the focused field staying meanwhile. Clearing it needs no picker.
 */
export function DateRangeFilter(props: DateRangeFilterProps) {
  const [wanted, setWanted] = useState(false);
  const { token } = theme.useToken();
  const {
    value,
    onChange,
    placeholder = ["开始日期", "结束日期"],
    id,
    disabled,
    allowClear = true,
    style,
    className,
  } = props;
  const day = (bound: string) => bound.slice(0, 10);
  const field = (
    <Input
      id={id}
      className={["date-range-filter", className].filter(Boolean).join(" ")}
      style={style}
      value={value ? `${day(value[0])} → ${day(value[1])}` : ""}
      placeholder={`${placeholder[0]} → ${placeholder[1]}`}
      aria-label={`${placeholder[0]} 至 ${placeholder[1]}`}
      disabled={disabled}
      allowClear={allowClear}
      suffix={<CalendarOutlined aria-hidden style={{ color: token.colorTextQuaternary }} />}
      onMouseEnter={() => void loadPicker()}
      // In a transition, so the focused field stays (and keeps the focus) until the picker's code has arrived.
      onFocus={() => startTransition(() => setWanted(true))}
      // Only the clear icon changes it: typing is taken by the picker, which replaces the field on focus.
      onChange={(event) => {
        if (event.target.value === "") onChange?.(null);
      }}
    />
  );
  // One tree shape before and after: the field is neither remounted (which would drop the focus to the page) nor
  // replaced by a fallback while the picker loads.
  return <Suspense fallback={field}>{wanted ? <RangePickerField {...props} autoFocus /> : field}</Suspense>;
}
