import { DeleteOutlined, DownloadOutlined, EyeOutlined } from "@ant-design/icons";
import { Button, Progress } from "antd";
import type { CSSProperties, ReactNode } from "react";
import { MediaThumb, type MediaFile } from "../media";

const BOX: CSSProperties = {
  position: "relative",
  border: "1px solid #d9d9d9",
  borderRadius: 6,
  overflow: "hidden",
  background: "#fff",
  flex: "none",
};

const BAR: CSSProperties = {
  position: "absolute",
  left: 0,
  right: 0,
  bottom: 0,
  display: "flex",
  justifyContent: "center",
  gap: 2,
  padding: "2px 0",
  background: "rgba(0, 0, 0, 0.45)",
};

const ACTION: CSSProperties = { color: "#fff" };

export interface DoneBoxProps {
  file: MediaFile;
  width: number;
  height: number;
  /** Hides the delete action. */
  readOnly: boolean;
  onPreview(): void;
  onDownload(): void;
  onDelete(): void;
}

/** An uploaded file in its preview box, with preview, download and delete. */
export function DoneBox({ file, width, height, readOnly, onPreview, onDownload, onDelete }: DoneBoxProps) {
  const action = (label: string, icon: ReactNode, onClick: () => void) => (
    <Button
      type="text"
      size="small"
      aria-label={label}
      title={label}
      icon={icon}
      style={ACTION}
      onClick={(event) => {
        event.stopPropagation();
        onClick();
      }}
    />
  );
  return (
    <div style={{ ...BOX, width, height }} data-testid="upload-file" data-name={file.name}>
      <MediaThumb file={file} width={width} height={height} />
      <div style={BAR}>
        {action("预览", <EyeOutlined />, onPreview)}
        {action("下载", <DownloadOutlined />, onDownload)}
        {!readOnly && action("删除", <DeleteOutlined />, onDelete)}
      </div>
    </div>
  );
}

export interface PendingBoxProps {
  name: string;
  /** 0–100. */
  percent: number;
  width: number;
  height: number;
  /** Local picture of an image being uploaded. */
  previewUrl?: string;
}

/** A file on its way up: its picture (or kind icon) and a progress bar. */
export function PendingBox({ name, percent, width, height, previewUrl }: PendingBoxProps) {
  return (
    <div style={{ ...BOX, width, height }} data-testid="upload-pending" data-name={name}>
      <div style={{ opacity: 0.5 }}>
        <MediaThumb file={{ url: "", name }} width={width} height={height} src={previewUrl} />
      </div>
      <div style={{ position: "absolute", left: 6, right: 6, bottom: 4 }}>
        <Progress percent={percent} size="small" showInfo={false} aria-label={`${name} 上传进度`} />
      </div>
    </div>
  );
}
