/** A list's search: the filters of its search form, the options of their selects, and its status tabs. */
import type { ReactNode } from "react";
import type { Endpoint } from "../../api/endpoint";
import type { Enumeration } from "../../domain/enumeration";

/**
 * Options read from a call (a live catalogue such as the work order types), cached per endpoint and payload; the
 * select is empty until the call answers.
 */
export interface RemoteOptions<T = unknown, A extends readonly unknown[] = readonly unknown[]> {
  endpoint: Endpoint<unknown, T>;
  payload?: unknown;
  /** Further calls the options are made of (e.g. a second catalogue); their answers follow the first. */
  also?: { readonly [K in keyof A]: { endpoint: Endpoint<unknown, A[K]>; payload?: unknown } };
  /** The answers as options (typed by the endpoints when declared with `remoteOptions`). */
  toOptions(data: T, ...also: A): Enumeration<string | number>;
}

/** The options of a select: a table, or a call. */
export type OptionsSource = Enumeration<string | number> | RemoteOptions;

/** The request fields of a request type Q (any name when the request has no type). */
export type RequestField<Q> = [Extract<keyof Q, string>] extends [never] ? string : Extract<keyof Q, string>;

/**
 * A field of a search form over the request Q of the list's endpoint. `field` is the request field, unless
 * `toPayload` maps the value (then it is the form's own name); the widgets of several fields (a date range, an
 * address, a service type) name the form field freely and send their own request fields.
 */
export type FilterDecl<Q = unknown> =
  | Keyed<Q, { input: "text"; maxLength?: number }>
  | Keyed<Q, { input: "select"; options: OptionsSource; multiple?: boolean }>
  | Keyed<Q, { input: "merchant" }>
  | Keyed<Q, { input: "worker" }>
  | FilterBase<{ input: "serviceType"; field: string }>
  | FilterBase<{ input: "address"; level?: number; field: string }>
  /** A date range sent as two "YYYY-MM-DD HH:mm:ss" fields (default startTime / endTime), whole days. */
  | FilterBase<{ input: "dateRange"; to?: readonly [RequestField<Q>, RequestField<Q>]; field: string }>;

/** A filter whose field is a request field, or any name mapped by `toPayload`. */
type Keyed<Q, T> =
  | FilterBase<T & { field: RequestField<Q>; toPayload?: undefined }>
  | FilterBase<T & { field: string; toPayload: (value: unknown) => Record<string, unknown> }>;

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
  /**
   * The record statuses a tab holds, as the list's live events name them (`change.status`): the news banner counts
   * an event whose status moved from or to one of them. Undefined (or no function): not known, so an event's status
   * cannot tell (the banner says the list may have changed).
   */
  statuses?: (value: string | number) => readonly (string | number)[] | undefined;
  /**
   * What follows each tab's label (e.g. its count): a hook, called once for all the tabs, answering per tab value
   * (null for none).
   */
  useCounts?: () => (value: string | number) => ReactNode;
}
