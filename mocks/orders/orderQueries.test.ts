// @vitest-environment node
import { api } from "../../src/api";
import { SEED_PROVIDERS } from "../accounts/seed/accounts";
import { createTestStandIn, type TestStandIn } from "../testing";
import { orderRow, pickOrder } from "./orderTesting";

let s: TestStandIn;
let token: string;

beforeAll(async () => {
  s = createTestStandIn();
  token = await s.login("demo");
});

const a = api.order.admin;
const t = api.order.tmall;

describe("order detail sections", () => {
  it("answers goods (own and 天猫 calls) with the goods columns", async () => {
    const orderNo = pickOrder(s.db, "is_combo = 1 AND server_type_mask = 6");
    for (const ep of [a.queryOrderGoodsDetail, t.orderGoodsList]) {
      const { body } = await s.call(ep, { orderNo }, { token });
      expect(body.data.length).toBeGreaterThan(1);
      expect(body.data.map((g) => g.serverTypeName).sort()).toEqual(expect.arrayContaining(["安装", "维修"]));
      const repair = body.data.find((g) => g.serverType === 2)!;
      expect(repair.bigFaultCategoryName).toBeTruthy();
      expect(Object.keys(repair)).toEqual(
        expect.arrayContaining([
          "itemName",
          "image",
          "skuCode",
          "skuName",
          "serviceMeasureName",
          "workerAmount",
          "goodsNum",
        ]),
      );
    }
  });

  it("answers the hang-up, worker and appointment sections", async () => {
    const hung = pickOrder(s.db, "hang_up = 1");
    const hangUp = await s.call(a.queryOrderHangUpInfo, { orderNo: hung }, { token });
    expect(hangUp.body.data).toMatchObject({ hangUp: 1 });
    expect(hangUp.body.data.hangUpReason).toBeTruthy();
    const free = pickOrder(s.db, "hang_up = 0 AND order_status = 3");
    expect((await s.call(a.queryOrderHangUpInfo, { orderNo: free }, { token })).body.data).toEqual({
      hangUp: 0,
      hangUpReason: null,
      hangUpTime: null,
      expectResumeTime: null,
    });
    expect((await s.call(a.queryWorkerInfo, { orderNo: free }, { token })).body.data).toBeNull();
    const visiting = pickOrder(s.db, "order_status = 8");
    const worker = await s.call(a.queryWorkerInfo, { orderNo: visiting }, { token });
    expect(worker.body.data).toMatchObject({ workerId: orderRow(s.db, visiting).worker_id, placeStatus: 2 });
    const served = await s.call(a.queryServiceWorkerInfo, { orderNo: visiting }, { token });
    expect(served.body.data.map((w) => w.workerId)).toContain(orderRow(s.db, visiting).worker_id);
    const appointment = await s.call(a.queryOrderAppointmentInfo, { orderNo: visiting }, { token });
    expect(appointment.body.data.timeSlot).toMatch(/^\d{2}-\d{2}$/);
    expect(appointment.body.data.appointmentCount).toBeGreaterThan(0);
  });

  it("answers fees, customer and the service bill with its 起步价差价", async () => {
    const combo = pickOrder(s.db, "order_no LIKE '%9000001'");
    for (const ep of [a.queryOrderFeeInfo, t.orderFeeInfo]) {
      const { body } = await s.call(ep, { orderNo: combo }, { token });
      expect(body.data[0]).toMatchObject({ feeType: 1, feeTypeName: "基础服务费" });
    }
    const customer = await s.call(a.queryOrderCustomInfo, { orderNo: combo }, { token });
    expect(customer.body.data).toMatchObject({
      cityName: "深圳市",
      customerMobile: orderRow(s.db, combo).customer_mobile,
    });
    const bill = await s.call(a.queryOrderServiceBill, { orderNo: combo }, { token });
    expect(bill.body.data.workerStartPriceDiff).toBeGreaterThan(0);
    const diff = await s.call(t.workerStartPriceDiff, { orderNo: combo }, { token });
    expect(diff.body.data.diffAmount).toBe(bill.body.data.workerStartPriceDiff);
    expect(diff.body.data.startPrice - diff.body.data.workerTotalAmount).toBeCloseTo(
      diff.body.data.diffAmount,
      2,
    );
  });

  it("answers check and repair results, or null", async () => {
    const checked = pickOrder(s.db, "goods_checked = 1");
    const check = await s.call(a.queryCheckResultByOrderNo, { orderNo: checked }, { token });
    expect(["合格", "不合格"]).toContain(check.body.data?.checkResult);
    const unchecked = pickOrder(s.db, "goods_checked = 0");
    expect(
      (await s.call(a.queryCheckResultByOrderNo, { orderNo: unchecked }, { token })).body.data,
    ).toBeNull();
    const repaired = pickOrder(s.db, "server_type_mask & 4 AND order_status IN (10, 11, 13)");
    const repair = await s.call(a.queryRepairResultByOrderNo, { orderNo: repaired }, { token });
    expect(repair.body.data?.repairMethod).toBeTruthy();
    expect(
      (await s.call(a.queryRepairResultByOrderNo, { orderNo: unchecked }, { token })).body.data,
    ).toBeNull();
  });

  it("answers remarks, expectation labels, logistics and the 天猫 service form", async () => {
    const remarked = s.db
      .prepare(
        "SELECT o.order_no FROM order_remarks r JOIN orders o ON o.order_id = r.order_id WHERE o.provider_id = ? LIMIT 1",
      )
      .pluck()
      .get(SEED_PROVIDERS.demo.id) as string;
    const remarks = await s.call(a.getOrderRemark, { orderNo: remarked }, { token });
    expect(remarks.body.data[0]).toMatchObject({ operator: expect.any(String), content: expect.any(String) });
    const labelled = pickOrder(s.db, "expect_labels IS NOT NULL");
    const labels = await s.call(a.getExpectLabel, { orderNo: labelled }, { token });
    expect(labels.body.data[0].labelCode).toMatch(/^EXP\d{2}$/);
    const tmallNo = pickOrder(s.db, "order_source = 2 AND logistics_status = 7");
    const logistics = await s.call(t.logisticsList, { orderNo: tmallNo }, { token });
    expect(logistics.body.data[0]).toMatchObject({ logisticsStatus: "待提货" });
    const bizNo = orderRow(s.db, tmallNo).biz_no as string;
    const smf = await s.call(a.getSmfByBizNo, { bizNo }, { token });
    expect(smf.body.data).toMatchObject({ bizNo, smfNo: expect.stringMatching(/^SMF/) });
    const other = await s.acceptAgreements(await s.login("newcomer"));
    expect((await s.call(a.getSmfByBizNo, { bizNo }, { token: other })).body.data).toBeNull();
  });

  it("answers a measure order's rooms and refuses another order", async () => {
    const measured = pickOrder(s.db, "server_type_mask = 8 AND visit_time IS NOT NULL");
    const rooms = await s.call(a.measureOrderRoomInfo, { orderNo: measured }, { token });
    expect(rooms.body.data.length).toBeGreaterThan(1);
    expect(rooms.body.data[0]).toMatchObject({ roomName: "客厅", images: [expect.stringMatching(/^r\//)] });
    const install = pickOrder(s.db, "server_type_mask = 2");
    const refused = await s.call(a.measureOrderRoomInfo, { orderNo: install }, { token });
    expect(refused.body).toMatchObject({ code: 200334001, msg: "非测量订单，没有测量信息" });
  });
});

describe("merchants", () => {
  it("answers a merchant's labels and info", async () => {
    const merchantId = s.db
      .prepare("SELECT merchant_id FROM merchant_labels GROUP BY merchant_id HAVING COUNT(*) >= 2 LIMIT 1")
      .pluck()
      .get() as string;
    const labels = await s.call(api.merchant.getMerchantLabels, { merchantId }, { token });
    expect(labels.body.data.length).toBeGreaterThan(1);
    expect(labels.body.data[0]).toMatchObject({ labelVisible: { provPlatform: expect.any(Boolean) } });
    expect(labels.body.data[0].labelIcon).toMatch(/^data:image\/svg\+xml,/);
    const info = await s.call(api.merchant.queryMerchantInfo, { merchantId }, { token });
    expect(info.body.data).toMatchObject({
      merchantId,
      nickName: expect.any(String),
      personType: expect.any(Number),
    });
    const unknown = await s.call(api.merchant.queryMerchantInfo, { merchantId: "1" }, { token });
    expect(unknown.body).toMatchObject({ code: 200333404, msg: "商家不存在" });
    expect((await s.call(api.merchant.getMerchantLabels, { merchantId: "1" }, { token })).body.msg).toBe(
      "商家不存在",
    );
  });
});
