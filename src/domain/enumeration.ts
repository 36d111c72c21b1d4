/**
 * One table per enumeration: each code with its Chinese label and the tone of its tag. Columns, filters, detail
 * fields and the stand-in all read the same table, so a label or a colour is written once.
 */

/**
 * Status tag types (spec §3): success (closed well), warning (open: waiting for anyone, in progress), danger (failed,
 * refused, cancelled, void). An option without a tone is no status (a source, a service type, a mark, a mode): it
 * shows as a plain tag.
 */
export type TagTone = "success" | "warning" | "danger";

export interface EnumOption<V extends string | number = number> {
  value: V;
  label: string;
  tone?: TagTone;
}

export type Enumeration<V extends string | number = number> = readonly EnumOption<V>[];

/** The option of a code, if the table has it. */
export function optionOf<V extends string | number>(
  table: Enumeration<V>,
  value: unknown,
): EnumOption<V> | undefined {
  return table.find((option) => option.value === value || String(option.value) === String(value));
}

/** The label of a code; an unknown code shows itself (never a blank cell), a missing one "-". */
export function labelOf<V extends string | number>(table: Enumeration<V>, value: unknown): string {
  if (value === undefined || value === null || value === "") return "-";
  return optionOf(table, value)?.label ?? String(value);
}
