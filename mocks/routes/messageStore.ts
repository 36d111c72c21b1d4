import type { Db } from "../db/types";
import { BIZ, BIZ_MSG } from "../bizCodes";
import { BizError, invalid } from "../errors";
import type { HandlerContext } from "../router";
import { flag, integer, text } from "../validate";

/** Message records shared by the message-app calls and the basic-public msg calls (one store). */

export interface MessageFilter {
  uid: string;
  platform?: string;
  channel?: number;
  isRead?: 0 | 1;
  /** A leaf type or a group (all its leaves). */
  msgType?: string;
  /** Substring of the content. */
  keyword?: string;
}

export interface MessageRow {
  id: number;
  msgType: string;
  msgTypeName: string;
  title: string;
  content: string;
  isRead: 0 | 1;
  createdAt: string;
}

export interface MessageOut {
  id: string;
  msgContent: string;
  gmtCreatedTime: string;
  isRead: 0 | 1;
  msgType: string;
  msgTypeName: string;
  title: string;
}

export function toRecord(row: MessageRow): MessageOut {
  return {
    id: String(row.id),
    msgContent: row.content,
    gmtCreatedTime: row.createdAt,
    isRead: row.isRead,
    msgType: row.msgType,
    msgTypeName: row.msgTypeName,
    title: row.title,
  };
}

/** The uid a caller may read: its own provider id (the default); another uid is refused. */
export function ownUid(ctx: HandlerContext, value: unknown): string {
  const own = ctx.requireUser().providerId;
  const uid = text(value, "用户标识", { max: 64, optional: true });
  if (uid !== undefined && uid !== own) throw new BizError(BIZ.forbiddenUid, BIZ_MSG.forbiddenUid);
  return own;
}

export function msgTypeFilter(db: Db, value: unknown): string | undefined {
  const code = text(value, "消息类型", { max: 64, optional: true });
  if (code === undefined) return undefined;
  if (!db.prepare("SELECT 1 FROM msg_types WHERE code = ?").get(code)) invalid("消息类型不存在");
  return code;
}

export function readFilter(value: unknown): 0 | 1 | undefined {
  return flag(value, "已读状态");
}

export function channelOf(value: unknown, optional: boolean): number | undefined {
  return optional
    ? integer(value, "消息渠道", { min: 1, max: 3, optional: true })
    : integer(value, "消息渠道", { min: 1, max: 3 });
}

function where(filter: MessageFilter): { sql: string; params: unknown[] } {
  const clauses = ["m.uid = ?"];
  const params: unknown[] = [filter.uid];
  if (filter.platform !== undefined) {
    clauses.push("m.platform = ?");
    params.push(filter.platform);
  }
  if (filter.channel !== undefined) {
    clauses.push("m.channel = ?");
    params.push(filter.channel);
  }
  if (filter.isRead !== undefined) {
    clauses.push("m.is_read = ?");
    params.push(filter.isRead);
  }
  if (filter.msgType !== undefined) {
    clauses.push("(m.msg_type = ? OR m.msg_group = ?)");
    params.push(filter.msgType, filter.msgType);
  }
  if (filter.keyword !== undefined) {
    clauses.push("m.content LIKE ? ESCAPE '\\'");
    params.push(`%${filter.keyword.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`);
  }
  return { sql: clauses.join(" AND "), params };
}

export function countMessages(db: Db, filter: MessageFilter): number {
  const w = where(filter);
  return db
    .prepare(`SELECT count(*) FROM messages m WHERE ${w.sql}`)
    .pluck()
    .get(...w.params) as number;
}

export function listMessages(db: Db, filter: MessageFilter, limit: number, offset: number): MessageOut[] {
  const w = where(filter);
  const rows = db
    .prepare(
      `SELECT m.id, m.msg_type AS msgType, t.name AS msgTypeName, m.title, m.content, m.is_read AS isRead,
              m.created_at AS createdAt
       FROM messages m JOIN msg_types t ON t.code = m.msg_type
       WHERE ${w.sql}
       ORDER BY m.created_at DESC, m.id DESC LIMIT ? OFFSET ?`,
    )
    .all(...w.params, limit, offset) as MessageRow[];
  return rows.map(toRecord);
}

/** Marks the given messages of `uid` read; returns how many changed. */
export function markRead(db: Db, uid: string, ids: string[]): number {
  const numeric = ids.filter((id) => /^\d+$/.test(id)).map(Number);
  if (numeric.length === 0) return 0;
  const marks = numeric.map(() => "?").join(",");
  return db
    .prepare(`UPDATE messages SET is_read = 1 WHERE uid = ? AND is_read = 0 AND id IN (${marks})`)
    .run(uid, ...numeric).changes;
}

/** Clears the unread messages of one channel (marks them read); returns how many. */
export function clearUnread(db: Db, uid: string, channel: number): number {
  return db
    .prepare("UPDATE messages SET is_read = 1 WHERE uid = ? AND channel = ? AND is_read = 0")
    .run(uid, channel).changes;
}

export interface MsgTypeRow {
  code: string;
  name: string;
  parentCode: string | null;
}

export function msgTypes(db: Db): MsgTypeRow[] {
  return db
    .prepare("SELECT code, name, parent_code AS parentCode FROM msg_types ORDER BY sort")
    .all() as MsgTypeRow[];
}
