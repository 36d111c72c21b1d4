import { api } from "../../src/api";
import { CATEGORY_TREE } from "./seed/goodsCategories";
import { MERCHANT_COUNT } from "./seed/merchants";
import { DEMO_WORKER_COUNT, FIRST_DEMO_WORKER } from "../workers/seed/workers";
import { createTestStandIn, type TestStandIn } from "../testing";
import { likePattern } from "./widgetLookups";

let s: TestStandIn;
let token: string;

beforeAll(async () => {
  s = createTestStandIn();
  token = await s.login("demo");
});

describe("likePattern", () => {
  it("escapes LIKE wildcards", () => {
    expect(likePattern("a%b_c\\")).toBe("%a\\%b\\_c\\\\%");
  });
});

describe("queryWorkerListByNameOrMobile", () => {
  const ep = api.worker.search.queryWorkerListByNameOrMobile;

  it("pages the demo provider's workers, each mobile masked as the selector shows it (issue 43 P4)", async () => {
    const { body } = await s.call(ep, { fuzzyContent: "", current: 2, size: 20 }, { token });
    expect(body.code).toBe(1);
    expect(body.data.total).toBe(DEMO_WORKER_COUNT);
    expect(body.data.current).toBe(2);
    expect(body.data.records).toHaveLength(20);
    for (const record of body.data.records) {
      expect(Object.keys(record).sort()).toEqual(["workerId", "workerMobile", "workerName"]);
      expect(record.workerMobile).toMatch(/^1[3-9]\d\*{4}\d{4}$/);
    }
  });

  it("finds workers by part of the name or of the mobile", async () => {
    const byName = await s.call(ep, { fuzzyContent: "建国" }, { token });
    expect(byName.body.data.records.map((w) => w.workerName)).toContain(FIRST_DEMO_WORKER.workerName);
    expect(byName.body.data.records.every((w) => w.workerName.includes("建国"))).toBe(true);

    // Found by the whole number, answered masked.
    const byMobile = await s.call(ep, { fuzzyContent: "13900000001" }, { token });
    expect(byMobile.body.data.records).toEqual([{ ...FIRST_DEMO_WORKER, workerMobile: "139****0001" }]);
  });

  it("does not treat % as a wildcard and only shows the caller's own workers", async () => {
    const wildcard = await s.call(ep, { fuzzyContent: "%" }, { token });
    expect(wildcard.body.data.total).toBe(0);
    const other = await s.acceptAgreements(await s.login("newcomer"));
    const theirs = await s.call(ep, { fuzzyContent: "" }, { token: other });
    expect(theirs.body.data.total).toBeGreaterThan(0);
    expect(theirs.body.data.records.map((w) => w.workerId)).not.toContain(FIRST_DEMO_WORKER.workerId);
  });

  it("requires a login and rejects an over-long query", async () => {
    const anonymous = await s.call(ep, { fuzzyContent: "张" });
    expect(anonymous.status).toBe(401);
    const long = await s.call(ep, { fuzzyContent: "1".repeat(31) }, { token });
    expect(long.body).toMatchObject({ code: 400, msg: "姓名或手机号不能超过30个字符" });
  });
});

