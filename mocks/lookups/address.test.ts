// @vitest-environment node
import * as address from "../../src/api/address";
import { createTestStandIn } from "../testing";

describe("areaGet", () => {
  it("answers the provinces for id 0, without a token", async () => {
    const s = createTestStandIn();
    const { status, body } = await s.call(address.areaGet, { id: 0 });
    expect(status).toBe(200);
    expect(body.data.areas).toHaveLength(31);
    expect(body.data.areas[0]).toEqual({ id: 1, title: "北京市", level: 1 });
    expect(body.data.areas.every((a) => a.level === 1)).toBe(true);
  });

  it("names the 直辖市 city rows after the province", async () => {
    const s = createTestStandIn();
    const cities = (await s.call(address.areaGet, { id: 1 })).body.data.areas;
    expect(cities).toEqual([{ id: 32, title: "北京市", level: 2 }]);
    const districts = (await s.call(address.areaGet, { id: 32 })).body.data.areas;
    expect(districts.map((d) => d.title)).toContain("朝阳区");
    expect(districts.every((d) => d.level === 3)).toBe(true);
  });

  it("pins 东莞 to 382 and 中山 to 383 and answers their streets directly", async () => {
    const s = createTestStandIn();
    const provinces = (await s.call(address.areaGet, { id: 0 })).body.data.areas;
    const guangdong = provinces.find((p) => p.title === "广东省");
    const cities = (await s.call(address.areaGet, { id: guangdong!.id })).body.data.areas;
    expect(cities).toContainEqual({ id: 382, title: "东莞市", level: 2 });
    expect(cities).toContainEqual({ id: 383, title: "中山市", level: 2 });
    const titles = cities.map((c) => c.title);
    expect(titles.indexOf("东莞市")).toBe(titles.indexOf("潮州市") - 2); // listed in code order

    for (const cityId of [382, 383]) {
      const streets = (await s.call(address.areaGet, { id: cityId })).body.data.areas;
      expect(streets.length).toBeGreaterThan(20);
      expect(streets.every((street) => street.level === 4)).toBe(true);
    }
    const dongguan = (await s.call(address.areaGet, { id: 382 })).body.data.areas.map((a) => a.title);
    expect(dongguan).toContain("虎门镇");
    const zhongshan = (await s.call(address.areaGet, { id: 383 })).body.data.areas.map((a) => a.title);
    expect(zhongshan).toContain("小榄镇");
  });

  it("answers an empty list below a street and validates the id", async () => {
    const s = createTestStandIn();
    const street = (await s.call(address.areaGet, { id: 382 })).body.data.areas[0];
    expect((await s.call(address.areaGet, { id: street.id })).body.data.areas).toEqual([]);
    const bad = await s.call(address.areaGet, { id: "x" as unknown as number });
    expect(bad.body).toEqual({ code: 400, msg: "上级区域id必须是整数", data: null });
    // A query carries text: "-1" is not digits (mocks/validate.ts typedNumber).
    expect((await s.call(address.areaGet, { id: -1 })).body.msg).toBe("上级区域id必须是整数");
  });
});

describe("areasByCityAndIds", () => {
  it("answers the given ids in order, for echoing a picked address", async () => {
    const s = createTestStandIn();
    const streets = (await s.call(address.areaGet, { id: 382 })).body.data.areas;
    const { body } = await s.call(address.areasByCityAndIds, { ids: `19,382,${streets[2].id}` });
    expect(body.data).toEqual([
      { id: 19, title: "广东省", level: 1 },
      { id: 382, title: "东莞市", level: 2 },
      { id: streets[2].id, title: streets[2].title, level: 4 },
    ]);
  });

  it("keeps only the ids within cityId and validates the ids", async () => {
    const s = createTestStandIn();
    const chaoyang = (await s.call(address.areaGet, { id: 32 })).body.data.areas.find(
      (a) => a.title === "朝阳区",
    )!;
    const dongguanStreet = (await s.call(address.areaGet, { id: 382 })).body.data.areas[0];
    const { body } = await s.call(address.areasByCityAndIds, {
      cityId: 32,
      ids: `${chaoyang.id},${dongguanStreet.id},99999999`,
    });
    expect(body.data.map((a) => a.id)).toEqual([chaoyang.id]);
    expect((await s.call(address.areasByCityAndIds, { ids: "1,a" })).body.msg).toBe("区域id格式不正确");
    expect((await s.call(address.areasByCityAndIds, { ids: "" })).body.code).toBe(400);
  });
});
