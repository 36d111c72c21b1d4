/**
 * The .xlsx of an export's lines: built in a Web Worker (the XML and its zipping stay off the main thread and out
 * of every page's JS; Vite makes the worker its own file, fetched when an export starts). Without workers (the unit
 * tests' DOM) the writer is imported into the page instead, also only then.
 */
import type { FileCell, FileColumn } from "./cells";

export const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

function isAnswer(value: unknown): value is { bytes?: Uint8Array<ArrayBuffer>; error?: string } {
  return typeof value === "object" && value !== null && ("bytes" in value || "error" in value);
}

function inWorker(
  columns: FileColumn[],
  lines: FileCell[][],
  sheet: string,
  signal?: AbortSignal,
): Promise<Blob> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL("./xlsx.worker.ts", import.meta.url), { type: "module" });
    const stop = () => {
      worker.terminate();
      reject(new DOMException("导出已取消", "AbortError"));
    };
    signal?.addEventListener("abort", stop, { once: true });
    worker.onmessage = (event: MessageEvent<unknown>) => {
      signal?.removeEventListener("abort", stop);
      worker.terminate();
      const answer = event.data;
      if (isAnswer(answer) && answer.bytes) resolve(new Blob([answer.bytes], { type: XLSX_TYPE }));
      else reject(new Error(isAnswer(answer) && answer.error ? answer.error : "生成文件失败"));
    };
    worker.onerror = (event) => {
      signal?.removeEventListener("abort", stop);
      worker.terminate();
      reject(new Error(event.message || "生成文件失败"));
    };
    worker.postMessage({ columns, lines, sheet });
  });
}

async function inPage(columns: FileColumn[], lines: FileCell[][], sheet: string): Promise<Blob> {
  const { xlsxBytes } = await import("./xlsx");
  return new Blob([new Uint8Array(xlsxBytes(columns, lines, sheet))], { type: XLSX_TYPE });
}

/** The workbook (one sheet named `sheet`) of the lines under the columns' titles. */
export function buildWorkbook(
  columns: FileColumn[],
  lines: FileCell[][],
  sheet: string,
  signal?: AbortSignal,
): Promise<Blob> {
  return typeof Worker === "function"
    ? inWorker(columns, lines, sheet, signal)
    : inPage(columns, lines, sheet);
}

/** Saves a Blob as a download named `fileName`. */
export function download(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
