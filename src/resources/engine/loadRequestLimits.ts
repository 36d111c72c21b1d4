/**
 * Loads ./requestLimits.ts (the contract's request schemas, with valibot) once, for the forms with fields that fill
 * a call's request (./requestField.ts): no page carries it. A failed load is tried again by the next form.
 */
import { useEffect, useState } from "react";
import { moduleLoader } from "../../widgets/moduleLoader";
import type { FormFieldDecl } from "./types";

type RequestLimits = typeof import("./requestLimits");

const requestLimits = moduleLoader<RequestLimits>(() => import("./requestLimits"));

/**
 * Loads the module ahead of a form that needs it (ActionBar: with a dialog's code); resolves once it is here or its
 * load failed (the form then loads it again itself).
 */
export const requestLimitsTried = (): Promise<void> =>
  requestLimits.load().then(
    () => undefined,
    () => undefined,
  );

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
