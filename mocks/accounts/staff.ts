/**
 * Staff accounts (issue 29, issue 43): the main account's 账号管理 (新增, 编辑权限, 停用 / 启用, 重置密码, 修改资料,
 * 删除) and the colleague's first-login password change. The rules
 * are in staffRules.ts; every change writes its audit row (staffStore.ts) in the write's transaction, whose one live
 * event the gateway emits: a grant or a status change is aimed at the staff member's own consoles (channel
 * "account", src/api/staff.ts), which follow it; a new account or a reset password is the 账号管理 list's ("staff").
 */
import * as staff from "../../src/api/staff";
import { STAFF_ACCOUNT_CAP } from "../../src/domain/staff/status";
import { invalid } from "../errors";
import { hashPassword, verifyPassword } from "../passwords";
import { checkedRequest } from "../requestSchema";
import { defineRoutes, type HandlerContext } from "../router";
import { revokeAccountSessions } from "../sessions";
import { chinaDateTime } from "../time";
import { pageOf, paging } from "../validate";
import { decryptCipher } from "./account";
import {
  grantableLists,
  grantableOf,
  newPassword,
  requireFreeMobile,
  requireMain,
  sameLists,
  staffOf,
  STAFF_MESSAGES,
} from "./staffRules";
import {
  findAccount,
  grantsOf,
  historyPage,
  maskMobile,
  staffCount,
  staffPage,
  writeAudit,
} from "./staffStore";

const NO_GRANTS = { menus: [], buttons: [] };

/** 启用: true, 1 or their text (the schema let through these and false, 0, "false", "0" only). */
function enabledFlag(value: unknown): boolean {
  return value === true || value === "true" || value === 1 || value === "1";
}

function now(ctx: HandlerContext): string {
  return chinaDateTime(ctx.clock());
}

