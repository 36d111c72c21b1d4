/** Row spans for the merged columns: the first row of a run of one group spans the run, the others 0. */
export function groupSpans<R>(rows: readonly R[], group: ((row: R) => string) | undefined): number[] {
  if (!group) return rows.map(() => 1);
  const keys = rows.map(group);
  return keys.map((key, i) => {
    if (i > 0 && keys[i - 1] === key) return 0;
    let span = 1;
    while (i + span < keys.length && keys[i + span] === key) span += 1;
    return span;
  });
}
