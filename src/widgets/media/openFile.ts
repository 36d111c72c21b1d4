import { downloadName, type MediaFile } from "./kinds";

/**
 * Saves a file under its name (a same-origin link with `download`: its url is the address the gateway signed, see
 * useFileUrls.ts). Nothing happens while the address is not known yet (url "").
 */
export function saveFile(file: MediaFile): void {
  if (!file.url) return;
  const link = document.createElement("a");
  link.href = file.url;
  link.download = downloadName(file);
  link.rel = "noopener";
  document.body.appendChild(link);
  link.click();
  link.remove();
}

/** Opens a file in a new tab (PDFs: the browser's own viewer). */
export function openInNewTab(file: MediaFile): void {
  if (!file.url) return;
  window.open(file.url, "_blank", "noopener,noreferrer");
}
