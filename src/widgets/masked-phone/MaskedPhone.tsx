import { useState, type CSSProperties } from "react";
import { toastError, toastSuccess } from "../../providers/toast";
import { COPY_FAILURE_TEXT, COPY_SUCCESS_TEXT, copyText, isMaskedPhone, maskPhone } from "./phone";

/** The title of a number the server sent masked (a 天猫 customer's, a worker's in a selector). */
export const HIDDEN_PHONE_TITLE = "号码已隐藏";

export interface MaskedPhoneProps {
  /** The full number, e.g. "13800000001". */
  phone: string | null | undefined;
  /** Shown when there is no number (default "-"). */
  empty?: string;
  className?: string;
  style?: CSSProperties;
  /** Fires after a copy attempt with whether it worked. */
  onCopy?: (copied: boolean) => void;
}

/**
 * A masked phone number (138****0001): hovering (or focusing) shows the full number, clicking (or Enter) copies it
 * and shows 复制成功. The full number comes with the data where the screen may show it whole (an own order's
 * customer, a worker's own pages: docs/decisions.md "Customer mobile"); whatever renders a phone as text uses this
 * widget or `maskPhone` (exports, the worker selector). A number the server sent masked (a 天猫 customer's, issue 43
 * P1) is shown as it came, with nothing to reveal or copy.
 */
export function MaskedPhone({ phone, empty = "-", className, style, onCopy }: MaskedPhoneProps) {
  const [revealed, setRevealed] = useState(false);
  if (!phone) return <span className={className}>{empty}</span>;
  if (isMaskedPhone(phone))
    return (
      <span
        title={HIDDEN_PHONE_TITLE}
        className={["masked-phone", "masked-phone-hidden", className].filter(Boolean).join(" ")}
        style={{ fontVariantNumeric: "tabular-nums", ...style }}
      >
        {phone}
      </span>
    );
  const copy = async () => {
    const copied = await copyText(phone);
    if (copied) toastSuccess(COPY_SUCCESS_TEXT);
    else toastError(COPY_FAILURE_TEXT);
    onCopy?.(copied);
  };
  return (
    <span
      role="button"
      tabIndex={0}
      title="点击复制"
      className={["masked-phone", className].filter(Boolean).join(" ")}
      style={{ cursor: "pointer", fontVariantNumeric: "tabular-nums", ...style }}
      onMouseEnter={() => setRevealed(true)}
      onMouseLeave={() => setRevealed(false)}
      onFocus={() => setRevealed(true)}
      onBlur={() => setRevealed(false)}
      onClick={() => void copy()}
      onKeyDown={(event) => {
        if (event.key === "Enter" || event.key === " ") {
          event.preventDefault();
          void copy();
        }
      }}
    >
      {revealed ? phone : maskPhone(phone)}
    </span>
  );
}
