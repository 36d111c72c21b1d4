/**
 * Stands in for rc-tree's tree walking inside antd Table's row selection (scripts/vitePlugins/antdPartsReplaced.ts points those imports here).
 * Table walks a tree of rows only for a selection with `checkStrictly: false`, which no table of the console sets:
 * every list selects flat rows. Yet the imports brought rc-tree's tree utilities to every list page (about 3 KB gzip;
 * issue 30). `arrAdd` and `arrDel`, which flat selection does use, do what rc-tree's do. ESLint refuses the option;
 * a table that set it anyway gets a clear error instead of a silent gap.
 */
function notInBuild(what: string): never {
  throw new Error(
    `antd Table's ${what} is not part of the console's build (src/vendor/tableTreeSelection.ts)`,
  );
}

export function conductCheck(): never {
  return notInBuild("rowSelection checkStrictly: false");
}

export function convertDataToEntities(): never {
  return notInBuild("rowSelection checkStrictly: false");
}

export function arrDel<T>(list: T[] | undefined, value: T): T[] {
  const clone = (list ?? []).slice();
  const index = clone.indexOf(value);
  if (index >= 0) clone.splice(index, 1);
  return clone;
}

export function arrAdd<T>(list: T[] | undefined, value: T): T[] {
  const clone = (list ?? []).slice();
  if (!clone.includes(value)) clone.push(value);
  return clone;
}
