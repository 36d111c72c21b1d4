import { downloadName, type MediaFile } from "./kinds";

/** Saves a file under its name (a same-origin link with `download`; the storage serves files unsigned). */
export function saveFile(file: MediaFile): void {
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
  window.open(file.url, "_blank", "noopener,noreferrer");
}
