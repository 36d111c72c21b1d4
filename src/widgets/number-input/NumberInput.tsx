import { Input, type InputProps } from "antd";
import { useState } from "react";
import { toastError } from "../../providers/toast";
import {
  applyBlurRules,
  applyInputRules,
  DEFAULT_TO_FIXED,
  parseNumberText,
  warningText,
  type NumberRules,
} from "./numberRules";

export interface NumberInputProps extends Omit<InputProps, "value" | "defaultValue" | "onChange" | "type"> {
  /** The value (controlled; Form.Item sets it). null or undefined: blank. */
  value?: number | string | null;
  /** Fires with the number shown, or null when blank. */
  onChange?: (value: number | null) => void;
  /** Decimals allowed (default 2); 0 means integers only and no dot can be typed. */
  toFixed?: number;
  /** Lower bound: a smaller value is raised to it when the input is left, with the warning. */
  min?: number;
  /** Upper bound: a larger value is lowered to it as it is typed, with the warning. */
  max?: number;
  /** Message shown when a value is corrected (default 输入数值不符合), as the single error toast. */
  warning?: string;
  /** A blank value is allowed (default false: an edited blank becomes the lower bound). */
  isEmpty?: boolean;
}

function textOf(value: number | string | null | undefined): string {
  return value === null || value === undefined ? "" : String(value);
}

/**
 * Number input (spec §5): digits only, a dot when decimals are allowed, at most `toFixed` decimals, min/max clamped
 * with the warning toast, blank only with `isEmpty`. Other antd Input props pass through.
 */
export function NumberInput({
  value,
  onChange,
  toFixed = DEFAULT_TO_FIXED,
  min,
  max,
  warning,
  isEmpty = false,
  onBlur,
  onFocus,
  inputMode,
  ...rest
}: NumberInputProps) {
  const rules: NumberRules = { toFixed, min, max, isEmpty };
  const [text, setText] = useState(() => textOf(value));
  const [shownValue, setShownValue] = useState(value);
  const [edited, setEdited] = useState(false);

  // A new value from outside (a form reset, an echo) replaces the text unless it is what the text already says.
  if (value !== shownValue) {
    setShownValue(value);
    const outside = value === null || value === undefined || value === "" ? null : Number(value);
    if (outside !== parseNumberText(text)) setText(textOf(value));
  }

  const emit = (next: string) => {
    setText(next);
    const parsed = parseNumberText(next);
    if (parsed !== parseNumberText(text) || next === "") onChange?.(parsed);
  };

  return (
    <Input
      {...rest}
      inputMode={inputMode ?? (toFixed > 0 ? "decimal" : "numeric")}
      value={text}
      onFocus={(event) => {
        setEdited(false);
        onFocus?.(event);
      }}
      onChange={(event) => {
        const result = applyInputRules(event.target.value, rules);
        setEdited(true);
        if (result.error) toastError(warningText(warning));
        emit(result.text);
      }}
      onBlur={(event) => {
        const result = applyBlurRules(text, rules, edited);
        if (result.error) toastError(warningText(warning));
        if (result.text !== text) emit(result.text);
        onBlur?.(event);
      }}
    />
  );
}
