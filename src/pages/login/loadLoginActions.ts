let loading: Promise<typeof import("./loginActions")> | null = null;

/** Loads src/pages/login/loginActions.ts once (see there); a failed load is tried again on the next call. */
export function loadLoginActions(): Promise<typeof import("./loginActions")> {
  loading ??= import("./loginActions").catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
