import { SEED_PROVIDERS } from "../../accounts/seed/accounts";
import type { SeedModule } from "../../db/seed/types";

/**
 * The demo provider's newest message gets markup as its content, and is unread: the console must show it as text
 * and never run it (the 我的消息 page and the bell are tested with it). It rewrites an existing message, so the
 * message counts of the seed stay as they are.
 */
export const MARKUP_MESSAGE_CONTENT = "系统测试消息：<img src=x onerror=alert(1)> 请忽略本条内容。";

export const messageMarkupSeed: SeedModule = {
  name: "messageMarkup",
  run({ db }) {
    db.prepare(
      `UPDATE messages SET msg_group = 'SYSTEM', msg_type = 'SYSTEM_NOTICE', title = '平台公告', content = ?, is_read = 0
       WHERE id = (SELECT id FROM messages WHERE uid = ? ORDER BY created_at DESC, id DESC LIMIT 1)`,
    ).run(MARKUP_MESSAGE_CONTENT, SEED_PROVIDERS.demo.id);
  },
};
