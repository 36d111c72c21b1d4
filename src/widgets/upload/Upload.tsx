import { PlusOutlined } from "@ant-design/icons";
import { Upload as AntUpload, Typography } from "antd";
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ClipboardEvent } from "react";
import type { FileBucket } from "../../api/basicPublic";
import { toastError } from "../../providers/toast";
import { saveFile, useMediaPreview, useResolvedFiles, type MediaFile } from "../media";
import { DoneBox, PendingBox } from "./FileBox";
import {
  acceptAttribute,
  checkBatch,
  checkPasted,
  DEFAULT_APP_NAME,
  DEFAULT_LIMIT,
  DEFAULT_MAX_SIZE_MB,
  DEFAULT_PREVIEW_HEIGHT,
  DEFAULT_PREVIEW_WIDTH,
  initError,
  normalizeKinds,
  UPLOAD_MESSAGES,
  UPLOAD_TYPES,
  uploadKindOf,
  type UploadedFile,
  type UploadKind,
} from "../../domain/upload/rules";
import { useUploadsTracker } from "./inFlight";
import { sendFile } from "./sendFile";

export interface UploadProps {
  /**
   * The uploaded files (controlled; a Form.Item child gets it from the form). Must be an array — undefined means
   * none; anything else shows 初始化失败 类型错误 and disables the widget.
   */
  value?: UploadedFile[];
  /** Called with the whole list after each finished upload and each delete. */
  onChange?: (files: UploadedFile[]) => void;
  /** The calling app, one of UPLOAD_APP_NAMES (default provider-console); another name is an init error. */
  appName?: string;
  /** What it accepts (default "image"); several kinds accept any of them (the message then says 上传文件格式错误). */
  kind?: UploadKind | UploadKind[];
  /** Most files in all (default 5). */
  limit?: number;
  /** Largest file in MB (default 10; the storage refuses more than 10). */
  maxSizeMb?: number;
  /** Preview box in px (default 115 × 150). */
  width?: number;
  height?: number;
  /** Storage bucket: "" (default), "r/" or "t/" (see mocks/files/files.ts). */
  bucket?: FileBucket;
  disabled?: boolean;
  /** Hides the hint line under the boxes. */
  hideHint?: boolean;
  /** Set by Form.Item; lands on the focusable area. */
  id?: string;
}

interface Pending {
  uid: string;
  name: string;
  percent: number;
  previewUrl?: string;
}

let uidCounter = 0;

/**
 * File upload (spec §2 "Upload with preview box", §5, §8, §9). Files are checked (type, size, count) before they go
 * up through api.basicPublic.uploadFile, one progress bar each; images for platform-goods and worker-register get
 * their watermark first. Images can be pasted into the focused widget. Each uploaded file shows in a preview box
 * with preview, download and delete. Every refusal uses the single error toast with the §8 wording.
 */
