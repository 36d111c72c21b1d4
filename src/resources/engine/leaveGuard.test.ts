import { afterEach, describe, expect, it, vi } from "vitest";
import {
  anyDirty,
  confirmLeave,
  formsAt,
  LEAVE_TEXT,
  lostOnRouteChange,
  setDirty,
  whenLeaving,
} from "./leaveGuard";

const EDIT = { pathname: "/worker/edit/worker", search: "?workerId=1" };
const LIST = { pathname: "/worker/index", search: "" };
const keys: symbol[] = [];

function dirtyForm(keptAlive: boolean, answer = true, location = EDIT) {
  const key = Symbol("form");
  keys.push(key);
  const ask = vi.fn(() => Promise.resolve(answer));
  setDirty(key, { location, keptAlive, ask });
  return { key, ask };
}

const unloadPrevented = () => {
  const event = new Event("beforeunload", { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

afterEach(() => {
  for (const key of keys.splice(0)) setDirty(key, null);
});

describe("unsaved-changes guard", () => {
  it("a route change loses a dirty form shown there unless a tab keeps it alive", () => {
    dirtyForm(false);
    expect(anyDirty(lostOnRouteChange(EDIT, LIST))).toBe(true);
    expect(anyDirty(lostOnRouteChange(EDIT, EDIT))).toBe(false);
    expect(anyDirty(lostOnRouteChange(LIST, EDIT))).toBe(false);
    for (const key of keys.splice(0)) setDirty(key, null);
    dirtyForm(true);
    expect(anyDirty(lostOnRouteChange(EDIT, LIST))).toBe(false);
  });

  it("asks once with the spec's words and proceeds on 离开, forgetting the forms asked about", async () => {
    const { ask } = dirtyForm(true, true);
    const proceed = vi.fn();
    whenLeaving(formsAt(EDIT), proceed);
    expect(proceed).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(proceed).toHaveBeenCalledTimes(1));
    expect(ask).toHaveBeenCalledWith(LEAVE_TEXT);
    expect(LEAVE_TEXT).toMatchObject({
      title: "离开此页面？",
      content: "您所做的更改将不会保存。",
      ok: "离开",
    });
    expect(anyDirty(formsAt(EDIT))).toBe(false);
  });

  it("stays on 取消 and keeps the form dirty; a form elsewhere is not asked about", async () => {
    dirtyForm(true, false);
    expect(await confirmLeave(formsAt(EDIT))).toBe(false);
    expect(anyDirty(formsAt(EDIT))).toBe(true);
    const proceed = vi.fn();
    whenLeaving(formsAt(LIST), proceed);
    expect(proceed).toHaveBeenCalledTimes(1);
  });

  it("shares one question between askers of the same moment", async () => {
    const { ask } = dirtyForm(true, true);
    const [a, b] = await Promise.all([confirmLeave(formsAt(EDIT)), confirmLeave(formsAt(EDIT))]);
    expect([a, b]).toEqual([true, true]);
    expect(ask).toHaveBeenCalledTimes(1);
  });

  it("lets the browser ask before unloading only while a form is dirty", () => {
    expect(unloadPrevented()).toBe(false);
    const { key } = dirtyForm(true);
    expect(unloadPrevented()).toBe(true);
    setDirty(key, null);
    expect(unloadPrevented()).toBe(false);
  });
});
