/**
 * Issue 27 §2: 我的消息's 标为已读 and 清空消息 are gated again, by `message:read` and `message:clear` (the gateway
 * refuses the read and clear calls without them, src/api/message.ts readMsg and src/api/basicPublic.ts msgClear).
 * The seed grants both to every account with the messages menu (src/api/buttons,
 * mocks/accounts/seed/accounts.ts); a database seeded before has them taken out by orders_002_records_button_codes, so
 * this step gives them back to the same accounts. The codes are written out: a shipped step must not change when the
 * catalogue changes later.
 */
import { grantAccountButtons } from "./accountButtons";
import type { Db, Migration } from "../types";

const MESSAGE_MENU = "/message/index";
const MESSAGE_BUTTONS = ["message:read", "message:clear"];

/** The btn list of an account with `menus` after this step. */
export function withMessageButtons(menus: readonly string[], buttons: readonly string[]): string[] {
  if (!menus.includes(MESSAGE_MENU)) return [...buttons];
  return [...buttons, ...MESSAGE_BUTTONS.filter((code) => !buttons.includes(code))];
}

function up(db: Db): void {
  grantAccountButtons(db, withMessageButtons);
}

export const messageButtonsMigration: Migration = { name: "messages_004_button_codes", up };
