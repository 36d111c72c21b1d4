/**
 * Toasts (antd `message`). A new error toast closes the error toast on screen: at most one error toast is visible at a
 * time (spec §8); success toasts behave the same among themselves. Under React 19 antd's static `message` renders
 * only after `@ant-design/v5-patch-for-react-19` has been imported (main.tsx does it first; src/test/setup.ts sets up
 * the same for tests).
 *
 * Each toast gets a key of its own, and the one it replaces is closed. Re-opening one fixed key does not work while
 * the notice under that key is in its leave animation: rc-notification then keeps the leaving notice, which either
 * takes the new text away with it or stays on screen for good (its timer has already run).
 */
import { message } from "antd";

/** Seconds an error toast stays. */
const ERROR_SECONDS = 3;
const SUCCESS_SECONDS = 2;

type Kind = "error" | "success";

let opened = 0;
/** The key of the toast of each kind on screen (or last opened). */
const current: Partial<Record<Kind, string>> = {};

function nextKey(kind: string): string {
  opened += 1;
  return `console-${kind}-toast-${opened}`;
}

function replace(kind: Kind, text: string, seconds: number): void {
  const previous = current[kind];
  if (previous) message.destroy(previous);
  const key = nextKey(kind);
  current[kind] = key;
  void message.open({ key, type: kind, content: text, duration: seconds });
}

/** Shows an error toast, closing any earlier error toast. */
export function toastError(text: string): void {
  replace("error", text, ERROR_SECONDS);
}

/** Shows a success toast (also one at a time). */
export function toastSuccess(text: string): void {
  replace("success", text, SUCCESS_SECONDS);
}

/** Shows a loading toast until the returned function is called. */
export function toastProgress(text: string): () => void {
  const key = nextKey("progress");
  void message.open({ key, type: "loading", content: text, duration: 0 });
  return () => message.destroy(key);
}

/** Closes every toast (used on logout and by tests). */
export function closeToasts(): void {
  message.destroy();
}
