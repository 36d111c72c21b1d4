/**
 * Whether the page around the caller is the one shown, and what that means for its reads (issue 40 §2).
 *
 * A page kept alive in a hidden tab stays mounted (src/layout/tabs/KeepAliveOutlet.tsx renders each kept page in
 * `<PageShownContext.Provider value={shown}>`). Its reads are off while it is hidden: their `enabled` is the page's
 * gate, a function react-query asks whenever it decides, so a change (a live event, an own write elsewhere) only marks
 * them stale (invalidation with refetchType "active" skips inactive queries) and nothing is read in the background.
 * When the page is shown again, the gate opens and reads what was marked stale (or never read) meanwhile, and nothing
 * else: a page shown again untouched costs no call. Switching tabs renders nothing of the pages but what reads
 * `usePageShown` (a gate is no React state), and the reads stay observed, so their answers are kept however long the
 * page stays hidden (`subscribed: false` would detach them, and react-query drops unobserved answers after 5 minutes).
 */
import { QueryClientContext, type Query } from "@tanstack/react-query";
import { createContext, useContext, useLayoutEffect, useState, type ReactNode } from "react";

/** Whether one kept page is shown, for react-query (see the header). */
export class PageGate {
  #shown: boolean;

  constructor(shown: boolean) {
    this.#shown = shown;
  }

  /** react-query's `enabled` of the page's reads: one function per page, which also tells its reads apart. */
  readonly enabled = (): boolean => this.#shown;

  /** Sets whether the page is shown; answers true when it was hidden and is shown now. */
  show(shown: boolean): boolean {
    const revealed = shown && !this.#shown;
    this.#shown = shown;
    return revealed;
  }

  /** Whether the page reads `query`. */
  reads(query: Query): boolean {
    return query.observers.some((observer) => observer.options.enabled === this.enabled);
  }
}

/** What a shown page reads when it is shown again: what a change marked stale, or what it never read (hidden). */
export function readOnShow(query: Query): boolean {
  return (
    query.state.isInvalidated || (query.state.status === "pending" && query.state.fetchStatus === "idle")
  );
}

const ShownContext = createContext(true);
const GateContext = createContext<PageGate | null>(null);

function PageShownProvider({ value, children }: { value: boolean; children?: ReactNode }) {
  // The context, not useQueryClient: a page outside react-query (a test of a heading) has no client.
  const client = useContext(QueryClientContext);
  const [gate] = useState(() => new PageGate(value));
  useLayoutEffect(() => {
    if (!gate.show(value) || !client) return;
    void client.refetchQueries(
      { predicate: (query) => gate.reads(query) && readOnShow(query) },
      { cancelRefetch: false },
    );
  }, [client, gate, value]);
  return (
    <ShownContext.Provider value={value}>
      <GateContext.Provider value={gate}>{children}</GateContext.Provider>
    </ShownContext.Provider>
  );
}

/**
 * Where a kept page says whether it is shown: `<PageShownContext.Provider value={shown}>`. Its provider also opens
 * and closes the page's gate; read it with `usePageShown` (and the reads with `usePageGate`).
 */
export const PageShownContext = { Provider: PageShownProvider } as const;

/**
 * True when the caller's page is the one shown; true outside the kept pages (a full-page route, the frame, a page
 * without a tab). What belongs to the page on screen alone (the document title, focus) follows it.
 */
export function usePageShown(): boolean {
  return useContext(ShownContext);
}

/** The gate of the caller's kept page; null outside the kept pages (its reads are never held back). */
export function usePageGate(): PageGate | null {
  return useContext(GateContext);
}

/** `options` with the page rule: a read that is on is on while its page is shown (react-query asks the gate). */
export function withPage<O extends object>(
  gate: PageGate | null,
  options: O & { enabled?: boolean },
): O & { enabled: boolean | (() => boolean) } {
  const enabled = options.enabled ?? true;
  return { ...options, enabled: enabled && gate ? gate.enabled : enabled };
}
