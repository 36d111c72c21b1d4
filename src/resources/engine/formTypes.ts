/**
 * The form screen (the engine's edit view) as a declaration: the record it edits (a load call), its fields (the
 * FormFieldDecl inputs the action dialogs use too), the save call and where to go after. FormView renders it, as a
 * whole route (`formPage`) or inside a page section; leaving it with unsaved changes asks first.
 */
import type { ComponentType } from "react";
import type { Endpoint } from "../../api/endpoint";
import type { FormFieldDecl } from "./types";

/** A form's values as antd holds them, by field name. */
export type FormValues = Record<string, unknown>;

/** The call that loads the record a form edits; its request is built from the page's query string. */
export interface FormLoad<L, Q = unknown> {
  endpoint: Endpoint<Q, L>;
  payload: (params: URLSearchParams) => Q;
  /**
   * Query parameters the call needs (e.g. "workerId"): when one is missing the form shows 缺少<label> instead of
   * calling. Keyed by the parameter, valued by what it names in Chinese.
   */
  requires?: Readonly<Record<string, string>>;
  /** The heading of the error state when the call fails (default 加载失败). */
  failed?: string;
}

/** The save call: its request from the values (dates already "YYYY-MM-DD", strings trimmed). */
export interface FormSave<L, S> {
  endpoint: Endpoint<S, unknown>;
  payload: (values: FormValues, loaded: L | undefined, params: URLSearchParams) => S;
  /** The success toast (default 保存成功). */
  success?: string | ((result: unknown) => string);
  /** Query keys to refresh besides the data queries (which always are), e.g. a layout badge. */
  refresh?: readonly (readonly unknown[])[];
}

/**
 * A form screen. L is the loaded record (the answer of `load`), S the save call's request.
 *
 * `fields` may depend on the loaded record (e.g. a field shown only for one kind of account); `initial` gives the
 * starting values (default none). After a successful save the form is clean again (no unsaved-changes prompt) and
 * the page goes where `after` says (nowhere when it answers undefined: an embedded form stays).
 */
export interface FormScreen<L = unknown, S = unknown, Q = unknown> {
  /** Page-unique prefix of the antd form name (made unique in the document by useFormName). */
  name: string;
  /** The card title; none = no card around the form (an embedded form under its section's own title). */
  title?: string | ((loaded: L | undefined) => string);
  /** The record the form edits; absent = a form that starts empty. */
  load?: FormLoad<L, Q>;
  fields: readonly FormFieldDecl[] | ((loaded: L | undefined) => readonly FormFieldDecl[]);
  initial?: (loaded: L | undefined, params: URLSearchParams) => FormValues;
  save: FormSave<L, S>;
  /** Where to go after saving (a console path with its query), or undefined to stay. */
  after?: (loaded: L | undefined, params: URLSearchParams, result: unknown) => string | undefined;
  /** Where 取消 goes; absent = no 取消 button. */
  cancel?: (loaded: L | undefined, params: URLSearchParams) => string;
  /** The submit button's text (default 保存). */
  submitLabel?: string;
  /** Label above the input (default) or beside it. */
  layout?: "vertical" | "horizontal";
  /** Widest the form grows, in px (default 640). */
  maxWidth?: number;
  /** Shown above the fields (e.g. a hint), given the loaded record. */
  extra?: ComponentType<{ loaded: L | undefined }>;
}
