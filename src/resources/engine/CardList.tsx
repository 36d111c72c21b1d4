/**
 * A list at phone width (below 768 px, phone.tsx), in place of the table and its pager: the search form folded into a
 * 筛选 drawer, what sits above the table (summary, status tabs, toolbar, live news) as it is, then one card per record
 * (antd List of Cards): its heading (the record's link), its status tag, its few lines (Descriptions) and its row
 * actions, the first CARD_ACTIONS inline and the rest under 更多 (a menu button opened by a tap); a simple pager with
 * 共 N 条. Which columns a card shows: cardLayout.ts. Loaded with a list's view at phone width (phone.tsx,
 * through later.ts), so a desktop never loads it.
 */
import { DownOutlined, FilterOutlined } from "@ant-design/icons";
import { Button, Card, Descriptions, Drawer, Dropdown, List, Pagination, type MenuProps } from "antd";
import { cloneElement, useEffect, useMemo, useRef, useState, type ReactElement, type ReactNode } from "react";
import { totalText } from "../../widgets/table/defaults";
import { ActionBar } from "./ActionBar";
import { cardLayout, cardRows, setFilterCount, type CardLayout } from "./cardLayout";
import { readField } from "./format";
import "./cardList.css";
import type { SearchFormProps } from "./SearchForm";
import type { AnyRecord, ColumnDecl, ListScreen } from "./types";
import { renderValue } from "./values";

export interface CardListProps<R extends AnyRecord, D extends AnyRecord> {
  screen: ListScreen<R, D>;
  /** The list's search form, shown in the 筛选 drawer (none: the list has no filters). */
  search: ReactElement<SearchFormProps> | false | undefined;
  /** What the desktop shows between the search form and the table (summary, status tabs, toolbar, live news). */
  head: ReactNode;
  rows: D[];
  loading: boolean;
  pager: { current: number; pageSize: number; total: number; onChange: (page: number, size: number) => void };
}

/** A card's actions shown before 更多. */
export const CARD_ACTIONS = 2;

/**
 * 更多 on a card: a menu button (aria-haspopup, aria-expanded) opened by a tap. A menu shown on hover, as the
 * desktop's rows have it, stays open on a touch screen over the dialog its item opened.
 */
function MoreMenu({ menu }: { menu: MenuProps }) {
  const [open, setOpen] = useState(false);
  return (
    <Dropdown menu={menu} trigger={["click"]} open={open} onOpenChange={setOpen}>
      <Button type="link" size="small" style={{ paddingInline: 4 }} aria-haspopup="menu" aria-expanded={open}>
        更多 <DownOutlined aria-hidden />
      </Button>
    </Dropdown>
  );
}

/** A column's value in full (a card's line wraps: no cut, unlike a cell declared `ellipsis`). */
function shown<D extends AnyRecord>(column: ColumnDecl<D>, row: D): ReactNode {
  return renderValue(column.value, readField(row, column.field), row);
}

function RecordCard<R extends AnyRecord, D extends AnyRecord>({
  screen,
  layout,
  row,
}: {
  screen: ListScreen<R, D>;
  layout: CardLayout<D>;
  row: D;
}) {
  const { title, status, fields } = layout;
  return (
    <Card size="small" className="engine-card" title={shown(title, row)} extra={status && shown(status, row)}>
      {fields.length > 0 && (
        <Descriptions
          size="small"
          column={1}
          items={fields.map((field) => ({
            key: field.field,
            label: field.title,
            children: shown(field, row),
          }))}
        />
      )}
      {screen.actions && (
        <div className="engine-card-actions">
          <ActionBar
            actions={screen.actions}
            placement="row"
            record={row}
            commands={screen.commands?.(row)}
            compact
            inline={CARD_ACTIONS}
            more={MoreMenu}
          />
        </div>
      )}
    </Card>
  );
}

/** The 筛选 button (with how many filters are set) and its drawer holding the search form. */
function FilterDrawer({ search }: { search: ReactElement<SearchFormProps> }) {
  const [open, setOpen] = useState(false);
  const { filters, values, initial, onSearch } = search.props;
  const count = setFilterCount(filters, values, initial);
  return (
    <>
      <Button
        icon={<FilterOutlined aria-hidden />}
        aria-haspopup="dialog"
        aria-expanded={open}
        className="engine-cards-filter"
        onClick={() => setOpen(true)}
      >
        {count > 0 ? `筛选（${count}）` : "筛选"}
      </Button>
      <Drawer
        title="筛选"
        placement="bottom"
        height="85%"
        open={open}
        onClose={() => setOpen(false)}
        rootClassName="engine-filter-drawer"
      >
        {/* 查询 and 重置 query the list and show it. */}
        {cloneElement(search, {
          onSearch: (next) => {
            onSearch(next);
            setOpen(false);
          },
        })}
      </Drawer>
    </>
  );
}

export default function CardList<R extends AnyRecord, D extends AnyRecord>({
  screen,
  search,
  head,
  rows,
  loading,
  pager,
}: CardListProps<R, D>) {
  const layout = useMemo(() => cardLayout(screen.columns, screen.card, !!screen.rowGroup), [screen]);
  const cards = useMemo(() => cardRows(rows, screen.rowGroup), [rows, screen.rowGroup]);
  const own = useRef<HTMLDivElement>(null);
  // The status tabs overflow a phone: rc-tabs puts its overflow button (…) inside the tablist, where only tabs
  // belong. It stays for the finger and is hidden from assistive technology, as the tab strip's is
  // (src/layout/tabs/a11y.ts): every tab is reached with the arrow keys.
  useEffect(() => {
    for (const more of own.current?.querySelectorAll(".ant-tabs-nav-more") ?? []) {
      more.setAttribute("aria-hidden", "true");
      more.setAttribute("tabindex", "-1");
    }
  });
  return (
    <div className="engine-cards" ref={own}>
      {search && <FilterDrawer search={search} />}
      {head}
      <List<D>
        className="engine-cards-list"
        dataSource={cards}
        loading={loading}
        rowKey={screen.rowKey}
        split={false}
        renderItem={(row) => (
          <List.Item>
            <RecordCard screen={screen} layout={layout} row={row} />
          </List.Item>
        )}
      />
      <Pagination {...pager} simple showTotal={totalText} align="center" className="engine-cards-pager" />
    </div>
  );
}
