/**
 * How a typed value is shown, the same in a table cell and in a description. Formatting rules are pure functions
 * (format.ts); this module maps each value type onto the console's widgets.
 */
import { Space, Tag } from "antd";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { optionOf } from "../../domain/enumeration";
import { useMayDo } from "../../providers/usePermission";
import { LabelList, type LabelEntry } from "../../widgets/label-list";
import { MaskedPhone } from "../../widgets/masked-phone";
import { fileUrl } from "../../widgets/media/fileUrl";
import { LazyMediaGallery as MediaGallery } from "../../widgets/media/LazyMediaGallery";
import { StatusTag } from "../../widgets/status-tag";
import "./engine.css";
import { EMPTY, formatMoney, joinList, readField } from "./format";
import type { AnyRecord, ColumnDecl, ValueType } from "./types";

/** A code as its label in a tag of its tone (an unknown code shows itself). */
export function EnumTag({ table, value }: { table: Parameters<typeof optionOf>[0]; value: unknown }) {
  if (value === undefined || value === null || value === "") return <>{EMPTY}</>;
  const option = optionOf(table, value);
  const label = option?.label ?? String(value);
  return option?.tone ? <StatusTag type={option.tone}>{label}</StatusTag> : <Tag>{label}</Tag>;
}

/** A link shown as plain text when the account lacks its btn code (it follows a change of the accessGroup). */
function GatedLink({ button, to, text }: { button: string; to: string; text: string }) {
  return useMayDo(button) ? <Link to={to}>{text}</Link> : <>{text}</>;
}

/** Storage paths (loaded from their signed addresses, useFileUrls.ts) or addresses given as they are. */
function mediaFiles(value: unknown): { url: string; filePath?: string }[] {
  const paths = Array.isArray(value) ? value : typeof value === "string" && value ? [value] : [];
  return paths
    .filter((p): p is string => typeof p === "string" && p !== "")
    .map((p) => (/^(https?:|data:|\/)/.test(p) ? { url: p } : { url: fileUrl(p), filePath: p }));
}

/** The shown form of `raw` for a value type. */
export function renderValue<R extends AnyRecord>(
  type: ValueType<R> | undefined,
  raw: unknown,
  record: R,
): ReactNode {
  if (typeof type === "object") {
    if ("enum" in type) return <EnumTag table={type.enum} value={raw} />;
    if ("tags" in type) {
      const items = Array.isArray(raw) ? raw : [];
      if (items.length === 0) return EMPTY;
      return (
        <Space size={[4, 4]} wrap>
          {items.map((item) => (
            <EnumTag key={String(item)} table={type.tags} value={item} />
          ))}
        </Space>
      );
    }
    if ("link" in type) {
      const text = raw === undefined || raw === null || raw === "" ? EMPTY : String(raw);
      if (type.button) return <GatedLink button={type.button} to={type.link(record)} text={text} />;
      return <Link to={type.link(record)}>{text}</Link>;
    }
    return type.render(raw, record);
  }
  switch (type) {
    case "money":
      return formatMoney(raw);
    case "maskedPhone":
      return <MaskedPhone phone={typeof raw === "string" ? raw : raw == null ? null : String(raw)} />;
    case "list":
      return joinList(raw);
    case "labels":
      return <LabelList labels={Array.isArray(raw) ? (raw as LabelEntry[]) : []} />;
    case "media":
      return <MediaGallery files={mediaFiles(raw)} width={60} height={60} emptyText="暂无图片" />;
    default:
      if (raw === undefined || raw === null || raw === "") return EMPTY;
      if (Array.isArray(raw)) return joinList(raw);
      return String(raw);
  }
}

/** The cell of a column for a record. */
export function renderCell<R extends AnyRecord>(column: ColumnDecl<R>, record: R): ReactNode {
  const raw = readField(record, column.field);
  const shown = renderValue(column.value, raw, record);
  if (column.ellipsis && typeof shown === "string" && shown !== EMPTY) {
    // Cut by CSS, the whole text in the hover title: nothing is measured (antd's Typography ellipsis measured every
    // cell after rendering it, a forced layout each: over 100 ms for one page of the order list).
    return (
      <span className="engine-ellipsis" title={shown} style={{ maxWidth: column.width ?? 200 }}>
        {shown}
      </span>
    );
  }
  return shown;
}
