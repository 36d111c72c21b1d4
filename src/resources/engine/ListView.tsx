/**
 * The generic list page: the search form, status tabs, batch actions over selected rows, and the table (pages of
 * 10/20/30/40) on refine's useTable with the screen's endpoint. The search state is component state (it survives a
 * tab switch) mirrored in the query string, so a reload or a link opens the list as it was.
 */
import { useSubscription, useTable, type BaseRecord } from "@refinedev/core";
import { Card, Pagination, Space, type CheckboxProps } from "antd";
import type { ColumnsType } from "antd/es/table";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useLocation } from "react-router";
import { usePermission } from "../../providers/usePermission";
import { usePageGate, withPage } from "../../queries/pageShown";
import { DataTable, withPaginationDefaults } from "../../widgets/table";
import { ToneText } from "../../widgets/text";
import { whenIdle } from "../../widgets/whenIdle";
import type { RouteDeclaration } from "../types";
import { ActionBar, preloadRowActions } from "./ActionBar";
import { ListExport, mayExport } from "./export/ListExport";
import { LiveBanner, useLiveRows } from "./LiveBanner";
import { listFilterOf } from "./liveNews";
import { isOffered, SharedRunAction, useRunAction } from "./actions";
import { PhoneCards, useFirstCardsDeferred, usePhone } from "./phone";
import { useFirstPageOptions } from "./firstPage";
import { SearchForm } from "./SearchForm";
import { StatusTabs } from "./StatusTabs";
import {
  cleanValues,
  encodeSearch,
  initialValues,
  listPayload,
  listRequest,
  stateFromSearch,
  tabsOf,
  type FormValues,
  type SearchState,
} from "./searchState";
import { groupSpans } from "./rowSpans";
import type { AnyRecord, ListScreen } from "./types";
import { renderCell } from "./values";

// At phone width the records are cards (CardList.tsx), loaded with the view (index.tsx awaits `ready`).
export { cardsReady as ready } from "./phone";

/** What the table or the cards show before the first page's rows have been rendered. */
const NO_ROWS_YET = { rows: [] as never[], loading: true };

