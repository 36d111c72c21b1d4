/** How the engine reads and shows a record's values: the record, its field names, value types and columns. */
import type { ReactNode } from "react";
import type { Enumeration } from "../../domain/enumeration";

/** A record as the engine handles it: the server's JSON object. */
export type AnyRecord = object;

/** Field names of a record type (the engine also accepts dotted paths into nested objects). */
export type FieldOf<R> = [Extract<keyof R, string>] extends [never]
  ? string
  : Extract<keyof R, string> | `${Extract<keyof R, string>}.${string}`;

/** How a value is shown, in a table cell or a description. */
export type ValueType<R = AnyRecord> =
  | "text"
  | "number"
  /** Yuan with ¥ and two decimals. */
  | "money"
  | "datetime"
  | "date"
  /** The masked-phone widget: first 3 and last 4 digits, hover reveals, click copies. */
  | "maskedPhone"
  /** An array joined with the list separator (a comma). */
  | "list"
  /** Stored file paths (a string or an array) as media thumbnails opening the gallery. */
  | "media"
  /** Label items (labelName, labelIcon, …) as the label list: 2 visible, the rest in a tooltip. */
  | "labels"
  /** A code shown as its label in a status tag (label and tone from one enumeration table). */
  | { enum: Enumeration<string | number> }
  /** An array of codes or names as tags, toned by the table when it lists them. */
  | { tags: Enumeration<string | number> }
  /**
   * Plain text linking to a route of the console (e.g. the detail page); with `button`, a link only for accounts
   * holding that btn code (plain text for the others).
   */
  | { link(record: R): string; button?: string }
  /** Escape hatch: a custom cell; `text` is its text in an export (default the raw value). */
  | { render(value: unknown, record: R): ReactNode; text?(value: unknown, record: R): string };

// The callbacks on a record are written as methods: a declaration typed for its own record (a section's answer, a
// list's rows) then stands in a list of declarations of other records, which the engine feeds each its own data.

export interface ColumnDecl<R = AnyRecord> {
  field: FieldOf<R>;
  title: string;
  value?: ValueType<R>;
  width?: number;
  /** Long text is cut with an ellipsis and shown whole on hover. */
  ellipsis?: boolean;
  align?: "left" | "right" | "center";
  fixed?: "left" | "right";
  /** Rows of the same group (see ListScreen.rowGroup) share one cell for this column. */
  merge?: boolean;
  /** Shown only when this answers true for the record (show descriptions). */
  when?(record: R): boolean;
  /** Description span (show sections). */
  span?: number;
}
