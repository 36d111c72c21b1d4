import { Empty } from "antd";
import { downloadName, kindOfFile, MEDIA_KIND_LABELS, type MediaFile } from "./kinds";
import { useMediaPreview } from "./MediaPreview";
import { MediaThumb } from "./MediaThumb";
import { useResolvedFiles } from "./useFileUrls";

export interface MediaGalleryProps {
  files: readonly MediaFile[];
  /** Thumbnail box, px (default 115 × 150, the preview box of spec §9). */
  width?: number;
  height?: number;
  /** Shown when there are no files (default 暂无文件). */
  emptyText?: string;
}

/**
 * A row of thumbnails (spec §1 "media gallery"). Clicking one opens it: images in the viewer (browsing the images of
 * the gallery), video and audio in a player, PDFs in a new tab, other documents are downloaded. The kind comes from
 * the extension (kinds.ts). A file with a filePath is loaded from the address the gateway signs for it
 * (useFileUrls.ts); one with only a url from that url.
 */
export function MediaGallery({
  files,
  width = 115,
  height = 150,
  emptyText = "暂无文件",
}: MediaGalleryProps) {
  const preview = useMediaPreview();
  const resolved = useResolvedFiles(files);
  if (resolved.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />;
  return (
    <div style={{ display: "flex", flexWrap: "wrap", gap: 8 }} data-testid="media-gallery">
      {resolved.map((file, index) => {
        const kind = kindOfFile(file);
        const name = downloadName(file);
        return (
          <button
            key={`${file.filePath ?? file.url}-${index}`}
            type="button"
            onClick={() => preview.open(resolved, index)}
            title={name}
            aria-label={`${kind ? MEDIA_KIND_LABELS[kind] : "文件"} ${name}`}
            data-kind={kind ?? "other"}
            style={{
              padding: 0,
              border: "1px solid #d9d9d9",
              borderRadius: 6,
              overflow: "hidden",
              cursor: "pointer",
              background: "#fff",
            }}
          >
            <MediaThumb file={file} width={width} height={height} />
          </button>
        );
      })}
      {preview.element}
    </div>
  );
}
