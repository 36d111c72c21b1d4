import { LeftOutlined, RightOutlined } from "@ant-design/icons";
import { Button, Divider, Select, Spin } from "antd";
import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from "react";
import { REMOTE_SELECT_WIDTH } from "../table/defaults";
import { groupedOptions, type RemoteOption, type RemoteValue } from "./groups";
import {
  appendPage,
  hasMore,
  isNearBottom,
  pageCount,
  pageWindow,
  PAGE_BUTTONS,
  type PageFetcher,
} from "./paging";

export type { RemoteOption, RemoteValue } from "./groups";

export interface RemoteSelectProps<T> {
  /** Fetches one page: `{ page, size, query }` → `{ records, total }`. */
  fetchPage: PageFetcher<T>;
  /** The option of a record (value and the text shown and searched). */
  toOption: (record: T) => RemoteOption;
  /** The chosen value (controlled; Form.Item sets it). */
  value?: RemoteValue | null;
  /** Text shown for a value whose record is not loaded (an echo), e.g. the merchant's nickname. */
  valueLabel?: string;
  /** Fires with the chosen value and its record (both undefined when cleared). */
  onChange?: (value: RemoteValue | undefined, record: T | undefined) => void;
  /** Records per page (default 10). */
  pageSize?: number;
  /**
   * "scroll" (default): the next page is appended when the list is scrolled to the bottom. "pager": one page at a
   * time with a row of page buttons (a window of `pageButtons`, default 5) under the list.
   */
  mode?: "scroll" | "pager";
  pageButtons?: number;
  /** Wait after the last keystroke before searching (ms, default 300). */
  debounceMs?: number;
  /** Width in px (default 200). */
  width?: number;
  /**
   * Groups the options under titles (e.g. 服务过该客户 / 其他师傅): the title of each record (it is given all loaded
   * records too), groups in the order they first appear. No groups when every record answers undefined.
   */
  groupOf?: (record: T, records: readonly T[]) => string | undefined;
  /** What the open list shows when nothing was found, given the searched text (default: antd's empty state). */
  emptyText?: (query: string) => ReactNode;
  placeholder?: string;
  /** Accessible name of the combobox (a placeholder is no name; default 关键字搜索). */
  "aria-label"?: string;
  /** The combobox's id (Form.Item gives its field's, which its label names). */
  id?: string;
  disabled?: boolean;
  allowClear?: boolean;
  className?: string;
  style?: CSSProperties;
}

/**
 * Paginated remote select (spec §7): sends the page and the typed query, expects records and total; loads more as
 * the list is scrolled to the bottom, or pages with buttons in "pager" mode. The latest answer wins: an answer to
 * an older query is dropped.
 */
export function RemoteSelect<T>({
  fetchPage,
  toOption,
  value,
  valueLabel,
  onChange,
  pageSize = 10,
  mode = "scroll",
  pageButtons = PAGE_BUTTONS,
  debounceMs = 300,
  width = REMOTE_SELECT_WIDTH,
  groupOf,
  emptyText,
  placeholder = "请输入关键字搜索",
  "aria-label": ariaLabel = "关键字搜索",
  id,
  disabled,
  allowClear = true,
  className,
  style,
}: RemoteSelectProps<T>) {
  const [records, setRecords] = useState<T[]>([]);
  const [total, setTotal] = useState(0);
  const [page, setPage] = useState(0);
  const [query, setQuery] = useState("");
  const [loading, setLoading] = useState(false);
  const [picked, setPicked] = useState<{ value: RemoteValue; label: string; record: T } | null>(null);
  const sequence = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const load = (nextPage: number, nextQuery: string, append: boolean) => {
    const ticket = ++sequence.current;
    setLoading(true);
    fetchPage({ page: nextPage, size: pageSize, query: nextQuery }).then(
      (result) => {
        if (ticket !== sequence.current) return;
        setRecords((prev) =>
          append ? appendPage(prev, result.records, (record) => toOption(record).value) : result.records,
        );
        setTotal(result.total);
        setPage(nextPage);
        setLoading(false);
      },
      () => {
        if (ticket === sequence.current) setLoading(false); // the client has shown the error
      },
    );
  };

  // A disabled option says so to assistive technology too (antd's accessible list copies aria-* of the option).
  const shownOption = (record: T) => {
    const option = toOption(record);
    return option.disabled ? { ...option, "aria-disabled": true } : option;
  };
  const options = records.map(shownOption);
  const shownLabel = (v: RemoteValue): string =>
    picked?.value === v
      ? picked.label
      : (options.find((o) => o.value === v)?.label ?? valueLabel ?? String(v));
  const selected = value === undefined || value === null ? undefined : { value, label: shownLabel(value) };
  const pages = pageCount(total, pageSize);

  const pager = (
    <div
      className="remote-select-pager"
      style={{ display: "flex", justifyContent: "center", gap: 2, padding: "4px 0" }}
      onMouseDown={(event) => event.preventDefault()}
    >
      <Button
        size="small"
        type="text"
        icon={<LeftOutlined />}
        aria-label="上一页"
        disabled={loading || page <= 1}
        onClick={() => load(page - 1, query, false)}
      />
      {pageWindow(page, pages, pageButtons).map((n) => (
        <Button
          key={n}
          size="small"
          type={n === page ? "primary" : "text"}
          aria-current={n === page ? "page" : undefined}
          disabled={loading}
          onClick={() => n !== page && load(n, query, false)}
        >
          {n}
        </Button>
      ))}
      <Button
        size="small"
        type="text"
        icon={<RightOutlined />}
        aria-label="下一页"
        disabled={loading || page >= pages}
        onClick={() => load(page + 1, query, false)}
      />
    </div>
  );

  return (
    <Select<{ value: RemoteValue; label: string }>
      id={id}
      className={["remote-select", className].filter(Boolean).join(" ")}
      style={{ width, ...style }}
      labelInValue
      showSearch
      filterOption={false}
      allowClear={allowClear}
      disabled={disabled}
      placeholder={placeholder}
      aria-label={ariaLabel}
      value={selected}
      options={groupOf ? groupedOptions(records, shownOption, groupOf) : options}
      loading={loading}
      notFoundContent={loading ? <Spin size="small" /> : emptyText?.(query)}
      onOpenChange={(open) => {
        if (open && page === 0 && !loading) load(1, query, false);
      }}
      onSearch={(text) => {
        clearTimeout(timer.current);
        timer.current = setTimeout(() => {
          setQuery(text);
          load(1, text, false);
        }, debounceMs);
      }}
      onPopupScroll={(event) => {
        if (mode !== "scroll" || loading || !hasMore(records.length, total)) return;
        if (isNearBottom(event.currentTarget)) load(page + 1, query, true);
      }}
      onChange={(choice) => {
        if (!choice) {
          setPicked(null);
          onChange?.(undefined, undefined);
          return;
        }
        const record = records.find((r) => toOption(r).value === choice.value);
        if (record) setPicked({ value: choice.value, label: toOption(record).label, record });
        onChange?.(choice.value, record ?? (picked?.value === choice.value ? picked.record : undefined));
      }}
      popupRender={(menu) =>
        mode === "pager" && pages > 1 ? (
          <>
            {menu}
            <Divider style={{ margin: "4px 0" }} />
            {pager}
          </>
        ) : (
          menu
        )
      }
    />
  );
}
