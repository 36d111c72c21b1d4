/**
 * The declarations the engine renders: a list screen, a show screen and their records' actions, written by a resource
 * folder as data typed from the contract's endpoints; the views (ListView, ShowView) render them with refine and antd.
 */
import type { ComponentType, ReactNode } from "react";
import type { Endpoint, Page } from "../../api/endpoint";
import type { ExportPage } from "../../api/types";
import type { Enumeration } from "../../domain/enumeration";
import type { LabelEntry } from "../../widgets/label-list";
import type { UploadAppName, UploadKind } from "../../widgets/upload";
import type { FilterDecl, OptionsSource, TabsDecl } from "./searchTypes";
import type { AnyRecord, ColumnDecl, FieldOf, ValueType } from "./valueTypes";

export type { AnyRecord, ColumnDecl, FieldOf, ValueType } from "./valueTypes";
export type { FilterDecl, OptionsSource, RemoteOptions, RequestField, TabsDecl } from "./searchTypes";

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
    | {
        input: "upload";
        kind?: UploadKind | UploadKind[];
        limit?: number;
        appName?: UploadAppName;
        maxSizeMb?: number;
        /** Thumbnail box size in px. */
        width?: number;
        height?: number;
      }
    | { input: "worker" }
    /**
     * `futureOnly`: today or later; "afterToday": later days only (a day sent as its 00:00:00 to a call that refuses a
     * moment already past, e.g. 挂起's 预计恢复时间).
     */
    | { input: "date"; futureOnly?: boolean | "afterToday" }
    /** One of the eight two-hour visit slots. */
    | { input: "slot"; options: Enumeration<string> }
    /** Rows to pick from a call: a table with a checkbox per row; the value is the picked rows' keys. */
    | { input: "pickRows"; rows: PickRowsSource }
    /** Read-only: the value shown as its type (e.g. the current mobile, masked). */
    | { input: "display"; value?: ValueType }
    /** Escape hatch: a widget of its own (e.g. an SMS code with its send button). */
    | { input: "custom"; component: ComponentType<FieldWidgetProps> }
  );

/** What Form.Item hands a field's widget. */
export interface FieldWidgetProps {
  value?: unknown;
  onChange?: (value: unknown) => void;
  id?: string;
}

/** The rows a `pickRows` field offers: a call answering a page or a list of records. */
export interface PickRowsSource {
  endpoint: Endpoint<unknown, unknown>;
  /** The request from the form's current values (e.g. a worker named by a hidden value). */
  payload: (values: Record<string, unknown>) => unknown;
  /** The field naming a row; the form holds the picked rows' values of it. */
  rowKey: string;
  columns: readonly ColumnDecl[];
  /** Text above the table. */
  hint?: string;
  /** Text of an empty answer. */
  empty?: string;
}

interface FormFieldBase {
  name: string;
  label: string;
  required?: boolean;
  placeholder?: string;
  /** The required message (default 请输入 / 请选择 / 请上传 and the label). */
  message?: string;
  /** Help text under the input. */
  extra?: string;
  /** Extra antd rules (messages in Chinese). */
  validate?: (value: unknown, values: Record<string, unknown>) => string | null;
  /** Shown only when this answers true for the form's current values. */
  when?: (values: Record<string, unknown>) => boolean;
  /** The call whose request field `name` this fills (`requestField`): its limits are that request schema's. */
  fills?: Endpoint;
  /** The request's value for this field's, where the payload converts it (area keys into areas): what is checked. */
  toRequest?: (value: unknown) => unknown;
}

/** What an action works on: one record, or the selected rows of a list (batch; none for a toolbar action). */
export type ActionTarget<R> = { record: R; records?: undefined } | { record?: undefined; records: R[] };

/** Calls whose answers A prefill a dialog form; `toValues` gets the answers in order. */
export interface DialogLoad<R, A extends readonly unknown[] = readonly unknown[]> {
  calls: (record: R | undefined) => {
    readonly [K in keyof A]: { endpoint: Endpoint<unknown, A[K]>; payload?: unknown };
  };
  toValues(answers: A): Record<string, unknown>;
}

