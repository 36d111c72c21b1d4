/**
 * Stands in for antd's virtual Table (scripts/vitePlugins/antdPartsReplaced.ts points Table's one import of it here). Table draws it only for
 * a table with the `virtual` prop, which no table of the console sets: a list shows one page of rows at a time. Yet
 * the import brought rc-table's virtual grid to every list page (about 3 KB gzip; issue 30). ESLint refuses the
 * prop; a table that set it anyway gets this error instead of a silent gap.
 */
export default function VirtualTable(): never {
  throw new Error("antd Table's `virtual` is not part of the console's build (src/vendor/virtualTable.tsx)");
}