describe("goods categories", () => {
  it("getCateListByType lists the first level, then the second level of a parent", async () => {
    const top = await s.call(
      api.goods.getCateListByType,
      { serviceId: 1, pid: "0", scopeType: 0 },
      { token },
    );
    expect(top.body.code).toBe(1);
    const names = top.body.data.map((c) => c.name);
    expect(names.slice(0, 7)).toEqual(["空调", "热水器", "燃气灶", "油烟机", "晾衣架", "智能锁", "卫浴"]);
    const aircon = top.body.data[0];
    const second = await s.call(
      api.goods.getCateListByType,
      { serviceId: 1, pid: aircon.id, scopeType: 0 },
      { token },
    );
    expect(second.body.data.map((c) => c.name)).toEqual(["挂式空调", "柜式空调", "中央空调", "移动空调"]);
    expect(second.body.data.every((c) => c.pid === aircon.id && c.level === 2)).toBe(true);
  });

  it("filters by service type", async () => {
    const measure = await s.call(
      api.goods.getCateListByType,
      { serviceId: 3, pid: "0", scopeType: 0 },
      { token },
    );
    const expected = CATEGORY_TREE.filter((c) => c.serviceIds.includes(3)).map((c) => c.name);
    expect(measure.body.data.map((c) => c.name)).toEqual(expected);
    expect(expected).not.toContain("热水器");
  });

  it("getOneClass is the one-level 总包 class list with classname", async () => {
    const { body } = await s.call(api.goods.getOneClass, { serviceId: 1 }, { token });
    const expected = CATEGORY_TREE.filter((c) => c.scopeTypes.includes(2) && c.serviceIds.includes(1));
    expect(body.data.map((c) => c.classname)).toEqual(expected.map((c) => c.name));
    expect(body.data.every((c) => c.children === undefined)).toBe(true);
  });

  it("getAllCategory returns the tree from pid 0", async () => {
    const { body } = await s.call(
      api.goods.getAllCategory,
      { serviceId: 1, scopeType: 0, pid: "0" },
      { token },
    );
    const heater = body.data.find((c) => c.name === "热水器");
    expect(heater?.children?.map((c) => c.name)).toEqual([
      "电热水器",
      "燃气热水器",
      "太阳能热水器",
      "空气能热水器",
    ]);
  });

  it("rejects a missing service type", async () => {
    const { body } = await s.call(
      api.goods.getCateListByType,
      { pid: "0", scopeType: 0 } as unknown as { serviceId: number; pid: string; scopeType: 0 },
      { token },
    );
    expect(body).toMatchObject({ code: 400, msg: "服务类型不能为空" });
  });
});

describe("pageMerchantNickName", () => {
  const ep = api.merchant.pageMerchantNickName;

  it("pages 10 at a time with the total", async () => {
    const first = await s.call(ep, { current: 1, size: 10 }, { token });
    expect(first.body.data.total).toBe(MERCHANT_COUNT);
    expect(first.body.data.records).toHaveLength(10);
    const last = await s.call(ep, { current: Math.ceil(MERCHANT_COUNT / 10), size: 10 }, { token });
    expect(last.body.data.records).toHaveLength(MERCHANT_COUNT % 10 || 10);
    expect(first.body.data.records[0]).toEqual({
      merchantId: expect.any(String),
      nickName: expect.any(String),
    });
    const ids = new Set([...first.body.data.records, ...last.body.data.records].map((m) => m.merchantId));
    expect(ids.size).toBe(first.body.data.records.length + last.body.data.records.length);
  });

  it("filters by nickname and person type", async () => {
    const { body } = await s.call(ep, { current: 1, size: 10, nickName: "格力" }, { token });
    expect(body.data.total).toBe(8);
    expect(body.data.records.every((m) => m.nickName.startsWith("格力"))).toBe(true);
    const people = await s.call(ep, { current: 1, size: 10, nickName: "格力", personType: 2 }, { token });
    expect(people.body.data.records.map((m) => m.nickName).sort()).toEqual(["格力五金专营店", "格力生活馆"]);
  });
});