export function Upload({
  value,
  onChange,
  appName = DEFAULT_APP_NAME,
  kind = "image",
  limit = DEFAULT_LIMIT,
  maxSizeMb = DEFAULT_MAX_SIZE_MB,
  width = DEFAULT_PREVIEW_WIDTH,
  height = DEFAULT_PREVIEW_HEIGHT,
  bucket = "",
  disabled = false,
  hideHint = false,
  id,
}: UploadProps) {
  const kinds = useMemo(() => normalizeKinds(kind), [kind]);
  const problem = initError(appName, value);
  const off = disabled || problem !== null;
  const [inner, setInner] = useState<UploadedFile[]>([]);
  const files: UploadedFile[] = problem ? [] : value !== undefined ? value : inner;
  const [pending, setPending] = useState<Pending[]>([]);
  const preview = useMediaPreview();
  const inFlight = useUploadsTracker();

  // The latest list, so that uploads finishing close together each add to what the one before produced.
  const latest = useRef(files);
  useLayoutEffect(() => {
    latest.current = files;
  });
  const uploads = useRef(new Set<AbortController>());
  useEffect(() => {
    const running = uploads.current;
    return () => running.forEach((controller) => controller.abort());
  }, []);

  const commit = (next: UploadedFile[]) => {
    latest.current = next;
    setInner(next);
    onChange?.(next);
  };

  const start = async (file: File) => {
    const uid = `upload-${++uidCounter}`;
    const previewUrl = uploadKindOf(file, ["image"]) ? URL.createObjectURL(file) : undefined;
    const controller = new AbortController();
    uploads.current.add(controller);
    setPending((list) => [...list, { uid, name: file.name, percent: 0, previewUrl }]);
    const progress = (percent: number) =>
      setPending((list) => list.map((item) => (item.uid === uid ? { ...item, percent } : item)));
    try {
      const done = await sendFile({ file, appName, bucket, onProgress: progress, signal: controller.signal });
      commit([...latest.current, done]);
    } catch {
      if (!controller.signal.aborted) toastError(UPLOAD_MESSAGES.failed);
    } finally {
      uploads.current.delete(controller);
      setPending((list) => list.filter((item) => item.uid !== uid));
      if (previewUrl) URL.revokeObjectURL(previewUrl);
    }
  };

  const take = (chosen: File[], source: "pick" | "paste") => {
    if (off) return;
    const rules = { kinds, existing: latest.current.length + pending.length, limit, maxSizeMb };
    const verdict = source === "paste" ? checkPasted(chosen, rules) : checkBatch(chosen, rules);
    verdict.errors.forEach((error) => toastError(error));
    verdict.accepted.forEach((file) => {
      const upload = start(file);
      inFlight?.track(upload);
    });
  };

  const onPaste = (event: ClipboardEvent<HTMLDivElement>) => {
    if (off) return;
    const data = event.clipboardData;
    const pasted = Array.from(data.files);
    if (pasted.length === 0) {
      for (const item of Array.from(data.items)) {
        const file = item.kind === "file" ? item.getAsFile() : null;
        if (file) pasted.push(file);
      }
    }
    event.preventDefault();
    take(pasted, "paste");
  };

  // Shown from the address the gateway signs for each stored file (the upload answer's url, kept in a form value or a
  // draft, may have expired by now).
  const media: MediaFile[] = useResolvedFiles(
    files.map((file) => ({ url: file.url, name: file.name, filePath: file.filePath })),
  );
  const full = files.length + pending.length >= limit;
  const hint = [
    `支持 ${kinds.flatMap((k) => UPLOAD_TYPES[k].extensions).join("/")}`,
    `单个文件不超过 ${maxSizeMb}MB`,
    `最多 ${limit} 个`,
    kinds.includes("image") ? "可粘贴图片上传" : null,
  ].filter((item): item is string => Boolean(item));

  return (
    <div
      id={id}
      tabIndex={off ? -1 : 0}
      onPaste={onPaste}
      role="group"
      aria-label="文件上传"
      aria-disabled={off}
      data-testid="upload"
      style={{ display: "inline-block", maxWidth: "100%", outlineOffset: 2 }}
    >
      {problem && (
        <Typography.Text type="danger" role="alert" style={{ display: "block", marginBottom: 8 }}>
          {problem}
        </Typography.Text>
      )}
      <div style={{ display: "flex", flexWrap: "wrap", gap: 8 }}>
        {media.map((file, index) => (
          <DoneBox
            key={`${file.filePath ?? file.url}-${index}`}
            file={file}
            width={width}
            height={height}
            readOnly={off}
            onPreview={() => preview.open(media, index)}
            onDownload={() => saveFile(file)}
            onDelete={() => commit(latest.current.filter((_, i) => i !== index))}
          />
        ))}
        {pending.map((item) => (
          <PendingBox key={item.uid} {...item} width={width} height={height} />
        ))}
        {(!full || off) && (
          <AntUpload
            accept={acceptAttribute(kinds)}
            multiple={limit > 1}
            disabled={off}
            showUploadList={false}
            beforeUpload={(file, batch) => {
              // Called once per file with the whole batch: check and start the batch on its first file.
              if (file === batch[0]) take(batch, "pick");
              return AntUpload.LIST_IGNORE;
            }}
          >
            <div
              style={{
                width,
                height,
                border: "1px dashed #d9d9d9",
                borderRadius: 6,
                display: "flex",
                flexDirection: "column",
                alignItems: "center",
                justifyContent: "center",
                gap: 6,
                color: off ? "#bfbfbf" : "#595959",
                background: off ? "#f5f5f5" : "#fafafa",
                cursor: off ? "not-allowed" : "pointer",
              }}
            >
              <PlusOutlined />
              <span>上传</span>
            </div>
          </AntUpload>
        )}
      </div>
      {!hideHint && (
        // One constraint per item, spaced apart: a sentence of them would need a separator the spec does not give
        // (its list separator is the comma of values).
        <Typography.Text
          type="secondary"
          style={{ display: "flex", flexWrap: "wrap", columnGap: 12, marginTop: 4, fontSize: 12 }}
        >
          {hint.map((item) => (
            <span key={item}>{item}</span>
          ))}
        </Typography.Text>
      )}
      {preview.element}
    </div>
  );
}
