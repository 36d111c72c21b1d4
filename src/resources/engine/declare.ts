/**
 * Typed declarations: each helper returns its argument, inferring the data types from the endpoints it names, so a
 * section's fields, rows and component, a list's filters, a select's options and a dialog's prefill are checked
 * against the answers (and requests) of their calls instead of being read as `unknown`.
 */
import type { Endpoint, Page } from "../../api/endpoint";
import type {
  AnyRecord,
  DialogLoad,
  FilterDecl,
  ListScreen,
  RemoteOptions,
  RowOf,
  SectionDecl,
  ShowSection,
} from "./types";

/**
 * A show page's section: with `from`, its answer type is the endpoint's (`fields`, `rows`, `component`… read it);
 * without, the section shows the base record B.
 */
export function section<B extends AnyRecord, Res = B, Row = RowOf<Res>>(
  decl: SectionDecl<B, Res, Row>,
): ShowSection<B>;
// The engine feeds a section the answer of its own call: its declaration stands among sections of other answers.
export function section<B extends AnyRecord>(decl: ShowSection<B>): ShowSection<B> {
  return decl;
}

/** A list screen whose records R and request Q follow from its endpoint (filters are request fields). */
export function listScreen<R extends AnyRecord, D extends AnyRecord = R, Q = unknown>(
  screen: ListOf<R, D, Q>,
): ListScreen<R, D> {
  return screen;
}

/** A list screen over an endpoint of request Q: its filters name fields of Q. */
export type ListOf<R extends AnyRecord, D extends AnyRecord, Q> = Omit<
  ListScreen<R, D>,
  "endpoint" | "filters"
> & {
  endpoint: Endpoint<Q, Page<R>>;
  filters?: readonly FilterDecl<Q>[];
};

/** A select's options from calls, `toOptions` typed by their answers. */
export function remoteOptions<T, A extends readonly unknown[] = []>(
  options: RemoteOptions<T, A>,
): RemoteOptions {
  return options;
}

/** A dialog form prefilled from one call: `toValues` gets its answer. */
export function loadFrom<R, Res>(
  endpoint: Endpoint<unknown, Res>,
  payload: (record: R | undefined) => unknown,
  toValues: (answer: Res) => Record<string, unknown>,
): DialogLoad<R> {
  const load: DialogLoad<R, readonly [Res]> = {
    calls: (record) => [{ endpoint, payload: payload(record) }],
    toValues: ([answer]) => toValues(answer),
  };
  return load;
}
