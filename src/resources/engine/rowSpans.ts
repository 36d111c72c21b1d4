/** Row spans for the merged columns: the first row of a run of one group spans the run, the others 0. */
export function groupSpans<R>(rows: readonly R[], group: ((row: R) => string) | undefined): number[] {
  if (!group) return rows.map(() => 1);
  const keys = rows.map(group);
  return keys.map((key, i) => {
    // Outside the rows, keys[...] is undefined, which no group's key is.
    if (keys[i - 1] === key) return 0;
    let span = 1;
    while (keys[i + span] === key) span += 1;
    return span;
  });
}
