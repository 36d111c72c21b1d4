/**
 * "Unsaved changes" protection: the forms with changes not yet saved, and the one question asked before leaving them
 * (离开此页面？ 您所做的更改将不会保存。 离开 / 取消).
 *
 * A dirty form registers here with the location it is shown at. Whatever would throw its typed text away asks
 * `confirmLeave` first: the router's history (a navigation that unmounts the form, see AppRouter), the tab strip
 * (closing or 刷新 a tab that holds the form), and the browser (reloading or closing it: `beforeunload`, whose dialog
 * is the browser's own). A form kept alive in a tab of the admin frame loses nothing when another route is shown (its
 * tab keeps it as typed), so a route change asks only for forms that are not kept alive (`KeptAliveContext`).
 *
 * A plain module (no React tree needed), so the frame's router and tab strip can ask it; the question is shown by the
 * form's own modal function (antd's App context), registered with the form.
 */
import { createContext } from "react";

/** A location as the guard compares them. */
export interface GuardedLocation {
  pathname: string;
  search: string;
}

interface DirtyForm {
  location: GuardedLocation;
  keptAlive: boolean;
  ask: (question: LeaveQuestion) => Promise<boolean>;
}

export const LEAVE_TEXT = {
  title: "离开此页面？",
  content: "您所做的更改将不会保存。",
  ok: "离开",
  cancel: "取消",
} as const;

export type LeaveQuestion = typeof LEAVE_TEXT;

/** True inside a page the admin frame keeps alive while its tab is hidden (KeepAliveOutlet provides it). */
export const KeptAliveContext = createContext(false);

const dirty = new Map<symbol, DirtyForm>();
let asking: Promise<boolean> | null = null;

const same = (a: GuardedLocation, b: GuardedLocation) => a.pathname === b.pathname && a.search === b.search;

function onBeforeUnload(event: BeforeUnloadEvent) {
  event.preventDefault();
  // Older browsers show their dialog only when returnValue is set.
  event.returnValue = "";
}

function syncUnloadListener() {
  if (typeof window === "undefined") return;
  window.removeEventListener("beforeunload", onBeforeUnload);
  if (dirty.size > 0) window.addEventListener("beforeunload", onBeforeUnload);
}

/** Marks a form dirty (or clean again); the key is the form's own. */
export function setDirty(key: symbol, form: DirtyForm | null): void {
  if (form) dirty.set(key, form);
  else dirty.delete(key);
  syncUnloadListener();
}

/** A dirty form as the askers select them. */
export type GuardedForm = Pick<DirtyForm, "location" | "keptAlive">;
export type FormFilter = (form: GuardedForm) => boolean;

/** The forms shown at `location`. */
export const formsAt =
  (location: GuardedLocation): FormFilter =>
  (form) =>
    same(form.location, location);

/** The forms a navigation from `from` to `to` unmounts: those shown at `from` and not kept alive in a tab. */
export function lostOnRouteChange(from: GuardedLocation, to: GuardedLocation): FormFilter {
  return (form) => !same(from, to) && !form.keptAlive && same(form.location, from);
}

const concerned = (which: FormFilter) => [...dirty.entries()].filter(([, form]) => which(form));

/** True when a dirty form is among `which`. */
export function anyDirty(which: FormFilter): boolean {
  return concerned(which).length > 0;
}

/**
 * Asks once whether to leave (true at once when no form among `which` is dirty); several askers at the same moment
 * share one question. Leaving forgets the dirty forms asked about (they are about to unmount, or to start over).
 */
export function confirmLeave(which: FormFilter): Promise<boolean> {
  const forms = concerned(which);
  if (forms.length === 0) return Promise.resolve(true);
  asking ??= forms[0][1].ask(LEAVE_TEXT).finally(() => {
    asking = null;
  });
  return asking.then((leave) => {
    if (leave) for (const [key] of forms) dirty.delete(key);
    syncUnloadListener();
    return leave;
  });
}

/**
 * Runs `proceed` once leaving is confirmed: at once (synchronously) when no form among `which` is dirty, else after
 * 离开 (nothing on 取消).
 */
export function whenLeaving(which: FormFilter, proceed: () => void): void {
  if (!anyDirty(which)) {
    proceed();
    return;
  }
  void confirmLeave(which).then((leave) => {
    if (leave) proceed();
  });
}
