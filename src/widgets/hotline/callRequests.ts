/**
 * Requests to the console's one floating dialer: a screen that offers a call (联系客户, a worker's number) asks for it
 * here, and the dialer mounted by the admin layout opens with that number. This module is tiny and imports nothing,
 * so a screen pays for the dialer's code only when the layout loads it.
 */
export interface CallRequest {
  number: string;
  /** Grows with each request, so that asking twice for the same number opens the dialer twice. */
  seq: number;
  /** Which number this is, shown above the entry (e.g. 拨打隐私号 170****1234, 拨打客户号码 138****0001). */
  label?: string;
  /**
   * Called once when the call to `number` is placed (the call service accepted it), not when the user changed the
   * number first: 联系客户 records the call in the order track from here.
   */
  onPlaced?: (number: string) => void;
  /**
   * The seat to call from instead of one at random: a privacy number routes only calls from the seat it was bound
   * for (its A side, issue 43 P2). Held while the entry still has `number`.
   */
  seat?: string;
}

export type CallRequestOptions = Pick<CallRequest, "label" | "onPlaced" | "seat">;

let current: CallRequest | null = null;
const listeners = new Set<() => void>();

/** Opens the console's dialer with `number` in its entry (unless a call is under way). */
export function requestCall(number: string, options: CallRequestOptions = {}): void {
  current = { number, seq: (current?.seq ?? 0) + 1, ...options };
  for (const listener of listeners) listener();
}

export function subscribeCallRequests(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function currentCallRequest(): CallRequest | null {
  return current;
}
