import { ORDER_MARKS, deriveOrderMarks, orderMarkOf, type OrderMarkFacts } from "./marks";

const SPEC_MARKS =
  "总包/众包 急 停 补 挂 客诉 预约失败 无师傅 以旧换新 次日装 送货 送装 送装一体 送装分离 待入库 待出库 已出库 派送中 客户签收 客户拒签 待提货 提货失败 好评".split(
    " ",
  );

const plain: OrderMarkFacts = {
  orderStatus: 8,
  scopeType: 1,
  urgent: false,
  stopped: false,
  supplement: false,
  hangUp: false,
  complaint: false,
  appointmentFailed: false,
  workerId: "w1",
  tradeIn: false,
  nextDayInstall: false,
  deliveryMode: 0,
  logisticsStatus: null,
  goodReview: false,
};

describe("order marks", () => {
  it("are the 23 marks of spec §4 in order, each with a tone or none", () => {
    expect(ORDER_MARKS.map((m) => m.label)).toEqual(SPEC_MARKS);
    for (const mark of ORDER_MARKS) {
      expect([undefined, "success", "warning", "danger"]).toContain(mark.tone);
    }
  });

  it("shows the scope word and nothing else on a plain order", () => {
    expect(deriveOrderMarks(plain)).toEqual(["众包"]);
    expect(deriveOrderMarks({ ...plain, scopeType: 2 })).toEqual(["总包"]);
    expect(orderMarkOf("总包")?.value).toBe("总包/众包");
    expect(orderMarkOf("众包")?.value).toBe("总包/众包");
    expect(orderMarkOf("急")?.tone).toBe("danger");
  });

  it("derives each mark from its fact", () => {
    const all = deriveOrderMarks({
      ...plain,
      urgent: true,
      stopped: true,
      supplement: true,
      hangUp: true,
      complaint: true,
      tradeIn: true,
      nextDayInstall: true,
      deliveryMode: 3,
      logisticsStatus: 7,
      goodReview: true,
    });
    expect(all).toEqual([
      "众包",
      "急",
      "停",
      "补",
      "挂",
      "客诉",
      "以旧换新",
      "次日装",
      "送装一体",
      "待提货",
      "好评",
    ]);
    expect(deriveOrderMarks({ ...plain, orderStatus: 7, appointmentFailed: true })).toContain("预约失败");
    expect(deriveOrderMarks({ ...plain, orderStatus: 8, appointmentFailed: true })).not.toContain("预约失败");
    expect(deriveOrderMarks({ ...plain, orderStatus: 3, workerId: null })).toContain("无师傅");
    expect(deriveOrderMarks({ ...plain, orderStatus: 4, workerId: null })).toContain("无师傅");
    expect(deriveOrderMarks({ ...plain, orderStatus: 4, workerId: "w1" })).not.toContain("无师傅");
    expect(deriveOrderMarks({ ...plain, orderStatus: 7, workerId: null })).not.toContain("无师傅");
    expect(deriveOrderMarks({ ...plain, deliveryMode: 4 })).toContain("送装分离");
  });
});
