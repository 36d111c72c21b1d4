/** Media gallery and preview (spec §1, §2, §5): kinds by extension, thumbnails, viewer, player, open or download. */
export {
  downloadName,
  extensionOf,
  kindByExtension,
  kindOfFile,
  MEDIA_EXTENSIONS,
  MEDIA_KIND_LABELS,
  mediaExtensionOf,
  type MediaFile,
  type MediaKind,
} from "./kinds";
export { fileUrl } from "./fileUrl";
export { fileUrlStore, useFileUrls, useResolvedFiles } from "./useFileUrls";
export { MediaGallery, type MediaGalleryProps } from "./MediaGallery";
export { openActionOf, useMediaPreview, type MediaPreviewController, type OpenAction } from "./MediaPreview";
export { MediaThumb, type MediaThumbProps } from "./MediaThumb";
export { openInNewTab, saveFile } from "./openFile";
export { LazyMediaGallery } from "./LazyMediaGallery";
