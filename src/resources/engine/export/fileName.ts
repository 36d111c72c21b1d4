/** An export's file name: the list's name and the day, e.g. 订单列表-20261127.xlsx. */
export function fileNameOf(name: string, now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  const day = `${now.getFullYear()}${pad(now.getMonth() + 1)}${pad(now.getDate())}`;
  const safe = name.replace(/[\\/:*?"<>|]/g, "_");
  return `${safe}-${day}.xlsx`;
}
