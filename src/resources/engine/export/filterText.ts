/**
 * The search an export sends as its 查询条件 text (issue 43 E4), as the list's form and tabs show it: 「订单状态：待预约；
 * 客户姓名：张；时间范围：2026-11-01 至 2026-11-20」. Fields at their initial value (时间类型 下单时间) are left out; a
 * select shows its options' labels, a remote choice (商家, 师傅) its value. Cut to what the server keeps.
 */
import { labelOf } from "../../../domain/enumeration";
import { FILTER_TEXT_MAX } from "../../../domain/exports";
import { LIST_SEPARATOR } from "../../../domain/format";
import { isBlank } from "../format";
import type { FormValues } from "../searchState";
import type { FilterDecl, TabsDecl } from "../types";

const textOf = (value: unknown): string =>
  typeof value === "object" && value !== null ? JSON.stringify(value) : String(value);

function shown(filter: FilterDecl, value: unknown): string {
  if (filter.input === "select" && Array.isArray(filter.options)) {
    const options = filter.options;
    return (Array.isArray(value) ? value : [value])
      .map((item) => labelOf(options, item))
      .join(LIST_SEPARATOR);
  }
  if (filter.input === "dateRange" && Array.isArray(value))
    return value.map((bound) => String(bound).slice(0, 10)).join(" 至 ");
  if (filter.input === "address" || filter.input === "serviceType") {
    // The widgets' objects of level fields: their values in order.
    const levels = typeof value === "object" && value !== null ? Object.values(value) : [value];
    return levels
      .filter((level) => !isBlank(level))
      .map(textOf)
      .join("/");
  }
  return textOf(value);
}

/** The 查询条件 of a list's search: its form's filled fields and its tab. */
export function filterText(
  filters: readonly FilterDecl[] = [],
  search: { values: FormValues; tab?: string | number },
  tabs?: TabsDecl,
): string {
  const parts: string[] = [];
  for (const filter of filters) {
    const value = search.values[filter.field];
    if (isBlank(value) || (filter.when && !filter.when(search.values))) continue;
    if (filter.initial !== undefined && textOf(value) === textOf(filter.initial)) continue;
    parts.push(`${filter.label}：${shown(filter, value)}`);
  }
  if (tabs && search.tab !== undefined && search.tab !== "")
    parts.push(`状态：${labelOf(tabs.options, search.tab)}`);
  return parts.join("；").slice(0, FILTER_TEXT_MAX);
}
