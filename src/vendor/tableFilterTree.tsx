/**
 * Stands in for antd's Tree inside antd Table's column filter menu (vite.config.ts points that one import here): the
 * menu draws a Tree only for a column with `filterMode: "tree"`, which no table of the console declares (a list's
 * filters are its search form), yet the import brought rc-tree (about 12 KB gzip) onto every list page (issue 30).
 * Pages that show a Tree (编辑权限) import antd's own. A column that asked for the tree mode gets this error instead
 * of a silent gap.
 */
export default function TableFilterTree(): never {
  throw new Error(
    "antd Table's filterMode \"tree\" is not part of the console's build (src/vendor/tableFilterTree.tsx)",
  );
}
