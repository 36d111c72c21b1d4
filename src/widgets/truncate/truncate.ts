/** Text truncation (spec §5): default length 5, an ellipsis appended when the text is longer. */

export const DEFAULT_TRUNCATE_LENGTH = 5;
export const ELLIPSIS = "…";

/** The first `length` characters (code points, so emoji are not split) and "…" when the text is longer. */
export function truncate(text: string | null | undefined, length: number = DEFAULT_TRUNCATE_LENGTH): string {
  if (!text) return "";
  const chars = Array.from(text);
  const max = Number.isInteger(length) && length > 0 ? length : DEFAULT_TRUNCATE_LENGTH;
  return chars.length > max ? chars.slice(0, max).join("") + ELLIPSIS : text;
}

/** True when truncate() would shorten the text. */
export function isTruncated(
  text: string | null | undefined,
  length: number = DEFAULT_TRUNCATE_LENGTH,
): boolean {
  return !!text && truncate(text, length) !== text;
}
