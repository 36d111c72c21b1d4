/**
 * Where the push channel resumes (per browser, `localStorage`): the last event id the leader handed out, with the
 * provider it belongs to (another login in this browser starts afresh rather than replaying a stranger's id).
 */
const KEY = "console.live.lastEventId";

export function loadLastEventId(providerId: string | undefined): number | null {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(KEY) ?? "null");
    if (typeof stored !== "object" || stored === null) return null;
    const { provider, id } = stored as { provider?: unknown; id?: unknown };
    return provider === (providerId ?? "") && typeof id === "number" ? id : null;
  } catch {
    return null;
  }
}

export function saveLastEventId(providerId: string | undefined, id: number): void {
  try {
    localStorage.setItem(KEY, JSON.stringify({ provider: providerId ?? "", id }));
  } catch {
    // Storage full or refused: the next connection starts from now (no replay), nothing else breaks.
  }
}
