/**
 * Stands in for antd Table's column filter menu (scripts/vitePlugins/antdPartsReplaced.ts points Table's one import of it here). The menu is
 * drawn only for a column that declares `filters` or `filterDropdown`, which no table of the console does: a list's
 * filters are its search form (spec §5). Yet the import brought the menu, its search box and a Tree to every
 * list page (about 8 KB gzip; issue 30). A column that asked for the menu gets this error instead of a silent gap,
 * and ESLint refuses the column keys that would ask for it.
 */
export default function TableColumnFilter(): never {
  throw new Error(
    "antd Table's column filters are not part of the console's build (src/vendor/tableColumnFilter.tsx)",
  );
}

interface FilterItem {
  value: unknown;
  children?: FilterItem[];
}

/** The keys of a column's filter items, as antd's own `flattenKeys`, which Table's filter state imports beside the menu. */
export function flattenKeys(filters: FilterItem[] | undefined): unknown[] {
  return (filters ?? []).flatMap(({ value, children }) => [value, ...flattenKeys(children)]);
}
