import { uploadFile, type FileBucket } from "../../api/basicPublic";
import { call } from "../../providers/http";
import { uploadKindOf, watermarkTextFor, type UploadedFile } from "../../domain/upload/rules";
import { addWatermark } from "./watermark";

export interface SendFileRequest {
  file: File;
  appName: string;
  bucket: FileBucket;
  /** 0–100 as the body goes out. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/**
 * Uploads one file through the declared multipart endpoint (api.basicPublic.uploadFile): watermarks it first when
 * the app calls for it (platform-goods and worker-register images), reports progress, and resolves with the stored
 * file. Silent: the widget shows 上传失败，请重试 itself when it rejects.
 */
export async function sendFile({
  file,
  appName,
  bucket,
  onProgress,
  signal,
}: SendFileRequest): Promise<UploadedFile> {
  const watermark = watermarkTextFor(appName);
  const stamped = watermark !== null && uploadKindOf(file, ["image"]) !== null;
  const body = stamped ? await addWatermark(file, watermark) : file;
  const stored = await call(
    uploadFile,
    { file: body, appName, bucket, watermark: stamped },
    {
      silent: true,
      signal,
      // Uploads of a few MB take longer than the 10 s of an ordinary call.
      timeoutMs: 120_000,
      onUploadProgress: (event) => {
        const total = event.total ?? body.size;
        if (total > 0) onProgress?.(Math.min(100, Math.round((event.loaded / total) * 100)));
      },
    },
  );
  return { filePath: stored.filePath, fileType: stored.fileType, url: stored.url, name: file.name };
}
