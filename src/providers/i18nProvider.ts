/**
 * zh-CN texts for refine's own UI keys (@refinedev/core calls translate with these keys; the list
 * was taken from their sources). The console has one language; `translate` answers a known key, else the default
 * message refine passes, else the key itself. `{{name}}` placeholders are filled from the options object.
 */
import type { I18nProvider } from "@refinedev/core";

export const LOCALE = "zh-CN";

export const zhCN: Readonly<Record<string, string>> = {
  "buttons.create": "新建",
  "buttons.save": "保存",
  "buttons.logout": "退出登录",
  "buttons.delete": "删除",
  "buttons.edit": "编辑",
  "buttons.cancel": "取消",
  "buttons.confirm": "确定删除吗？",
  "buttons.filter": "筛选",
  "buttons.clear": "清除",
  "buttons.refresh": "刷新",
  "buttons.show": "查看",
  "buttons.undo": "撤销",
  "buttons.import": "导入",
  "buttons.clone": "复制",
  "buttons.export": "导出",
  "buttons.list": "列表",
  "buttons.notAccessTitle": "您没有权限进行此操作",

  "actions.list": "列表",
  "actions.create": "新建",
  "actions.edit": "编辑",
  "actions.show": "详情",
  "actions.clone": "复制",

  "table.actions": "操作",

  "notifications.success": "操作成功",
  "notifications.error": "操作失败（状态码：{{statusCode}}）",
  "notifications.undoable": "{{seconds}} 秒内可以撤销",
  "notifications.createSuccess": "{{resource}}创建成功",
  "notifications.createError": "{{resource}}创建失败（状态码：{{statusCode}}）",
  "notifications.deleteSuccess": "{{resource}}删除成功",
  "notifications.deleteError": "{{resource}}删除失败（状态码：{{statusCode}}）",
  "notifications.editSuccess": "{{resource}}保存成功",
  "notifications.editError": "{{resource}}保存失败（状态码：{{statusCode}}）",
  "notifications.importProgress": "正在导入：{{processed}}/{{total}}",

  warnWhenUnsavedChanges: "有未保存的修改，确定离开吗？",
  loading: "加载中",

  "autoSave.success": "已保存",
  "autoSave.error": "自动保存失败",
  "autoSave.loading": "保存中…",
  "autoSave.idle": "等待修改",

  "documentTitle.default": "服务商工作台",
  "documentTitle.suffix": " | 服务商工作台",

  "pages.error.404": "抱歉，您访问的页面不存在。",
  "pages.error.info": "资源 {{resource}} 缺少 {{action}} 页面。",
  "pages.error.backHome": "返回首页",
  "pages.login.title": "登录",
  "pages.login.signin": "登录",
  "pages.login.signup": "注册",
  "pages.login.divider": "或",
  "pages.login.fields.email": "账号",
  "pages.login.fields.password": "密码",
  "pages.login.errors.requiredEmail": "请输入账号",
  "pages.login.errors.requiredPassword": "请输入密码",
  "pages.login.errors.validEmail": "账号格式不正确",
  "pages.login.buttons.rememberMe": "记住我",
  "pages.login.buttons.forgotPassword": "忘记密码？",
  "pages.login.buttons.noAccount": "还没有账号？",
  "pages.login.buttons.haveAccount": "已有账号？",
  "pages.login.register": "注册",
  "pages.forgotPassword.title": "忘记密码",
  "pages.forgotPassword.fields.email": "手机号",
  "pages.forgotPassword.buttons.submit": "提交",
  "pages.forgotPassword.buttons.haveAccount": "已有账号？",
  "pages.forgotPassword.signin": "登录",
  "pages.updatePassword.title": "设置新密码",
  "pages.updatePassword.fields.password": "新密码",
  "pages.updatePassword.fields.confirmPassword": "确认新密码",
  "pages.updatePassword.buttons.submit": "确定",
  "pages.updatePassword.errors.confirmPasswordNotMatch": "两次输入的密码不一致",
  "pages.updatePassword.errors.requiredPassword": "请输入新密码",
  "pages.updatePassword.errors.requiredConfirmPassword": "请再次输入新密码",
};

/** Fills `{{name}}` placeholders from `options`; unknown placeholders are left as they are. */
export function interpolate(text: string, options?: unknown): string {
  if (typeof options !== "object" || options === null) return text;
  const values = options as Record<string, unknown>;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    values[name] === undefined || values[name] === null ? whole : String(values[name]),
  );
}

/**
 * refine calls translate(key, options, defaultMessage) and also translate(key, defaultMessage) (useTranslate passes
 * a string as `options` then).
 */
export function translate(key: string, options?: unknown, defaultMessage?: string): string {
  const fallback = defaultMessage ?? (typeof options === "string" ? options : undefined);
  const text = zhCN[key];
  if (text !== undefined) return interpolate(text, options);
  return fallback !== undefined ? interpolate(fallback, options) : key;
}

export const i18nProvider: I18nProvider = {
  translate,
  changeLocale: () => Promise.resolve(),
  getLocale: () => LOCALE,
};
