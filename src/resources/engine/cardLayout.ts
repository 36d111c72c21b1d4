/**
 * What a list shows at phone width (CardList.tsx): one card per record, with its heading, its status tag and a few
 * lines, chosen from the list's columns by the list's `card` declaration or by the default rule below; the records
 * of a page whose record is split into several rows (an order's goods); and how many filters are set (the 筛选
 * button's count).
 */
import { isBlank } from "./format";
import type { FormValues } from "./searchState";
import type { CardDecl, ColumnDecl, FilterDecl } from "./types";

/** Lines of a card under the default rule. */
export const CARD_FIELDS = 3;

export interface CardLayout<D> {
  /** The card's heading: the record's link when the column is a link. */
  title: ColumnDecl<D>;
  /** Beside the heading (a status tag). */
  status?: ColumnDecl<D>;
  /** The card's lines, label (the column's title) and value. */
  fields: ColumnDecl<D>[];
}

const valueKind = <D>(column: ColumnDecl<D>, kind: "link" | "enum") =>
  typeof column.value === "object" && kind in column.value;

/** Value types too big for a card's line: thumbnails and the label list. */
const tooBig = <D>(column: ColumnDecl<D>) => column.value === "media" || column.value === "labels";

/** A column shown as plain text (no tag, widget or format of its own): what names a record best after a link. */
const plain = <D>(column: ColumnDecl<D>) => column.value === undefined || column.value === "text";

/**
 * The card of a list: what its `card` declares, each a column of the list (the lines in their declared order), and
 * by default the heading the first link column (else the first plain text column, else the first column), the
 * status the first enumeration column besides it, and the lines the first CARD_FIELDS other columns that are
 * neither thumbnails nor label lists, in the list's order. In a list whose record spans rows (`grouped`), the default
 * lines are the record's own columns (`merge`): the card shows the record's first row, whose other cells belong to
 * that row alone.
 */
export function cardLayout<D>(
  columns: readonly ColumnDecl<D>[],
  decl: CardDecl<D> = {},
  grouped = false,
): CardLayout<D> {
  const column = (field: string | undefined) => columns.find((c) => c.field === field);
  const title =
    column(decl.title) ?? columns.find((c) => valueKind(c, "link")) ?? columns.find(plain) ?? columns[0];
  const status = column(decl.status) ?? columns.find((c) => c !== title && valueKind(c, "enum"));
  const rest = (c: ColumnDecl<D> | undefined): c is ColumnDecl<D> => !!c && c !== title && c !== status;
  const fields = decl.fields
    ? decl.fields.map(column).filter(rest)
    : columns.filter((c) => rest(c) && !tooBig(c) && (!grouped || c.merge)).slice(0, CARD_FIELDS);
  return { title, status, fields };
}

/** The first row of each run of one group (a record split into rows is one card); every row without `group`. */
export function cardRows<D>(rows: readonly D[], group: ((row: D) => string) | undefined): D[] {
  if (!group) return [...rows];
  return rows.filter((row, i) => i === 0 || group(rows[i - 1]) !== group(row));
}

/** How many filters the search sets: a value given that is not the one the form starts with. */
export function setFilterCount(
  filters: readonly FilterDecl[],
  values: FormValues,
  initial: FormValues,
): number {
  return filters.filter(
    ({ field, when }) =>
      (!when || when(values)) &&
      !isBlank(values[field]) &&
      JSON.stringify(values[field]) !== JSON.stringify(initial[field]),
  ).length;
}
