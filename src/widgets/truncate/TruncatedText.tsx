import { Tooltip } from "antd";
import { DEFAULT_TRUNCATE_LENGTH, isTruncated, truncate } from "./truncate";

export interface TruncatedTextProps {
  text: string | null | undefined;
  /** Characters kept (default 5). */
  length?: number;
  /** Shown when there is no text (default "-"). */
  empty?: string;
}

/** Text cut to `length` characters with "…", the full text in a tooltip when it was cut. */
export function TruncatedText({ text, length = DEFAULT_TRUNCATE_LENGTH, empty = "-" }: TruncatedTextProps) {
  if (!text) return <span>{empty}</span>;
  if (!isTruncated(text, length)) return <span>{text}</span>;
  return (
    <Tooltip title={text}>
      <span className="truncated-text">{truncate(text, length)}</span>
    </Tooltip>
  );
}
