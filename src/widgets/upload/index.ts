/** File upload (spec §2, §5, §8, §9): the widget, its rules and messages, the watermark. */
export { Upload, type UploadProps } from "./Upload";
export {
  checkBatch,
  checkPasted,
  DEFAULT_APP_NAME,
  DEFAULT_LIMIT,
  DEFAULT_MAX_SIZE_MB,
  DEFAULT_PREVIEW_HEIGHT,
  DEFAULT_PREVIEW_WIDTH,
  initError,
  isUploadAppName,
  kindLabel,
  UPLOAD_APP_NAMES,
  UPLOAD_KINDS,
  UPLOAD_MESSAGES,
  UPLOAD_TYPES,
  uploadKindOf,
  WATERMARK_TEXTS,
  watermarkTextFor,
  type UploadAppName,
  type UploadedFile,
  type UploadKind,
} from "../../domain/upload/rules";
export { UploadsInFlight, UploadsInFlightContext, useUploadsInFlight } from "./inFlight";
export { sendFile, type SendFileRequest } from "./sendFile";
export { addWatermark, watermarkLayout } from "./watermark";
