/**
 * The browser session: what is kept in localStorage and the logged-in user kept in memory.
 *
 * localStorage keys (docs/architecture.md, "Session"):
 * - `token`        the bearer token;
 * - `terminalId`   a random id made once per browser and kept across logins (sent with the token call);
 * - `accessGroup`  JSON `{menu, btn}` of the logged-in user; a missing or corrupted value reads as empty lists;
 * - `loginLock`    "1" when the last password login demanded SMS verification;
 * - `tags_view`, `sidebarStatus` belong to the layout (tabs; "1" open / "0" collapsed); their names are here so that
 *   every key lives in one place.
 * Storage failures (private mode, quota) never throw: reads answer "nothing stored", writes are dropped.
 */
import type { AccessGroup, UserInfo } from "../api/adminTemplate";
import { withMainAccountScreens } from "../domain/staff/mainAccount";

export const STORAGE_KEYS = {
  token: "token",
  terminalId: "terminalId",
  accessGroup: "accessGroup",
  loginLock: "loginLock",
  tagsView: "tags_view",
  sidebarStatus: "sidebarStatus",
} as const;

// Every storage failure lands in the catch blocks: no window, storage disabled (window.localStorage is null in some
// browsers), blocked (the getter throws: Safari private mode, sandboxed iframes), full (setItem throws).

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage unavailable or full: the session lives in memory only for this page.
  }
}

type Listener = () => void;
const listeners = new Set<Listener>();

function changed(): void {
  for (const listener of listeners) listener();
}

/** Calls `listener` after the token, the user or the accessGroup changes. Returns the unsubscribe function. */
export function onSessionChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// ---- token

export function getToken(): string | null {
  const token = read(STORAGE_KEYS.token);
  return token ? token : null;
}

export function setToken(token: string | null): void {
  write(STORAGE_KEYS.token, token ? token : null);
  changed();
}

// ---- terminalId

function randomId(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  // crypto.randomUUID exists only in secure contexts (https, localhost); build the same v4 UUID by hand elsewhere.
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

let memoryTerminalId: string | null = null;

/** The id of this browser: made once, then stable (also across logouts). */
export function getTerminalId(): string {
  const stored = read(STORAGE_KEYS.terminalId);
  if (stored) return stored;
  const id = memoryTerminalId ?? randomId();
  memoryTerminalId = id;
  write(STORAGE_KEYS.terminalId, id);
  return id;
}

// ---- accessGroup

function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
}

/** Normalises anything into an AccessGroup: missing or malformed lists become empty; non-string entries dropped. */
export function toAccessGroup(value: unknown): AccessGroup {
  // A primitive has no menu or btn; only null and undefined cannot be destructured.
  const { menu, btn } = (value ?? {}) as Partial<Record<keyof AccessGroup, unknown>>;
  return { menu: stringList(menu), btn: stringList(btn) };
}

/** The stored accessGroup; empty lists when none is stored or the stored value is corrupted. Never throws. */
export function getAccessGroup(): AccessGroup {
  try {
    // Nothing stored parses as null (String(null) is "null"); toAccessGroup reads that as empty lists too.
    return toAccessGroup(JSON.parse(String(read(STORAGE_KEYS.accessGroup))));
  } catch {
    return toAccessGroup(null);
  }
}

export function setAccessGroup(group: AccessGroup | null): void {
  write(STORAGE_KEYS.accessGroup, group ? JSON.stringify(toAccessGroup(group)) : null);
  changed();
}

// ---- loginLock

export function isLoginLocked(): boolean {
  return read(STORAGE_KEYS.loginLock) === "1";
}

export function setLoginLock(locked: boolean): void {
  write(STORAGE_KEYS.loginLock, locked ? "1" : null);
}

// ---- user (memory only)

let currentUser: UserInfo | null = null;

export function getUser(): UserInfo | null {
  return currentUser;
}

/** Keeps the logged-in user in memory; a user that carries an accessGroup also stores it (setAccessGroup). */
export function setUser(user: UserInfo | null): void {
  currentUser = user;
  if (user?.accessGroup) {
    // The main account's own screens (账号管理) are the console's, not in the seeded lists (domain/staff).
    const group = withMainAccountScreens(toAccessGroup(user.accessGroup), user.isMainAccount);
    write(STORAGE_KEYS.accessGroup, JSON.stringify(group));
  }
  changed();
}

/** Logs the browser out locally: token, accessGroup and user are removed; terminalId stays. */
export function clearAuth(): void {
  currentUser = null;
  write(STORAGE_KEYS.token, null);
  write(STORAGE_KEYS.accessGroup, null);
  changed();
}
