import {
  CustomerServiceOutlined,
  FileImageOutlined,
  FileOutlined,
  FilePdfOutlined,
  FileWordOutlined,
  PlayCircleOutlined,
} from "@ant-design/icons";
import { Typography } from "antd";
import type { CSSProperties, ReactNode } from "react";
import { downloadName, kindOfFile, MEDIA_KIND_LABELS, mediaExtensionOf, type MediaFile } from "./kinds";

export interface MediaThumbProps {
  file: MediaFile;
  width: number;
  height: number;
  /** Image shown instead of the file's url (e.g. a local preview while uploading). */
  src?: string;
}

const ICON_STYLE: CSSProperties = { fontSize: 32 };

function kindIcon(file: MediaFile): ReactNode {
  const kind = kindOfFile(file);
  if (kind === "image") return <FileImageOutlined style={{ ...ICON_STYLE, color: "#bfbfbf" }} />;
  if (kind === "video") return <PlayCircleOutlined style={{ ...ICON_STYLE, color: "#1677ff" }} />;
  if (kind === "audio") return <CustomerServiceOutlined style={{ ...ICON_STYLE, color: "#722ed1" }} />;
  if (kind === "document") {
    return mediaExtensionOf(file) === "pdf" ? (
      <FilePdfOutlined style={{ ...ICON_STYLE, color: "#cf1322" }} />
    ) : (
      <FileWordOutlined style={{ ...ICON_STYLE, color: "#1677ff" }} />
    );
  }
  return <FileOutlined style={{ ...ICON_STYLE, color: "#8c8c8c" }} />;
}

/**
 * The face of a file in a width × height box: the picture for images, a kind icon and the name otherwise (and for an
 * image whose address is not known yet: url "").
 */
export function MediaThumb({ file, width, height, src }: MediaThumbProps) {
  const kind = kindOfFile(file);
  const name = downloadName(file);
  if (src || (kind === "image" && file.url)) {
    return (
      <img
        src={src ?? file.url}
        alt={name}
        style={{ width, height, objectFit: "cover", display: "block" }}
        draggable={false}
      />
    );
  }
  return (
    <div
      style={{
        width,
        height,
        display: "flex",
        flexDirection: "column",
        alignItems: "center",
        justifyContent: "center",
        gap: 6,
        padding: 6,
        background: "#fafafa",
      }}
      aria-label={kind ? `${MEDIA_KIND_LABELS[kind]} ${name}` : name}
    >
      {kindIcon(file)}
      <Typography.Text type="secondary" style={{ fontSize: 12, maxWidth: width - 12 }} ellipsis title={name}>
        {name}
      </Typography.Text>
    </div>
  );
}
