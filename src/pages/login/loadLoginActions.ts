let loading: Promise<typeof import("./loginActions")> | null = null;

/** Loads src/pages/login/loginActions.ts once (see there). */
export function loadLoginActions(): Promise<typeof import("./loginActions")> {
  loading ??= import("./loginActions");
  return loading;
}