export function ListView<R extends AnyRecord, D extends AnyRecord = R>({
  screen,
  route,
  part,
}: {
  screen: ListScreen<R, D>;
  /** The route the list is shown on (its title; its path is refine's resource and the address mirrored). */
  route: RouteDeclaration;
  /**
   * Names a list that is one part of its route's page beside the route's own list (a tab of abnormal orders): its
   * own refine resource, and its search is not mirrored in the address, which belongs to the page's own list.
   */
  part?: string;
}) {
  const location = useLocation();
  const phone = usePhone();
  const resource = part ? `${route.path}#${part}` : route.path;
  const initial = useMemo(() => initialValues(screen.filters), [screen]);
  const [state, setState] = useState<SearchState>(() => stateFromSearch(screen, location.search));
  const [selected, setSelected] = useState<React.Key[]>([]);
  // Kept while the values are (the tabs and the search form are memoised: they render again only when they change).
  const tabs = useMemo(() => tabsOf(screen, state.values), [screen, state.values]);
  const { run } = useRunAction();

  const payload = useMemo(() => listPayload(screen, state, tabs), [screen, state, tabs]);
  const filter = useMemo(() => listFilterOf(tabs, state.tab, payload), [tabs, state.tab, payload]);
  const live = useLiveRows(filter);
  // The list hears its resource's events itself: refine's useTable subscribes only while its `enabled` is true, and
  // a kept page's reads are held back by a function while it is hidden (src/queries/pageShown.tsx).
  useSubscription({ channel: `resources/${resource}`, types: ["*"], onLiveEvent: live.onLiveEvent });
  const gate = usePageGate();
  const { pagination, meta } = listRequest(screen, state, payload);
  // The first page, when the frame has read it already (./firstPage.ts): in the first render.
  const firstPage = useFirstPageOptions({ resource, pagination, meta });
  const { tableQuery, result, currentPage, setCurrentPage, pageSize, setPageSize } = useTable<BaseRecord>({
    resource,
    pagination,
    // The search travels as the call's own fields (meta.payload, the data provider's getList), not as refine filters:
    // useTable keeps its first render's filters in its state, so a filter the list opened with could not be dropped.
    filters: { mode: "off" },
    sorters: { mode: "off" },
    syncWithLocation: false,
    meta,
    // Not for a page kept hidden: its reads wait until it is shown (src/queries/pageShown.tsx).
    queryOptions: withPage(gate, firstPage),
    liveMode: "off",
  });

  // ---- the query string mirrors the state (without a navigation: the tab and its page stay as they are)
  const search = encodeSearch({ ...state, page: currentPage, size: pageSize }, screen.filters);
  const applied = useRef(location.search);
  useEffect(() => {
    if (part || window.location.pathname !== route.path) return;
    if (window.location.search !== search) {
      window.history.replaceState(window.history.state, "", `${route.path}${search}${window.location.hash}`);
    }
  });
  useEffect(() => {
    // A navigation to this list with a query (a link from another screen) applies it.
    if (!location.search || location.search === applied.current) return;
    applied.current = location.search;
    const next = stateFromSearch(screen, location.search);
    setState(next);
    setCurrentPage(next.page);
    setPageSize(next.size);
  }, [location.search, screen, setCurrentPage, setPageSize]);

  const query = useCallback(
    (next: Partial<SearchState>) => {
      setState((prev) => {
        const merged = { ...prev, ...next };
        const before = tabsOf(screen, prev.values)?.field;
        if ("values" in next && tabsOf(screen, merged.values)?.field !== before) merged.tab = undefined;
        return merged;
      });
      setSelected([]);
      setCurrentPage(1);
    },
    [screen, setCurrentPage],
  );
  const searchWith = useCallback((values: FormValues) => query({ values: cleanValues(values) }), [query]);
  const showTab = useCallback((value: string | number | undefined) => query({ tab: value }), [query]);

  const records = useMemo(() => (result.data ?? []) as unknown as R[], [result.data]);
  // Once rows are shown, what their actions open loads while the page is idle.
  const shown = records.length > 0;
  useEffect(
    () => (shown ? whenIdle(() => preloadRowActions(screen.actions ?? [])) : undefined),
    [shown, screen],
  );
  const fetched = useMemo(
    () => ({
      rows: screen.rows ? screen.rows(records) : (records as unknown as D[]),
      loading: tableQuery.isFetching,
    }),
    [screen, records, tableQuery.isFetching],
  );
  const { rows, loading } = useFirstCardsDeferred(fetched, phone, NO_ROWS_YET);
  const spans = useMemo(() => groupSpans(rows, screen.rowGroup), [rows, screen.rowGroup]);
  const rowKeyOf = (row: D) => screen.rowKey(row);

  const { mayDo } = usePermission();
  const actions = screen.actions ?? [];
  const hasRowActions = actions.some((a) => a.placement.includes("row"));
  // No selection on a card: batch actions are desk work.
  const batch = phone
    ? []
    : actions.filter((a) => a.placement.includes("batch") && isOffered(a, undefined, mayDo, undefined));
  const toolbar = actions.filter(
    (a) => a.placement.includes("toolbar") && isOffered(a, undefined, mayDo, undefined),
  );
  const exportable = screen.export !== undefined && mayExport(screen.export, mayDo);
  const selectedRecords = rows.filter((row) => selected.includes(rowKeyOf(row)));

  const columns: ColumnsType<D> = screen.columns.map((column) => ({
    key: column.field,
    title: column.title,
    width: column.width,
    align: column.align ?? (column.value === "money" ? "right" : undefined),
    fixed: column.fixed,
    render: (_value: unknown, record: D) => renderCell(column, record),
    onCell: column.merge ? (_record: D, index?: number) => ({ rowSpan: spans[index ?? 0] }) : undefined,
  }));
  if (hasRowActions) {
    columns.push({
      key: "__actions",
      title: "操作",
      fixed: "right",
      width: 220,
      onCell: screen.rowGroup ? (_record: D, index?: number) => ({ rowSpan: spans[index ?? 0] }) : undefined,
      render: (_value: unknown, record: D) => (
        <ActionBar
          actions={actions}
          placement="row"
          record={record}
          commands={screen.commands?.(record)}
          compact
        />
      ),
    });
  }

  const searchForm = screen.filters && screen.filters.length > 0 && (
    <SearchForm filters={screen.filters} values={state.values} initial={initial} onSearch={searchWith} />
  );
  const pager = {
    current: currentPage,
    pageSize,
    total: result.total ?? 0,
    onChange: (page: number, size: number) => {
      setSelected([]);
      if (size !== pageSize) {
        setPageSize(size);
        setCurrentPage(1);
      } else setCurrentPage(page);
    },
  };
  const head = (
    <>
      {screen.summary && <screen.summary payload={payload} />}
      {tabs && <StatusTabs tabs={tabs} active={state.tab} onChange={showTab} />}
      {(batch.length > 0 || toolbar.length > 0 || exportable) && (
        <Space style={{ marginBottom: 12 }}>
          {toolbar.length > 0 && <ActionBar actions={toolbar} placement="toolbar" />}
          {exportable && (
            <ListExport
              screen={screen}
              search={state}
              payload={payload}
              total={result.total ?? 0}
              title={route.title}
            />
          )}
          {batch.length > 0 && (
            <>
              <ActionBar actions={batch} placement="batch" records={selectedRecords} />
              <ToneText tone="secondary">已选 {selectedRecords.length} 条</ToneText>
            </>
          )}
        </Space>
      )}
      <LiveBanner live={live} refetch={tableQuery.refetch} updatedAt={tableQuery.dataUpdatedAt} />
    </>
  );

  return (
    <SharedRunAction.Provider value={run}>
      <Card
        title={part ? undefined : route.title}
        extra={screen.extra ? <screen.extra /> : undefined}
        className="engine-list"
      >
        {phone ? (
          <PhoneCards
            screen={screen}
            search={searchForm}
            head={head}
            rows={rows}
            loading={loading}
            pager={pager}
          />
        ) : (
          <>
            {searchForm}
            {head}
            <DataTable<D>
              rowKey={rowKeyOf}
              size="middle"
              columns={columns}
              dataSource={rows}
              loading={loading}
              rowSelection={
                batch.length > 0
                  ? {
                      selectedRowKeys: selected,
                      onChange: (keys) => setSelected(keys),
                      // The title takes the select-all box's place (antd names that box in English and copies it,
                      // focusable, into its hidden measure row).
                      columnTitle: "选择",
                      // antd passes aria-* on to the input, though its type does not list them.
                      getCheckboxProps: (row: D) =>
                        ({
                          "aria-label": `选择 ${screen.rowLabel?.(row) ?? rowKeyOf(row)}`,
                        }) as CheckboxProps,
                      // One checkbox per group (an order split into rows is selected once).
                      onCell: screen.rowGroup
                        ? (_record: D, index?: number) => ({ rowSpan: spans[index ?? 0] })
                        : undefined,
                    }
                  : undefined
              }
              // The pager is its own component: a page of records may make more rows than the page size (a combo order's
              // goods), which antd's table would otherwise cut to the page size on its own.
              pagination={false}
            />
            <Pagination {...withPaginationDefaults(pager)} align="end" style={{ marginTop: 16 }} />
          </>
        )}
      </Card>
    </SharedRunAction.Provider>
  );
}
