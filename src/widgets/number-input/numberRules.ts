/**
 * Rules of the number input (spec §5): digits only, plus one dot when decimals are allowed; `toFixed` limits the
 * decimals (0: integers only); a value above `max` or below `min` is clamped to the bound and the error message
 * shows (the configured `warning` text or 输入数值不符合); `isEmpty` allows a blank value.
 *
 * Above `max` is clamped as the person types (typing more can only make it bigger); below `min` when the input is
 * left (typing "5" on the way to "50" must not be corrected early). A blank value without `isEmpty` is replaced by
 * the lower bound (min, or 0) when the input is left after an edit, with the message.
 */

export const DEFAULT_NUMBER_WARNING = "输入数值不符合";
export const DEFAULT_TO_FIXED = 2;

export interface NumberRules {
  /** Decimals allowed; 0 means integers only. */
  toFixed: number;
  min?: number;
  max?: number;
  /** A blank value is allowed. */
  isEmpty: boolean;
}

/** What a rule made of the text: the text to show and whether the message must show. */
export interface RuleResult {
  text: string;
  /** True when the value was corrected because it did not fit: the warning shows. */
  error: boolean;
}

function decimals(toFixed: number): number {
  return Number.isInteger(toFixed) && toFixed > 0 ? toFixed : 0;
}

/**
 * Keeps digits and, when decimals are allowed, the first dot; at most `toFixed` decimals; no superfluous leading
 * zeros ("007" → "7", ".5" → "0.5").
 */
export function sanitizeNumberText(raw: string, toFixed: number): string {
  const places = decimals(toFixed);
  let text = raw.replace(places > 0 ? /[^\d.]/g : /\D/g, "");
  if (places > 0) {
    const dot = text.indexOf(".");
    if (dot >= 0) {
      const whole = text.slice(0, dot);
      const fraction = text
        .slice(dot + 1)
        .replace(/\./g, "")
        .slice(0, places);
      text = `${whole === "" ? "0" : whole}.${fraction}`;
    }
  }
  return text.replace(/^0+(?=\d)/, "");
}

/** A bound written with at most `toFixed` decimals, rounded towards the inside of the range. */
export function boundText(bound: number, toFixed: number, side: "min" | "max"): string {
  const factor = 10 ** decimals(toFixed);
  const scaled = side === "max" ? Math.floor(bound * factor + 1e-9) : Math.ceil(bound * factor - 1e-9);
  return String(scaled / factor);
}

/** The value of a text, or null when blank. "12." is 12. */
export function parseNumberText(text: string): number | null {
  if (text === "" || text === ".") return null;
  const n = Number(text.endsWith(".") ? text.slice(0, -1) : text);
  return Number.isFinite(n) ? n : null;
}

/** While typing: sanitize, then clamp a value above max. */
export function applyInputRules(raw: string, rules: NumberRules): RuleResult {
  const text = sanitizeNumberText(raw, rules.toFixed);
  const value = parseNumberText(text);
  if (value !== null && rules.max !== undefined && value > rules.max) {
    return { text: boundText(rules.max, rules.toFixed, "max"), error: true };
  }
  return { text, error: false };
}

/**
 * When the input is left: a trailing dot goes, a value below min (or above max) is clamped; a blank value is
 * kept with isEmpty, otherwise replaced by the lower bound (only when `edited`; an untouched blank stays blank).
 */
export function applyBlurRules(text: string, rules: NumberRules, edited = true): RuleResult {
  const clean = sanitizeNumberText(text, rules.toFixed).replace(/\.$/, "");
  const value = parseNumberText(clean);
  if (value === null) {
    if (rules.isEmpty || !edited) return { text: "", error: false };
    const lower = rules.min !== undefined ? boundText(rules.min, rules.toFixed, "min") : "0";
    return { text: lower, error: true };
  }
  if (rules.min !== undefined && value < rules.min) {
    return { text: boundText(rules.min, rules.toFixed, "min"), error: true };
  }
  if (rules.max !== undefined && value > rules.max) {
    return { text: boundText(rules.max, rules.toFixed, "max"), error: true };
  }
  return { text: clean, error: false };
}

/** The message shown when a value is corrected. */
export function warningText(warning?: string | null): string {
  return warning && warning.trim() !== "" ? warning : DEFAULT_NUMBER_WARNING;
}
