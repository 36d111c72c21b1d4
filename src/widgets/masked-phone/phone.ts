/** Phone display rules (spec §5): first 3 and last 4 digits kept, the middle hidden; click copies (复制成功). */

export const COPY_SUCCESS_TEXT = "复制成功";
export const COPY_FAILURE_TEXT = "复制失败，请手动复制";

// The mask (first 3 and last 4 digits) is a rule the stand-in applies too: it lives in src/domain.
export { isMaskedPhone, maskPhone } from "../../domain/privacy";

/** Copies text: the async clipboard where allowed, else a hidden textarea and execCommand("copy"). */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Not allowed (insecure page, no permission): fall back below.
  }
  const area = document.createElement("textarea");
  area.value = text;
  area.setAttribute("readonly", "");
  area.style.position = "fixed";
  area.style.opacity = "0";
  document.body.appendChild(area);
  area.focus();
  area.select();
  try {
    return document.execCommand("copy");
  } catch {
    return false;
  } finally {
    area.remove();
  }
}
