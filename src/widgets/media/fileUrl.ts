import { downloadFile } from "../../api/basicPublic";
import { config } from "../../config";

/**
 * The address the browser loads a stored file from, for a storage path ("r/…/x.png"): the file fetch endpoint under
 * the console's base URL. File fetches are plain GETs (an `<img src>` cannot sign), which the storage serves
 * unsigned. Use it when a record holds only a filePath; an upload answer already carries its url.
 */
export function fileUrl(filePath: string, baseUrl: string = config.apiBaseUrl): string {
  return `${baseUrl.replace(/\/+$/, "")}${downloadFile.path}?filePath=${encodeURIComponent(filePath)}`;
}
