/** The worker list's card at phone width (list.ts `card`, the rule in engine/cardLayout.ts). */
import { describe, expect, it } from "vitest";
import { cardLayout } from "../engine/cardLayout";
import { workerList } from "./list";

describe("worker cards", () => {
  it("show the name and account status, then the mobile, the service area and the orders in hand", () => {
    const card = cardLayout(workerList.columns, workerList.card);
    expect(card.title.field).toBe("workerName");
    expect(card.status?.field).toBe("accountStatus");
    expect(card.fields.map((column) => column.title)).toEqual(["手机号", "服务区域", "在途订单"]);
  });

  it("lead with 查看档案, the archive being the worker's page", () => {
    expect(workerList.actions?.[0]).toMatchObject({ key: "view", label: "查看档案" });
  });
});
