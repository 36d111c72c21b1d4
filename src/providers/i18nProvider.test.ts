// @vitest-environment node
import { describe, expect, it } from "vitest";
import { i18nProvider, translate } from "./i18nProvider";

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

  it("answers the key itself when there is no default", () => {
    expect(translate("actions.unknown")).toBe("actions.unknown");
  });

  it("is zh-CN", () => {
    expect(i18nProvider.getLocale()).toBe("zh-CN");
  });
});
