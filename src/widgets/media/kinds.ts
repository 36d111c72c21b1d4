/**
 * File kinds by extension, exactly as spec §5 lists them. Used by the media gallery and preview (how a file opens)
 * and by the upload widget (which icon a non-image file shows).
 */

export type MediaKind = "image" | "video" | "audio" | "document";

/** Spec §5: images png, jpg, jpeg, bmp, gif, webp; video mp4, m2v, mkv, ogg, webm, mov; audio mp3, wav, wmv, amr,
 * mpeg, m4a; documents pdf, word, doc. Nothing else (docx, xlsx, ... are "other": offered for download only). */
export const MEDIA_EXTENSIONS: Readonly<Record<MediaKind, readonly string[]>> = {
  image: ["png", "jpg", "jpeg", "bmp", "gif", "webp"],
  video: ["mp4", "m2v", "mkv", "ogg", "webm", "mov"],
  audio: ["mp3", "wav", "wmv", "amr", "mpeg", "m4a"],
  document: ["pdf", "word", "doc"],
};

/** Chinese name of each kind (labels, alt texts). */
export const MEDIA_KIND_LABELS: Readonly<Record<MediaKind, string>> = {
  image: "图片",
  video: "视频",
  audio: "音频",
  document: "文档",
};

/**
 * The lower-case extension of a file name, path or URL ("a/b.PNG?x=1#y" → "png"); "" when there is none. A URL's
 * query and fragment are ignored.
 */
export function extensionOf(nameOrUrl: string): string {
  const clean = nameOrUrl.split(/[?#]/, 1)[0];
  const base = clean.slice(clean.lastIndexOf("/") + 1);
  const dot = base.lastIndexOf(".");
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : "";
}

/** The kind of a file by its extension, or null when §5 does not list the extension. */
export function kindByExtension(nameOrUrl: string): MediaKind | null {
  const extension = extensionOf(nameOrUrl);
  if (!extension) return null;
  for (const kind of Object.keys(MEDIA_EXTENSIONS) as MediaKind[]) {
    if (MEDIA_EXTENSIONS[kind].includes(extension)) return kind;
  }
  return null;
}

/** A file as the gallery and the preview know it. */
export interface MediaFile {
  /** Address the browser loads the file from. */
  url: string;
  /** Original file name (shown, and used for the kind and the download name). */
  name?: string;
  /** Storage path ("r/2026/…/x.png"); used for the kind when the name has no extension. */
  filePath?: string;
}

/**
 * The extension a media file is classified by: that of its name, else its storage path, else the `filePath` query
 * parameter or the path of its URL — the first that §5 lists; "" when none does.
 */
export function mediaExtensionOf(file: MediaFile): string {
  const candidates = [file.name, file.filePath, filePathParam(file.url), file.url];
  for (const candidate of candidates) {
    if (candidate && kindByExtension(candidate)) return extensionOf(candidate);
  }
  return "";
}

/** The kind of a media file (by mediaExtensionOf), or null when it has no §5 extension. */
export function kindOfFile(file: MediaFile): MediaKind | null {
  return kindByExtension(`x.${mediaExtensionOf(file)}`);
}

function filePathParam(url: string): string | undefined {
  const query = url.split("#", 1)[0].split("?")[1];
  if (!query) return undefined;
  return new URLSearchParams(query).get("filePath") ?? undefined;
}

/** The name to save a file under: its own name, else the last segment of its storage path or URL. */
export function downloadName(file: MediaFile): string {
  if (file.name) return file.name;
  const source = file.filePath ?? filePathParam(file.url) ?? file.url.split(/[?#]/, 1)[0];
  return source.slice(source.lastIndexOf("/") + 1) || "file";
}
