/**
 * Business codes answered by the console as a whole (issue 43, A1): a refusal that concerns the whole console rather
 * than the call, 200336003 (an agreement to accept first), is answered once, by the layout's agreement prompt
 * (src/layout/AgreementPrompt.tsx), whatever screen made the call: it shows no error toast of its own (./http.ts), and
 * the call still fails as usual.
 */
const codeHandlers = new Map<number, () => void>();

/** Registers what answers every business failure with `code` (null removes it), instead of its error toast. */
export function onBusinessCode(code: number, handler: (() => void) | null): void {
  if (handler) codeHandlers.set(code, handler);
  else codeHandlers.delete(code);
}

/** Whether failures with `code` are answered by a handler (then no toast). */
export function hasCodeHandler(code: number): boolean {
  return codeHandlers.has(code);
}

/** Runs the handler of an answered envelope's code, if any. */
export function runCodeHandler(code: number): void {
  codeHandlers.get(code)?.();
}
