import { Modal, type ModalProps } from "antd";
import { type ReactNode, useEffect, useRef } from "react";

/** Default width of the console's dialogs (spec §9). The cashier is the exception at 399 px. */
export const DEFAULT_DIALOG_WIDTH = 600;

/**
 * The console's dialog: antd's Modal (role dialog, focus trap, Esc to close) with the spec's default width of
 * 600 px. Props are Modal's; pass `width` to override.
 *
 * Focus enters the dialog as it opens. antd moves it in only once the opening animation has ended, so Esc pressed
 * in the first 0.3 s reached the page instead and closed nothing. Closing gives focus back to what opened it at
 * once, also for a dialog removed as it closes (the console's action dialogs are), and only when focus is still in
 * the dialog: antd's own return, once the closing animation has ended, took focus from a dialog opened meanwhile.
 */
export function Dialog({ width = DEFAULT_DIALOG_WIDTH, modalRender, open, ...props }: ModalProps) {
  return (
    <Modal
      width={width}
      open={open}
      focusTriggerAfterClose={false}
      modalRender={(node) => <FocusInside open={open}>{modalRender ? modalRender(node) : node}</FocusInside>}
      {...props}
    />
  );
}

/** Rendered inside the dialog's panel (within rc-dialog's first focus sentinel and antd's `.ant-modal-render`). */
function FocusInside({ open, children }: { open: boolean | undefined; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const wrap = ref.current?.closest<HTMLElement>(".ant-modal-wrap");
    if (!open || !wrap) return;
    const before = document.activeElement;
    const trigger =
      before instanceof HTMLElement && before !== document.body && !wrap.contains(before) ? before : null;
    const focusIn = () => {
      // Never from inside the dialog: a field focused meanwhile (a click or a test's typing) keeps it.
      if (wrap.contains(document.activeElement)) return;
      const sentinel = wrap.querySelector<HTMLElement>('[role="dialog"] > [tabindex="0"]');
      (sentinel ?? wrap).focus({ preventScroll: true });
    };
    // rc-dialog's portal enters the document in a layout effect of its own; in tests (rc-util's effects are passive
    // there) only after this one.
    const timer = wrap.isConnected ? (focusIn(), undefined) : setTimeout(focusIn);
    return () => {
      clearTimeout(timer);
      // Focus still inside the dialog, or nowhere (the dialog has left the document), goes back to the trigger.
      const now = document.activeElement;
      const lost = !now || now === document.body || wrap.contains(now);
      if (lost && trigger?.isConnected) trigger.focus({ preventScroll: true });
    };
  }, [open]);
  return (
    <div ref={ref} className="dialog-focus">
      {children}
    </div>
  );
}
