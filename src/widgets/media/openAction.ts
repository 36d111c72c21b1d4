import { kindOfFile, mediaExtensionOf, type MediaFile } from "./kinds";

/** What opening a file does (spec §2/§5 "media preview"). */
export type OpenAction = "viewer" | "player" | "newTab" | "download";

/**
 * How a file opens: images in the image viewer, video and audio in a player dialog, PDFs in a new tab, other
 * documents (doc, word) and unknown kinds are downloaded.
 */
export function openActionOf(file: MediaFile): OpenAction {
  const kind = kindOfFile(file);
  if (kind === "image") return "viewer";
  if (kind === "video" || kind === "audio") return "player";
  if (kind === "document" && mediaExtensionOf(file) === "pdf") return "newTab";
  return "download";
}
