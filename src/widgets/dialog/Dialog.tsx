import { Modal, type ModalProps } from "antd";

/** Default width of the console's dialogs (spec §9). The cashier is the exception at 399 px. */
export const DEFAULT_DIALOG_WIDTH = 600;

/**
 * The console's dialog: antd's Modal (role dialog, focus trap, Esc to close) with the spec's default width of
 * 600 px. Props are Modal's; pass `width` to override.
 */
export function Dialog({ width = DEFAULT_DIALOG_WIDTH, ...props }: ModalProps) {
  return <Modal width={width} {...props} />;
}
