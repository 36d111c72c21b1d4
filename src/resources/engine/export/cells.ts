/**
 * The export's rows: each column of a list as a column of the file, each record's value as the cell the file holds.
 * Pure rules (no React, no library): the file is built from these plain values in a worker (workbook.ts), so they
 * must survive a structured clone (strings, numbers, Dates, null).
 */
import { optionOf } from "../../../domain/enumeration";
import { maskPhone } from "../../../widgets/masked-phone/phone";
import { joinList, readField } from "../format";
import type { AnyRecord, ColumnDecl } from "../types";

/** How the file holds a column: text, a number, yuan (number, two decimals) or a date (with or without time). */
export type CellKind = "text" | "number" | "money" | "date" | "datetime";

export interface FileColumn {
  /** The column's title as on screen. */
  title: string;
  kind: CellKind;
}

export type FileCell = string | number | Date | null;

/** Text a spreadsheet would read as a formula (= + - @, or a tab / carriage return before one). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Text starting like a formula gets an apostrophe in front, so no spreadsheet runs it (OWASP "CSV injection"). */
export function neutralise(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** "YYYY-MM-DD[ HH:mm[:ss]]" as the same wall-clock time in the file (dates are written as UTC by the library). */
export function parseDate(value: unknown): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value !== "string") return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?/.exec(value.trim());
  if (!m) return null;
  const [, y, mo, d, h = "0", mi = "0", s = "0"] = m;
  const date = new Date(Date.UTC(+y, +mo - 1, +d, +h, +mi, +s));
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Yuan as a number rounded to cents; missing or not a number → empty. */
export function moneyValue(value: unknown): number | null {
  if (value === undefined || value === null || value === "") return null;
  const n = typeof value === "number" ? value : Number(value);
  return Number.isFinite(n) ? Math.round(n * 100) / 100 : null;
}

function kindOf<R extends AnyRecord>(column: ColumnDecl<R>): CellKind {
  switch (column.value) {
    case "money":
      return "money";
    case "number":
      return "number";
    case "date":
      return "date";
    case "datetime":
      return "datetime";
    default:
      return "text";
  }
}

/** The file's columns of a list's columns: their titles as on screen. */
export function fileColumns<R extends AnyRecord>(columns: readonly ColumnDecl<R>[]): FileColumn[] {
  return columns.map((column) => ({ title: column.title, kind: kindOf(column) }));
}

/** An array joined as on screen (the list separator), without the "-" of an empty list. */
function listText(items: readonly unknown[]): string {
  return items.some((item) => item !== undefined && item !== null && item !== "") ? joinList(items) : "";
}

function labelsText(raw: unknown): string {
  if (!Array.isArray(raw)) return "";
  return raw
    .map((item: unknown) =>
      typeof item === "object" && item !== null && "labelName" in item
        ? String(item.labelName)
        : String(item),
    )
    .join(",");
}

/** A value shown as text on screen, as text in the file (no "-" for a missing value: the cell stays empty). */
function textOf<R extends AnyRecord>(column: ColumnDecl<R>, raw: unknown, record: R): string {
  const type = column.value;
  if (typeof type === "object") {
    if ("enum" in type)
      return raw === undefined || raw === null || raw === ""
        ? ""
        : (optionOf(type.enum, raw)?.label ?? String(raw));
    if ("render" in type && type.text) return type.text(raw, record);
    if ("tags" in type)
      return (Array.isArray(raw) ? raw : [])
        .map((item: unknown) => optionOf(type.tags, item)?.label ?? String(item))
        .join(",");
  }
  if (raw === undefined || raw === null || raw === "") return "";
  switch (type) {
    case "maskedPhone":
      return maskPhone(String(raw));
    case "labels":
      return labelsText(raw);
    case "media":
      return "";
    default:
      return Array.isArray(raw) ? listText(raw) : String(raw);
  }
}

/** The cell of one column for one record. */
export function fileCell<R extends AnyRecord>(column: ColumnDecl<R>, record: R): FileCell {
  const raw = readField(record, column.field);
  switch (kindOf(column)) {
    case "money":
      return moneyValue(raw);
    case "number": {
      if (raw === undefined || raw === null || raw === "") return null;
      const n = Number(raw);
      return Number.isFinite(n) ? n : neutralise(String(raw));
    }
    case "date":
    case "datetime":
      return parseDate(raw) ?? (raw ? neutralise(String(raw)) : null);
    default: {
      const text = textOf(column, raw, record);
      return text === "" ? null : neutralise(text);
    }
  }
}

/** The file's lines of some records. */
export function fileRows<R extends AnyRecord>(
  columns: readonly ColumnDecl<R>[],
  records: readonly R[],
): FileCell[][] {
  return records.map((record) => columns.map((column) => fileCell(column, record)));
}
