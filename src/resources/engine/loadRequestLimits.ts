/**
 * Loads ./requestLimits.ts (the contract's request schemas, with valibot) once, for the forms with fields that fill
 * a call's request (./requestField.ts): no page carries it. A failed load is tried again by the next form.
 */
import { useEffect, useState } from "react";
import { moduleLoader, preloadOf } from "../../widgets/moduleLoader";
import type { FormFieldDecl } from "./types";

type RequestLimits = typeof import("./requestLimits");

const requestLimits = moduleLoader<RequestLimits>(() => import("./requestLimits"));

/** Starts the load ahead of a form that needs it (ActionBar: the pointer on a dialog's action). */
export const preloadRequestLimits = preloadOf(requestLimits);

/**
 * For a form's fields: "none" when no field fills a request, else the module once it is here (undefined until then:
 * the form waits for it rather than show its fields without their limits).
 */
export function useRequestLimits(fields: readonly FormFieldDecl[]): RequestLimits | "none" | undefined {
  const needed = fields.some((field) => field.fills !== undefined);
  const [limits, setLimits] = useState(requestLimits.loaded);
  useEffect(() => {
    if (!needed || limits) return;
    let current = true;
    requestLimits.load().then(
      (module) => current && setLimits(module),
      () => undefined, // a failed chunk: this form stays waiting; the next one that needs it loads it again
    );
    return () => {
      current = false;
    };
  }, [needed, limits]);
  return needed ? limits : "none";
}
