/**
 * Toasts (antd `message`). Error toasts share one key, so a new error toast replaces the one on screen: at most one
 * error toast is visible at a time (spec §8). Under React 19 antd's static `message` renders only after
 * `@ant-design/v5-patch-for-react-19` has been imported (main.tsx does it first; so does src/test/setup.ts).
 */
import { message } from "antd";

export const ERROR_TOAST_KEY = "console-error-toast";
export const SUCCESS_TOAST_KEY = "console-success-toast";

/** Seconds an error toast stays. */
const ERROR_SECONDS = 3;
const SUCCESS_SECONDS = 2;

/** Shows an error toast, closing any earlier error toast. */
export function toastError(text: string): void {
  void message.open({ key: ERROR_TOAST_KEY, type: "error", content: text, duration: ERROR_SECONDS });
}

/** Shows a success toast (also one at a time). */
export function toastSuccess(text: string): void {
  void message.open({ key: SUCCESS_TOAST_KEY, type: "success", content: text, duration: SUCCESS_SECONDS });
}

/** Closes every toast (used on logout and by tests). */
export function closeToasts(): void {
  message.destroy();
}
