// @vitest-environment node
import { describe, expect, it } from "vitest";
import { i18nProvider, interpolate, translate } from "./i18nProvider";

describe("i18nProvider", () => {
  it("answers refine's button keys in Chinese", () => {
    expect(translate("buttons.save")).toBe("保存");
    expect(translate("buttons.cancel")).toBe("取消");
    expect(translate("buttons.create")).toBe("新建");
    expect(translate("buttons.edit")).toBe("编辑");
    expect(translate("buttons.delete")).toBe("删除");
    expect(translate("pages.error.404", undefined, "Sorry")).toBe("抱歉，您访问的页面不存在。");
  });

  it("fills {{placeholders}}", () => {
    expect(translate("notifications.createSuccess", { resource: "师傅" }, "Successfully created")).toBe(
      "师傅创建成功",
    );
    expect(translate("notifications.error", { statusCode: 500 })).toBe("操作失败（状态码：500）");
  });

  it("falls back to the default message, also when refine passes it as the second argument", () => {
    expect(translate("orders.orders", undefined, "订单管理")).toBe("订单管理");
    expect(translate("orders.orders", "订单管理")).toBe("订单管理");
  });

  it("leaves the text as it is when the options are not an object", () => {
    expect(translate("notifications.error")).toBe("操作失败（状态码：{{statusCode}}）");
    expect(translate("notifications.error", null)).toBe("操作失败（状态码：{{statusCode}}）");
    expect(translate("notifications.createSuccess", "Successfully created")).toBe("{{resource}}创建成功");
    expect(translate("unknown.key", "共 {{length}} 条")).toBe("共 {{length}} 条");
    expect(interpolate("共 {{length}} 条", "abc")).toBe("共 {{length}} 条");
    expect(interpolate("共 {{length}} 条", undefined)).toBe("共 {{length}} 条");
    expect(interpolate("共 {{length}} 条", null)).toBe("共 {{length}} 条");
  });

  it("fills placeholders written with spaces inside the braces", () => {
    expect(interpolate("{{ resource }}创建成功", { resource: "师傅" })).toBe("师傅创建成功");
    expect(interpolate("正在导入：{{processed }}/{{  total}}", { processed: 3, total: 10 })).toBe(
      "正在导入：3/10",
    );
  });

  it("leaves a placeholder whose value is missing, undefined or null as it is", () => {
    expect(translate("notifications.createError", { statusCode: 500 })).toBe(
      "{{resource}}创建失败（状态码：500）",
    );
    expect(interpolate("{{resource}}创建成功", { resource: undefined })).toBe("{{resource}}创建成功");
    expect(interpolate("{{resource}}创建成功", { resource: null })).toBe("{{resource}}创建成功");
    expect(interpolate("{{resource}}创建成功", { resource: 0 })).toBe("0创建成功");
  });

  it("an unknown key with options but no default answers the key", () => {
    expect(translate("unknown.key", { count: 2 })).toBe("unknown.key");
    expect(translate("unknown.key", { count: 2 }, undefined)).toBe("unknown.key");
    expect(translate("unknown.key", { count: 2 }, "共 {{count}} 条")).toBe("共 2 条");
  });

  it("answers the key itself when there is no default", () => {
    expect(translate("actions.unknown")).toBe("actions.unknown");
  });

  it("is zh-CN", () => {
    expect(i18nProvider.getLocale()).toBe("zh-CN");
  });
});
