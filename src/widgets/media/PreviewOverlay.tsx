/**
 * The media preview's overlays: the image viewer (antd's Image preview) and the player dialog. Loaded on the first
 * open (MediaPreview.tsx): the viewer's code is most of the gallery's and most visits never open a file (issue 30).
 */
import { Image } from "antd";
import { kindOfFile, type MediaFile } from "./kinds";
import { openActionOf } from "./openAction";
import { Dialog } from "../dialog";

export interface PreviewOverlayProps {
  files: MediaFile[];
  index: number;
  onIndex(index: number): void;
  onClose(): void;
}

export default function PreviewOverlay({ files, index, onIndex, onClose }: PreviewOverlayProps) {
  const current = files[index];
  if (!current) return null;
  const action = openActionOf(current);
  if (action === "viewer") {
    const images = files.filter((file) => openActionOf(file) === "viewer");
    return (
      <Image.PreviewGroup
        items={images.map((file) => ({ src: file.url, alt: file.name ?? "图片" }))}
        preview={{
          visible: true,
          current: Math.max(0, images.indexOf(current)),
          onVisibleChange: (visible) => {
            if (!visible) onClose();
          },
          onChange: (next) => onIndex(files.indexOf(images[next])),
        }}
      />
    );
  }
  if (action !== "player") return null;
  const video = kindOfFile(current) === "video";
  return (
    <Dialog
      open
      title={current.name ?? (video ? "视频" : "音频")}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
      width={video ? 720 : 480}
      centered
    >
      {video ? (
        <video
          src={current.url}
          controls
          autoPlay
          style={{ width: "100%", maxHeight: "70vh" }}
          data-testid="media-video"
        />
      ) : (
        <audio src={current.url} controls autoPlay style={{ width: "100%" }} data-testid="media-audio" />
      )}
    </Dialog>
  );
}