/** One operation on a record. */
export interface ActionDecl<R = AnyRecord> {
  key: string;
  label: string;
  /**
   * The btn code the account must hold. Default: the endpoint's, when it is one declaration naming exactly one code
   * (see buttonOf in actions.ts); written here only where it differs or cannot be read from the endpoint (a link, a
   * dialog of its own, an endpoint picked per record or naming several codes).
   */
  button?: string;
  /** The command that must be among the record's allowed commands (see ListScreen.commands / ShowScreen.commands). */
  command?: string;
  /** Where the btn code and the command are one code: the account must hold it and the record must allow it. */
  code?: string;
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
     * form shows once they answered (see `loadFrom`).
     */
    load?: DialogLoad<R>;
  };
  /** The call; a function to pick one by the record (e.g. its 天猫 variant) or by the form values. */
  endpoint?: Endpoint | ((record: R | undefined, values: Record<string, unknown>) => Endpoint);
  /** The request body from the record (or the selected records) and the form values. */
  payload?: (target: ActionTarget<R>, values: Record<string, unknown>) => unknown;
  /**
   * Queries to refresh after success besides what the endpoint's write effect names (its record's reads, the lists,
   * the channel's counts): query key prefixes, e.g. a layout badge kept under its own key.
   */
  refresh?: readonly (readonly unknown[])[];
  /** The success message (default 操作成功). */
  success?: string | ((result: unknown) => string);
  /** Escape hatch: a component that does the whole action; with `loadedOnUse`, opened once its code is here. */
  component?: ComponentType<{ record: R; onClose: () => void }> & { load?: () => Promise<unknown> };
}

/**
 * A list screen: one paginated endpoint of records R, its search form, tabs, and the rows D shown for them (D = R
 * unless `rows` turns a record into several rows) with their columns and actions. Declared with `listScreen`, R
 * follows from the endpoint and the filters are keyed to its request.
 */
export interface ListScreen<R extends AnyRecord = AnyRecord, D extends AnyRecord = R> {
  /** Any request (`listScreen` keys the filters to it), a page of R. */
  endpoint: Endpoint<unknown, Page<R>>;
  // The records and the request follow from the endpoint, the rows from `rows` (else the records): the columns,
  // actions and row functions are checked against them, never inferred from them.
  rowKey: (row: NoInfer<D>) => string;
  filters?: readonly FilterDecl[];
  /** Payload fields every request carries (e.g. the settlement statuses of a list). */
  fixed?: Record<string, unknown>;
  tabs?: TabsDecl | ((values: Record<string, unknown>) => TabsDecl);
  columns: readonly ColumnDecl<NoInfer<D>>[];
  actions?: readonly ActionDecl<NoInfer<D>>[];
  /** The commands a row allows (for actions with `command`); computed from the row, no call per row. */
  commands?: (row: NoInfer<D>) => readonly string[];
  /** Rows shown for the records of a page (e.g. one row per goods item); default the records themselves. */
  rows?: (records: R[]) => D[];
  /** Rows with the same group share the cells of `merge` columns. */
  rowGroup?: (row: NoInfer<D>) => string;
  /** How a row is named to a screen reader (its selection box: 选择 …); default its key. */
  rowLabel?: (row: NoInfer<D>) => string;
  /** Above the table, right of the title (e.g. a count). */
  extra?: ComponentType;
  /**
   * Between the search form and the table, given the current search's request fields (no paging), e.g. summary
   * figures of what the list shows.
   */
  summary?: ComponentType<{ payload: Record<string, unknown> }>;
  /** 导出: a toolbar button paging the list's export call, with the current search, into an .xlsx (engine/export). */
  export?: ExportDecl<R>;
  /** What a record's card shows at phone width (CardList.tsx), where the default (cardLayout.ts) is not right. */
  card?: CardDecl<NoInfer<D>>;
}

/**
 * A list's card at phone width, by its columns' fields: the card's heading (a link column makes it the record's
 * link), its status tag and its few lines (label: the column's title). A field that is no column of the list is left
 * out; an empty `fields` shows none.
 */
export interface CardDecl<D = AnyRecord> {
  title?: FieldOf<D>;
  status?: FieldOf<D>;
  fields?: readonly FieldOf<D>[];
}

