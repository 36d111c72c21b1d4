import { Image, Modal } from "antd";
import { useCallback, useState, type ReactNode } from "react";
import { kindOfFile, mediaExtensionOf, type MediaFile } from "./kinds";
import { openInNewTab, saveFile } from "./openFile";

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

interface Opened {
  files: MediaFile[];
  index: number;
}

export interface MediaPreviewController {
  /** Opens `files[index]`: the viewer (browsing the images of `files`), the player, a new tab or a download. */
  open(files: readonly MediaFile[], index: number): void;
  /** Render it once, anywhere: the image viewer and the player dialog. */
  element: ReactNode;
}

/** The media preview of the gallery and the upload widget. */
export function useMediaPreview(): MediaPreviewController {
  const [opened, setOpened] = useState<Opened | null>(null);

  const open = useCallback((files: readonly MediaFile[], index: number) => {
    const file = files[index];
    if (!file) return;
    const action = openActionOf(file);
    if (action === "newTab") openInNewTab(file);
    else if (action === "download") saveFile(file);
    else setOpened({ files: [...files], index });
  }, []);

  const close = () => setOpened(null);
  const current = opened ? opened.files[opened.index] : null;
  const action = current ? openActionOf(current) : null;

  let element: ReactNode = null;
  if (opened && current && action === "viewer") {
    const images = opened.files.filter((file) => openActionOf(file) === "viewer");
    element = (
      <Image.PreviewGroup
        items={images.map((file) => ({ src: file.url, alt: file.name ?? "图片" }))}
        preview={{
          visible: true,
          current: Math.max(0, images.indexOf(current)),
          onVisibleChange: (visible) => {
            if (!visible) close();
          },
          onChange: (index) => setOpened({ files: opened.files, index: opened.files.indexOf(images[index]) }),
        }}
      />
    );
  } else if (current && action === "player") {
    const video = kindOfFile(current) === "video";
    element = (
      <Modal
        open
        title={current.name ?? (video ? "视频" : "音频")}
        footer={null}
        onCancel={close}
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
      </Modal>
    );
  }
  return { open, element };
}