describe("service types and the 智能 (众包) category calls", () => {
  const crowd = CATEGORY_TREE.filter((c) => c.scopeTypes.includes(1));

  it("getAllServiceType and serviceTypeList name the service types of §9 that have categories", async () => {
    const all = await s.call(api.goods.getAllServiceType, undefined, { token });
    expect(all.body.data).toEqual([
      { serviceId: 1, serviceName: "安装" },
      { serviceId: 2, serviceName: "维修" },
      { serviceId: 3, serviceName: "测量" },
    ]);
    const general = await s.call(api.goods.serviceTypeList, { scopeType: 2 }, { token });
    const withGeneral = [1, 2, 3].filter((id) =>
      CATEGORY_TREE.some((c) => c.scopeTypes.includes(2) && c.serviceIds.includes(id)),
    );
    expect(general.body.data.map((t) => t.serviceId)).toEqual(withGeneral);
    const bad = await s.call(api.goods.serviceTypeList, { scopeType: 7 as never }, { token });
    expect(bad.body.code).not.toBe(1);
  });

  it("smartGetAllServiceTypeAndFirstCate gives each service type its 众包 first levels", async () => {
    const { body } = await s.call(api.goods.smartGetAllServiceTypeAndFirstCate, undefined, { token });
    const repair = body.data.find((t) => t.serviceId === 2)!;
    expect(repair.serviceName).toBe("维修");
    expect(repair.categories.map((c) => c.name)).toEqual(
      crowd.filter((c) => c.serviceIds.includes(2)).map((c) => c.name),
    );
  });

  it("smartGetAllCategory is the 众包 tree, smartGetOneClass its first levels, smartAllCategory every category", async () => {
    const tree = await s.call(api.goods.smartGetAllCategory, { serviceId: 3 }, { token });
    const measured = crowd.filter((c) => c.serviceIds.includes(3));
    expect(tree.body.data.map((c) => c.name)).toEqual(measured.map((c) => c.name));
    expect(tree.body.data[0].children?.map((c) => c.name)).toEqual([...measured[0].children]);
    const classes = await s.call(api.goods.smartGetOneClass, {}, { token });
    expect(classes.body.data.map((c) => c.classname)).toEqual(crowd.map((c) => c.name));
    const flat = await s.call(api.goods.smartAllCategory, undefined, { token });
    const count = CATEGORY_TREE.reduce((sum, c) => sum + 1 + c.children.length, 0);
    expect(flat.body.data).toHaveLength(count);
    expect(flat.body.data.every((c) => c.children === undefined)).toBe(true);
  });

  // The worker class dialog: 总包 classes from getAllCategory scope 2, 众包 ones from the smartGetAllCategory tree.
  it("getAllCategory of scope 2 is the 总包 one-level list: no 众包-only category, no second level", async () => {
    const general = await s.call(api.goods.getAllCategory, { scopeType: 2, pid: "0" } as never, { token });
    expect(general.body.data.map((c) => c.name)).toEqual(
      CATEGORY_TREE.filter((c) => c.scopeTypes.includes(2)).map((c) => c.name),
    );
    expect(general.body.data.every((c) => c.children === undefined)).toBe(true);
  });

  it("every class the two lists offer is one setFreeClass accepts; a 众包-only first level is refused", async () => {
    const worker = FIRST_DEMO_WORKER.workerId;
    const general = await s.call(api.goods.getAllCategory, { scopeType: 2, pid: "0" } as never, { token });
    const tree = await s.call(api.goods.smartGetAllCategory, {}, { token });
    const offered = [
      ...general.body.data.map((c) => String(c.id)),
      ...tree.body.data.flatMap((c) => (c.children ?? []).map((child) => String(child.id))),
    ];
    for (let i = 0; i < offered.length; i += 10) {
      const chunk = offered.slice(i, i + 10);
      const set = await s.call(
        api.worker.roster.setFreeClass,
        { workerId: worker, categoryIds: chunk },
        { token },
      );
      expect(set.body.code).toBe(1);
      const read = await s.call(api.worker.roster.freeClass, { workerId: worker }, { token });
      expect(read.body.data.map((c) => c.categoryId)).toEqual(chunk);
    }
    const before = await s.call(api.worker.roster.freeClass, { workerId: worker }, { token });
    const crowdOnly = tree.body.data.find((c) => c.name === "净水器")!;
    const refused = await s.call(
      api.worker.roster.setFreeClass,
      { workerId: worker, categoryIds: [String(crowdOnly.id)] },
      { token },
    );
    expect(refused.status).toBe(200);
    expect(refused.body).toMatchObject({ code: 400, msg: "服务品类不正确" });
    const after = await s.call(api.worker.roster.freeClass, { workerId: worker }, { token });
    expect(after.body.data).toEqual(before.body.data);
  });
});