/** A list's export: its call, the file's name, and its columns (default the list's own). */
export interface ExportDecl<R extends AnyRecord = AnyRecord> {
  /**
   * The list's export call (src/api, issue 43): the list's search, paged by a cursor over the rows its first call
   * fixes. 导出 is offered to holders of its btn code (the declaration's `button`, written once there).
   */
  endpoint: Endpoint<unknown, ExportPage<R>>;
  /** The file's name without the extension; the date of the export is appended. */
  fileName: string;
  /**
   * One line per record over these columns; without them, the list's rows and columns as on screen. A list whose
   * `rows` splits a record (an order's goods) declares them, so the file has one line per record, as 共 N 条 counts.
   */
  columns?: readonly ColumnDecl<NoInfer<R>>[];
}

/** An item of a section's timeline; `media` are stored file paths shown as thumbnails opening the gallery. */
export interface TimelineItem {
  time: string;
  title: string;
  content?: string;
  media?: readonly string[];
}

/** A section's answer as its views get it: not null (an empty answer shows the section's `empty` text). */
type Answer<Res> = NoInfer<NonNullable<Res>>;

/** The rows of an answer that is a list (none otherwise). */
export type RowOf<Res> = NonNullable<Res> extends readonly (infer E)[] ? E : never;

/** What a custom section component gets: the section's answer, the base record and the page's key. */
export interface SectionProps<B, Res> {
  data: Res;
  base: B;
  pageKey: string;
}

/**
 * A section of a show page, fed by its own call (`from`, answering Res) or by the base record (no `from`: Res is
 * B). Declared with `section`, Res follows from the endpoint, and what the section shows of it is typed by it.
 */
export interface SectionDecl<B extends AnyRecord = AnyRecord, Res = unknown, Row = RowOf<Res>> {
  key: string;
  title: string;
  /** The call; a function of the base record to pick one (e.g. the 天猫 variant). */
  from?: Endpoint<unknown, Res> | ((base: B) => Endpoint<unknown, Res>);
  /** The btn code the account must hold to see the section (its call names the same code). */
  button?: string;
  /** The request from the page key and the base record (default `{[route.key]: key}`). */
  payload?: (key: string, base: B) => unknown;
  when?: (base: B) => boolean;
  /**
   * Descriptions of `fields`; a table of `columns`; media of `media`; a timeline of `timeline`; the label list of
   * `labels`; or custom. The answer's functions are methods: a section typed for its answer stands in the screen's
   * list of sections of other answers.
   */
  fields?: readonly ColumnDecl<Answer<Res>>[];
  columns?: readonly ColumnDecl<NoInfer<Row>>[];
  /** Rows of the table from the answer (default: the answer when it is an array). */
  rows?(data: Answer<Res>, base: B): Row[];
  media?(data: Answer<Res>): readonly string[];
  timeline?(data: Answer<Res>): readonly TimelineItem[];
  /** Label items (2 shown, the rest on hover), e.g. a worker's or a merchant's labels. */
  labels?(data: Answer<Res>): readonly LabelEntry[];
  component?(props: SectionProps<B, NoInfer<Res>>): ReactNode;
  /** Text when the call answers null or an empty list. */
  empty?: string;
  /** Actions in the section's header (e.g. 刷新客户号码). */
  actions?: readonly ActionDecl<B>[];
}

/** A section of a show page over the base record B, of whatever answer (as `section` returns it). */
export type ShowSection<B extends AnyRecord> = SectionDecl<B, unknown, unknown>;

/** A show screen: a record named by its route's `key` query parameter, its sections and its header actions. */
export interface ShowScreen<B extends AnyRecord = AnyRecord> {
  /** The base record's call (refine useOne). */
  base: Endpoint<unknown, B>;
  /** Page heading from the base record. */
  heading?: (base: B) => ReactNode;
  /** The commands the record allows, from the server. */
  commands?: {
    endpoint: Endpoint<unknown, readonly string[]>;
    payload?: (key: string, base: B) => unknown;
  };
  actions?: readonly ActionDecl<B>[];
  /** Sections of any answer (see `section`). */
  sections: readonly ShowSection<B>[];
}