export default defineRoutes((r) => {
  r.serve(staff.staffList, (ctx) => {
    const main = requireMain(ctx);
    if (main instanceof Response) return main;
    const body = checkedRequest(staff.staffList, ctx.payload);
    const page = paging(body);
    const filter = { keyword: body.keyword || undefined, status: body.status ?? undefined };
    const { total, records } = staffPage(ctx.db, main.id, filter, page);
    return pageOf(page, total, records);
  });

  r.serve(staff.staffCreate, (ctx) => {
    const main = requireMain(ctx);
    if (main instanceof Response) return main;
    const { name, mobile: to, password: cipher } = checkedRequest(staff.staffCreate, ctx.payload);
    const password = newPassword(ctx, cipher, "初始密码");
    if (staffCount(ctx.db, main.id) >= STAFF_ACCOUNT_CAP) invalid(STAFF_MESSAGES.capReached);
    requireFreeMobile(ctx.db, to);
    const at = now(ctx);
    const id = ctx.db.transaction(() => {
      const created = ctx.db
        .prepare(
          `INSERT INTO accounts (username, mobile, password_hash, provider_id, account_kind, menus, buttons, created_at,
             display_name, main_account_id, enabled, must_change_password)
           VALUES (?, ?, ?, ?, ?, '[]', '[]', ?, ?, ?, 1, 1)`,
        )
        .run(to, to, hashPassword(password), main.providerId, main.accountKind, at, name, main.id);
      const account = findAccount(ctx.db, Number(created.lastInsertRowid));
      if (!account) throw new Error("created staff account not found");
      writeAudit(ctx.db, {
        account,
        operatorId: main.id,
        at,
        action: "create",
        before: NO_GRANTS,
        after: NO_GRANTS,
      });
      return account.id;
    })();
    ctx.live({ ids: [String(id)], payload: { name } });
    return { id: String(id) };
  });

  r.serve(staff.staffPermissions, (ctx) => {
    const main = requireMain(ctx);
    if (main instanceof Response) return main;
    const account = staffOf(ctx, main, checkedRequest(staff.staffPermissions, ctx.payload).id);
    const grantable = grantableOf(main);
    return {
      ...grantsOf(account),
      grantableMenus: [...grantable.menus],
      grantableButtons: [...grantable.buttons],
    };
  });

  r.serve(staff.staffGrant, (ctx) => {
    const main = requireMain(ctx);
    if (main instanceof Response) return main;
    const body = checkedRequest(staff.staffGrant, ctx.payload);
    const account = staffOf(ctx, main, body.id);
    const after = grantableLists(main, body.menus, body.buttons);
    const before = grantsOf(account);
    // Aimed at the colleague even when nothing changed: an "account" event without a target would reach everyone.
    ctx.live({ accountId: account.id });
    if (sameLists(before, after)) return null;
    ctx.db.transaction(() => {
      ctx.db
        .prepare("UPDATE accounts SET menus = ?, buttons = ? WHERE id = ?")
        .run(JSON.stringify(after.menus), JSON.stringify(after.buttons), account.id);
      writeAudit(ctx.db, { account, operatorId: main.id, at: now(ctx), action: "grant", before, after });
    })();
    ctx.live({ change: { fields: ["menus", "buttons"] } });
    return null;
  });

  r.serve(staff.staffStatus, (ctx) => {
    const main = requireMain(ctx);
    if (main instanceof Response) return main;
    const account = staffOf(ctx, main, checkedRequest(staff.staffStatus, ctx.payload).id);
    const enabled = enabledFlag(ctx.payload.enabled);
    // "disabled" ends the colleague's open consoles (src/layout/AccessFollower.tsx); aimed at them alone.
    ctx.live({ accountId: account.id, type: enabled ? "enabled" : "disabled" });
    if (account.enabled === enabled) return null;
    ctx.db.transaction(() => {
      ctx.db.prepare("UPDATE accounts SET enabled = ? WHERE id = ?").run(enabled ? 1 : 0, account.id);
      const lists = grantsOf(account);
      writeAudit(ctx.db, {
        account,
        operatorId: main.id,
        at: now(ctx),
        action: enabled ? "enable" : "disable",
        before: lists,
        after: lists,
      });
      // The sessions stay until their next call, which ends them with 账号已停用 (mocks/sessions.ts).
    })();
    ctx.live({ change: { status: { from: account.enabled ? 1 : 0, to: enabled ? 1 : 0 } } });
    return null;
  });

  r.serve(staff.staffResetPassword, (ctx) => {
    const main = requireMain(ctx);
    if (main instanceof Response) return main;
    const body = checkedRequest(staff.staffResetPassword, ctx.payload);
    const account = staffOf(ctx, main, body.id);
    const password = newPassword(ctx, body.password);
    ctx.db.transaction(() => {
      ctx.db
        .prepare(
          "UPDATE accounts SET password_hash = ?, must_change_password = 1, failed_password_count = 0 WHERE id = ?",
        )
        .run(hashPassword(password), account.id);
      // The colleague logs in again with the new password and must change it.
      revokeAccountSessions(ctx.db, account.id);
      const lists = grantsOf(account);
      writeAudit(ctx.db, {
        account,
        operatorId: main.id,
        at: now(ctx),
        action: "resetPassword",
        before: lists,
        after: lists,
      });
    })();
    ctx.live({ change: { fields: ["password"] } });
    return null;
  });

  r.serve(staff.staffUpdate, (ctx) => {
    const main = requireMain(ctx);
    if (main instanceof Response) return main;
    const { id, name, mobile } = checkedRequest(staff.staffUpdate, ctx.payload);
    const account = staffOf(ctx, main, id);
    // Absent, null or "" keep the current mobile.
    const to = mobile || account.mobile;
    if (to !== account.mobile) requireFreeMobile(ctx.db, to, account.id);
    const fields = [...(name !== account.name ? ["name"] : []), ...(to !== account.mobile ? ["mobile"] : [])];
    if (fields.length === 0) return null;
    const note = [
      ...(name !== account.name ? [`姓名：${account.name} → ${name}`] : []),
      ...(to !== account.mobile ? [`手机号：${maskMobile(account.mobile)} → ${maskMobile(to)}`] : []),
    ].join("；");
    ctx.db.transaction(() => {
      // The user name follows the mobile when it is the mobile (every account made here; not a named one).
      ctx.db
        .prepare(
          `UPDATE accounts SET display_name = ?, mobile = ?, username = CASE WHEN username = mobile THEN ? ELSE username END
           WHERE id = ?`,
        )
        .run(name, to, to, account.id);
      const lists = grantsOf(account);
      writeAudit(ctx.db, {
        account,
        operatorId: main.id,
        at: now(ctx),
        action: "update",
        before: lists,
        after: lists,
        note,
      });
    })();
    ctx.live({ change: { fields } });
    return null;
  });

  r.serve(staff.staffRemove, (ctx) => {
    const main = requireMain(ctx);
    if (main instanceof Response) return main;
    const account = staffOf(ctx, main, checkedRequest(staff.staffRemove, ctx.payload).id);
    ctx.live({ accountId: account.id });
    ctx.db.transaction(() => {
      // The row stays for the records and the audit that name it; its mobile and user name are free again, and
      // nothing logs in with it (no password, no lists, disabled).
      const released = `removed-${account.id}`;
      ctx.db
        .prepare(
          `UPDATE accounts SET removed_at = ?, enabled = 0, menus = '[]', buttons = '[]', username = ?, mobile = ?,
             password_hash = '' WHERE id = ?`,
        )
        .run(now(ctx), released, released, account.id);
      revokeAccountSessions(ctx.db, account.id);
      writeAudit(ctx.db, {
        account,
        operatorId: main.id,
        at: now(ctx),
        action: "remove",
        before: grantsOf(account),
        after: NO_GRANTS,
      });
    })();
    ctx.live({ change: { status: { from: account.enabled ? 1 : 0, to: null } } });
    return null;
  });

  r.serve(staff.staffHistory, (ctx) => {
    const main = requireMain(ctx);
    if (main instanceof Response) return main;
    const body = checkedRequest(staff.staffHistory, ctx.payload);
    const account = staffOf(ctx, main, body.id);
    const page = paging(body);
    const { total, records } = historyPage(ctx.db, account.id, page);
    return pageOf(page, total, records);
  });

  r.serve(staff.changeInitialPassword, (ctx) => {
    const user = ctx.requireUser();
    const body = checkedRequest(staff.changeInitialPassword, ctx.payload);
    const account = findAccount(ctx.db, user.accountId);
    if (!account?.mustChangePassword) invalid(STAFF_MESSAGES.noChangeNeeded);
    const oldPassword = decryptCipher(ctx, body.oldPassword, "原密码");
    if (!verifyPassword(oldPassword, account.passwordHash)) invalid(STAFF_MESSAGES.oldPasswordWrong);
    const password = newPassword(ctx, body.newPassword, "新密码");
    if (password === oldPassword) invalid(STAFF_MESSAGES.samePassword);
    ctx.db.transaction(() => {
      ctx.db
        .prepare("UPDATE accounts SET password_hash = ?, must_change_password = 0 WHERE id = ?")
        .run(hashPassword(password), account.id);
      const lists = grantsOf(account);
      writeAudit(ctx.db, {
        account,
        operatorId: account.id,
        at: now(ctx),
        action: "changePassword",
        before: lists,
        after: lists,
      });
    })();
    return null;
  });
});
