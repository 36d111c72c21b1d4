/**
 * The .xlsx file (Office Open XML, one sheet) of an export's columns and lines, zipped synchronously by fflate: it
 * runs in the export's worker, off the main thread. Not write-excel-file: its zipping hands files over 160 KB to
 * fflate's asynchronous mode, which starts workers from blob: addresses, and the console's Content-Security-Policy
 * (`script-src 'self'`) refuses those, so a 10,000-row export never finished. Cells: text as inline strings, numbers,
 * yuan in format 0.00, dates as serial days in a date format; a bold header row of the titles.
 */
import { strToU8, zipSync } from "fflate";
import type { CellKind, FileCell, FileColumn } from "./cells";

export const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

const MAIN = "http://schemas.openxmlformats.org/spreadsheetml/2006/main";
const REL = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";
const PKG_REL = "http://schemas.openxmlformats.org/package/2006/relationships";
const HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

/** Cell styles (cellXfs indexes below): the header, yuan, a date-time, a date. */
const STYLE = { header: 1, money: 2, datetime: 3, date: 4 } as const;

const STYLES = `${HEAD}<styleSheet xmlns="${MAIN}">
<numFmts count="2"><numFmt numFmtId="164" formatCode="yyyy-mm-dd hh:mm:ss"/><numFmt numFmtId="165" formatCode="yyyy-mm-dd"/></numFmts>
<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts>
<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>
<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>
<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>
<cellXfs count="5"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/><xf numFmtId="2" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="165" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs>
</styleSheet>`;

/** Text safe inside an XML element or attribute (characters XML 1.0 cannot hold are dropped). */
export function xmlText(text: string): string {
  return text
    .replace(/[^\t\n\r\u0020-\uFFFD]/g, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");
}

/** "A", "B", …, "Z", "AA", … for a 0-based column index. */
export function columnName(index: number): string {
  let name = "";
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

/** Excel's serial day of a date (1900 system; the time as the fraction of the day). */
export function serialDay(date: Date): number {
  return date.getTime() / 86_400_000 + 25_569;
}

function textCell(ref: string, text: string, style = 0): string {
  const s = style ? ` s="${style}"` : "";
  return `<c r="${ref}"${s} t="inlineStr"><is><t xml:space="preserve">${xmlText(text)}</t></is></c>`;
}

function cell(ref: string, kind: CellKind, value: FileCell): string {
  if (value === null) return "";
  if (value instanceof Date) {
    return `<c r="${ref}" s="${kind === "date" ? STYLE.date : STYLE.datetime}"><v>${serialDay(value)}</v></c>`;
  }
  if (typeof value === "number") {
    return `<c r="${ref}"${kind === "money" ? ` s="${STYLE.money}"` : ""}><v>${value}</v></c>`;
  }
  return textCell(ref, value);
}

/** Sheet names: at most 31 characters, none of : \ / ? * [ ]. */
export function sheetName(name: string): string {
  return name.replace(/[:\\/?*[\]]/g, " ").slice(0, 31) || "Sheet1";
}

function sheetXml(columns: readonly FileColumn[], lines: readonly FileCell[][]): string {
  const names = columns.map((_, i) => columnName(i));
  const widths = columns
    .map((column, i) => {
      const width = column.kind === "datetime" ? 20 : Math.max(12, column.title.length * 2 + 2);
      return `<col min="${i + 1}" max="${i + 1}" width="${width}" customWidth="1"/>`;
    })
    .join("");
  const rows: string[] = [
    `<row r="1">${columns.map((column, i) => textCell(`${names[i]}1`, column.title, STYLE.header)).join("")}</row>`,
  ];
  lines.forEach((line, index) => {
    const r = index + 2;
    rows.push(
      `<row r="${r}">${columns.map((column, i) => cell(`${names[i]}${r}`, column.kind, line[i] ?? null)).join("")}</row>`,
    );
  });
  return `${HEAD}<worksheet xmlns="${MAIN}" xmlns:r="${REL}"><sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews><cols>${widths}</cols><sheetData>${rows.join("")}</sheetData></worksheet>`;
}

/** The bytes of the .xlsx file. */
export function xlsxBytes(
  columns: readonly FileColumn[],
  lines: readonly FileCell[][],
  sheet: string,
): Uint8Array {
  const files: Record<string, Uint8Array> = {
    "[Content_Types].xml": strToU8(
      `${HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>`,
    ),
    "_rels/.rels": strToU8(
      `${HEAD}<Relationships xmlns="${PKG_REL}"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
    "xl/workbook.xml": strToU8(
      `${HEAD}<workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets><sheet name="${xmlText(sheetName(sheet))}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
    "xl/_rels/workbook.xml.rels": strToU8(
      `${HEAD}<Relationships xmlns="${PKG_REL}"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${REL}/styles" Target="styles.xml"/></Relationships>`,
    ),
    "xl/styles.xml": strToU8(STYLES),
    "xl/worksheets/sheet1.xml": strToU8(sheetXml(columns, lines)),
  };
  return zipSync(files, { level: 6 });
}
