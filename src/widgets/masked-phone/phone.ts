/** Phone display rules (spec §5): first 3 and last 4 digits kept, the middle hidden; click copies (复制成功). */

export const COPY_SUCCESS_TEXT = "复制成功";
export const COPY_FAILURE_TEXT = "复制失败，请手动复制";

/**
 * "13800000001" → "138****0001". An extension after a hyphen stays ("138****0001-123"). Numbers too short to hide
 * anything (fewer than 8 characters) are shown as they are; longer ones keep 3 and 4 and hide the rest.
 */
export function maskPhone(phone: string | null | undefined): string {
  if (!phone) return "";
  const [main, ...extension] = phone.split("-");
  const suffix = extension.length > 0 ? `-${extension.join("-")}` : "";
  if (main.length < 8) return phone;
  return `${main.slice(0, 3)}${"*".repeat(main.length - 7)}${main.slice(-4)}${suffix}`;
}

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
