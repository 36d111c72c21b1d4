/**
 * The declarations the engine renders: a list screen, a show screen and the actions on their records. A resource
 * folder writes these as data (columns, filters, sections, actions), typed from the contract's endpoints; the
 * generic views (ListView, ShowView) turn them into pages on refine's hooks and antd's components.
 */
import type { ComponentType, ReactNode } from "react";
import type { Endpoint, Page } from "../../api/endpoint";
import type { Enumeration } from "../../domain/enumeration";
import type { UploadAppName, UploadKind } from "../../widgets/upload";

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
  | { link: (record: R) => string; button?: string }
  /** Escape hatch: a custom cell. */
  | { render: (value: unknown, record: R) => ReactNode };

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
  when?: (record: R) => boolean;
  /** Description span (show sections). */
  span?: number;
}

/**
 * Options read from a call (a live catalogue such as the work order types), cached per endpoint and payload; the
 * select is empty until the call answers.
 */
export interface RemoteOptions {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  endpoint: Endpoint<any, any>;
  payload?: unknown;
  /** Further calls the options are made of (e.g. a second catalogue); their answers follow the first. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  also?: readonly { endpoint: Endpoint<any, any>; payload?: unknown }[];
  toOptions: (data: unknown, ...also: unknown[]) => Enumeration<string | number>;
}

/** The options of a select: a table, or a call. */
export type OptionsSource = Enumeration<string | number> | RemoteOptions;

/** A field of a search form. `field` is the payload name (or the form name when `toPayload` maps it). */
export type FilterDecl =
  | FilterBase<{ input: "text"; maxLength?: number }>
  | FilterBase<{ input: "select"; options: OptionsSource; multiple?: boolean }>
  | FilterBase<{ input: "merchant" }>
  | FilterBase<{ input: "worker" }>
  | FilterBase<{ input: "serviceType" }>
  | FilterBase<{ input: "address"; level?: number }>
  /** A date range sent as two "YYYY-MM-DD HH:mm:ss" fields (default startTime / endTime), whole days. */
  | FilterBase<{ input: "dateRange"; to?: readonly [string, string] }>;

type FilterBase<T> = T & {
  field: string;
  label: string;
  placeholder?: string;
  /** The value the form starts with (and 重置 returns to). */
  initial?: unknown;
  /** Payload fields of the value; default `{[field]: value}`. */
  toPayload?: (value: unknown) => Record<string, unknown>;
  /** Shown only when this answers true for the form's current values. */
  when?: (values: Record<string, unknown>) => boolean;
};

/** Status tabs above a list: one tab per option plus 全部, setting `field` in the payload. */
export interface TabsDecl {
  field: string;
  options: Enumeration<string | number>;
  /** Label of the tab without a status (default 全部). */
  allLabel?: string;
  /** Payload fields of a tab (a tab may stand for several fields, e.g. a to-do rule); default `{[field]: value}`. */
  toPayload?: (value: string | number) => Record<string, unknown>;
  /** Shown after a tab's label (e.g. its count); may use hooks. */
  count?: ComponentType<{ value: string | number }>;
}

/** A field of an action's dialog form. */
export type FormFieldDecl = FormFieldBase &
  (
    | { input: "text"; maxLength?: number }
    | { input: "textarea"; maxLength?: number }
    | { input: "select"; options: OptionsSource; multiple?: boolean }
    /** On / off (a boolean). */
    | { input: "switch" }
    | { input: "radio"; options: Enumeration<string | number> }
    /** Several of the options (a list of their values). */
    | { input: "checkbox"; options: OptionsSource }
    /** The address picker (ids of the chosen levels, see AddressValue); `level` 1-4, default 3. */
    | { input: "address"; level?: number }
    | { input: "number"; min?: number; max?: number; toFixed?: number; suffix?: string }
    /** `appName` picks the upload's app, e.g. "worker-register" (its images are watermarked). */
    | { input: "upload"; kind?: UploadKind | UploadKind[]; limit?: number; appName?: UploadAppName }
    | { input: "worker" }
    | { input: "date"; futureOnly?: boolean }
    /** One of the eight two-hour visit slots. */
    | { input: "slot"; options: Enumeration<string> }
  );

interface FormFieldBase {
  name: string;
  label: string;
  required?: boolean;
  placeholder?: string;
  /** Extra antd rules (messages in Chinese). */
  validate?: (value: unknown, values: Record<string, unknown>) => string | null;
  /** Shown only when this answers true for the form's current values. */
  when?: (values: Record<string, unknown>) => boolean;
}

/** What an action works on: one record, or the selected rows of a list (batch; none for a toolbar action). */
export type ActionTarget<R> = { record: R; records?: undefined } | { record?: undefined; records: R[] };

/** One operation on a record. */
export interface ActionDecl<R = AnyRecord> {
  key: string;
  label: string;
  /** The btn code the account must hold. */
  button?: string;
  /** The command that must be among the record's allowed commands (see ListScreen.commands / ShowScreen.commands). */
  command?: string;
  /**
   * Where it appears: on each row, in the detail header, as a batch button over selected rows, or in a list's
   * toolbar (no record, e.g. 新增; `payload` gets `records: []`).
   */
  placement: readonly ("row" | "header" | "batch" | "toolbar")[];
  /** Extra condition on the record. */
  when?: (record: R) => boolean;
  danger?: boolean;
  /** A navigation, not a call. */
  link?: (record: R) => string;
  /** A confirmation before the call (no form). */
  confirm?: string | ((record: R) => string);
  /** A dialog form before the call. */
  form?: {
    title?: string | ((record: R | undefined) => string);
    width?: number;
    fields: readonly FormFieldDecl[];
    initial?: (record: R | undefined) => Record<string, unknown>;
    /**
     * Calls whose answers prefill the form (e.g. a setting's current value), asked each time the dialog opens; the
     * form shows once they answered. `toValues` gets the answers in order.
     */
    load?: {
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      calls: (record: R | undefined) => readonly { endpoint: Endpoint<any, any>; payload?: unknown }[];
      toValues: (answers: readonly unknown[]) => Record<string, unknown>;
    };
  };
  /** The call; a function to pick one by the record (e.g. its 天猫 variant) or by the form values. */
  endpoint?: Endpoint | ((record: R | undefined, values: Record<string, unknown>) => Endpoint);
  /** The request body from the record (or the selected records) and the form values. */
  payload?: (target: ActionTarget<R>, values: Record<string, unknown>) => unknown;
  /**
   * Queries to refresh after success besides the data queries (which always are): query key prefixes, e.g. a
   * layout badge kept under its own key.
   */
  refresh?: readonly (readonly unknown[])[];
  /** The success message (default 操作成功). */
  success?: string | ((result: unknown) => string);
  /** Escape hatch: a component that does the whole action (e.g. the hotline dialer). */
  component?: ComponentType<{ record: R; onClose: () => void }>;
}

/**
 * A list screen: one paginated endpoint of records R, its search form, tabs, and the rows D shown for them (D = R
 * unless `rows` turns a record into several rows) with their columns and actions.
 */
export interface ListScreen<R extends AnyRecord = AnyRecord, D extends AnyRecord = R> {
  /** The route path (also the refine resource). */
  path: string;
  // The request type is the screen's own business: any request, a page of R.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  endpoint: Endpoint<any, Page<R>>;
  rowKey: (row: D) => string;
  filters?: readonly FilterDecl[];
  /** Payload fields every request carries (e.g. the settlement statuses of a list). */
  fixed?: Record<string, unknown>;
  tabs?: TabsDecl | ((values: Record<string, unknown>) => TabsDecl);
  columns: readonly ColumnDecl<D>[];
  actions?: readonly ActionDecl<D>[];
  /** The commands a row allows (for actions with `command`); computed from the row, no call per row. */
  commands?: (row: D) => readonly string[];
  /** Rows shown for the records of a page (e.g. one row per goods item); default the records themselves. */
  rows?: (records: R[]) => D[];
  /** Rows with the same group share the cells of `merge` columns. */
  rowGroup?: (row: D) => string;
  /** How a row is named to a screen reader (its selection box: 选择 …); default its key. */
  rowLabel?: (row: D) => string;
  /** Above the table, right of the title (e.g. a count). */
  extra?: ComponentType;
  /**
   * Between the search form and the table, given the current search's request fields (no paging), e.g. summary
   * figures of what the list shows.
   */
  summary?: ComponentType<{ payload: Record<string, unknown> }>;
}

/** A section of a show page, fed by its own call. */
export interface SectionDecl<B extends AnyRecord = AnyRecord> {
  key: string;
  title: string;
  /** The call; a function of the base record to pick one (e.g. the 天猫 variant), null to leave the section out. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  from?: Endpoint<any, any> | ((base: B) => Endpoint<any, any> | null);
  /** The btn code the account must hold to see the section (its call names the same code). */
  button?: string;
  /** The request from the page key and the base record (default `{[keyName]: key}`). */
  payload?: (key: string, base: B) => unknown;
  when?: (base: B) => boolean;
  /** descriptions of `fields`; a table of `columns`; media of `media`; a timeline of `timeline`; or custom. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  fields?: readonly ColumnDecl<any>[];
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns?: readonly ColumnDecl<any>[];
  /** Rows of the table from the answer (default: the answer when it is an array). */
  rows?: (data: unknown, base: B) => AnyRecord[];
  media?: (data: unknown) => readonly string[];
  /** Timeline items; `media` are stored file paths shown as thumbnails opening the gallery. */
  timeline?: (
    data: unknown,
  ) => readonly { time: string; title: string; content?: string; media?: readonly string[] }[];
  component?: ComponentType<{ data: unknown; base: B; pageKey: string }>;
  /** Text when the call answers null or an empty list. */
  empty?: string;
  /** Actions in the section's header (e.g. 刷新客户号码). */
  actions?: readonly ActionDecl<B>[];
}

/** A show screen: a record named by a query parameter, its sections and its header actions. */
export interface ShowScreen<B extends AnyRecord = AnyRecord> {
  path: string;
  /** The query parameter naming the record, e.g. "orderNo". */
  keyName: string;
  /** The base record's call (refine useOne). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  base: Endpoint<any, B>;
  /** Page heading from the base record. */
  heading?: (base: B) => ReactNode;
  /** The commands the record allows, from the server. */
  commands?: {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    endpoint: Endpoint<any, readonly string[]>;
    payload?: (key: string, base: B) => unknown;
  };
  actions?: readonly ActionDecl<B>[];
  sections: readonly SectionDecl<B>[];
}
