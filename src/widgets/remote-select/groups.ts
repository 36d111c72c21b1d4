export type RemoteValue = string | number;

/** An option of the remote select: its value and the text shown and searched. */
export interface RemoteOption {
  value: RemoteValue;
  label: string;
  /** Shown but not choosable (the label says why, e.g. a worker who may not take the order). */
  disabled?: boolean;
}

export interface OptionGroup {
  label: string;
  title: string;
  options: RemoteOption[];
}

/** The options under their group titles (see RemoteSelectProps.groupOf); flat when no record has a group. */
export function groupedOptions<T>(
  records: readonly T[],
  toOption: (record: T) => RemoteOption,
  groupOf: (record: T, records: readonly T[]) => string | undefined,
): (RemoteOption | OptionGroup)[] {
  const titles = records.map((record) => groupOf(record, records));
  if (titles.every((title) => title === undefined)) return records.map(toOption);
  const groups = new Map<string, OptionGroup>();
  const out: (RemoteOption | OptionGroup)[] = [];
  records.forEach((record, i) => {
    const title = titles[i];
    if (title === undefined) {
      out.push(toOption(record));
      return;
    }
    let group = groups.get(title);
    if (!group) {
      group = { label: title, title, options: [] };
      groups.set(title, group);
      out.push(group);
    }
    group.options.push(toOption(record));
  });
  return out;
}
