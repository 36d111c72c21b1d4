/**
 * One table per enumeration: each code with its Chinese label and the tone of its tag. Columns, filters, detail
 * fields and the stand-in all read the same table, so a label or a colour is written once.
 */

/** Tag tones: the spec's success / warning / danger, plus processing (blue, in progress) and default (grey). */
export type TagTone = "success" | "warning" | "danger" | "processing" | "default";

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
