import type { DispatchCandidate } from "../../api/order/dispatch";
import {
  acceptTimeoutProblem,
  areaCovers,
  compareCandidates,
  coversCategories,
  dispatchDay,
  dispatchRefusal,
  fullText,
  type DispatchOrderFacts,
  type DispatchWorkerFacts,
} from "./dispatchRules";

const SHENZHEN = { provinceName: "广东省", cityName: "深圳市" };
const order: DispatchOrderFacts = {
  place: { ...SHENZHEN, areaName: "南山区", townName: "粤海街道" },
  categories: [{ name: "挂式空调", parentName: "空调" }],
  day: "2026-11-20",
  today: "2026-11-20",
};
const worker: DispatchWorkerFacts = {
  status: 3,
  nonFree: true,
  areas: [SHENZHEN],
  categoryNames: ["空调"],
  dailyMax: 8,
  dayCount: 7,
};

describe("dispatchRefusal", () => {
  it("lets a 正常 worker with 指派接单 on, the area, the category and room in the day take the order", () => {
    expect(dispatchRefusal(worker, order)).toBeNull();
    expect(dispatchRefusal({ ...worker, dailyMax: null, dayCount: 99 }, order)).toBeNull();
  });

  it("names the first reason, in the spec's tone", () => {
    const text = (w: Partial<DispatchWorkerFacts>, o: Partial<DispatchOrderFacts> = {}) =>
      dispatchRefusal({ ...worker, ...w }, { ...order, ...o })?.text;
    expect(text({ status: 4, nonFree: false })).toBe("师傅已禁用");
    expect(text({ status: 5 })).toBe("师傅已拉黑");
    expect(text({ status: 1 })).toBe("师傅账号未启用");
    expect(text({ status: 2 })).toBe("师傅账号未启用");
    expect(text({ nonFree: false, areas: [] })).toBe("师傅未开启指派接单");
    expect(text({ areas: [], categoryNames: [] })).toBe("该订单不在师傅的服务区域");
    expect(text({ categoryNames: ["热水器"] })).toBe("该订单品类不在师傅的服务品类");
    expect(text({ dayCount: 8 })).toBe("师傅今日接单已满（8/8）");
    expect(text({ dayCount: 8 }, { day: "2026-12-03" })).toBe("师傅12月3日接单已满（8/8）");
  });
});

describe("areas and categories", () => {
  it("covers a whole city, or one district (a street for cities without districts)", () => {
    expect(areaCovers(SHENZHEN, order.place)).toBe(true);
    expect(areaCovers({ ...SHENZHEN, areaName: "南山区" }, order.place)).toBe(true);
    expect(areaCovers({ ...SHENZHEN, areaName: "福田区" }, order.place)).toBe(false);
    expect(areaCovers({ provinceName: "广东省", cityName: "东莞市" }, order.place)).toBe(false);
    expect(areaCovers({ cityName: "深圳市", provinceName: "湖南省" }, order.place)).toBe(false);
    const dongguan = { provinceName: "广东省", cityName: "东莞市", areaName: "南城街道" };
    expect(areaCovers({ provinceName: "广东省", cityName: "东莞市", townName: "南城街道" }, dongguan)).toBe(
      true,
    );
  });

  it("covers every goods line by its own category or its first-level class", () => {
    const combo = [
      { name: "挂式空调", parentName: "空调" },
      { name: "电热水器", parentName: "热水器" },
    ];
    expect(coversCategories(["空调", "电热水器"], combo)).toBe(true);
    expect(coversCategories(["空调"], combo)).toBe(false);
    expect(coversCategories([], [])).toBe(true);
  });
});

describe("the day, the words, the clock", () => {
  it("counts an order on its appointment's day, else today", () => {
    expect(dispatchDay("2026-12-03 09:00:00", "2026-11-20")).toBe("2026-12-03");
    expect(dispatchDay(null, "2026-11-20")).toBe("2026-11-20");
    expect(fullText("2026-11-20", "2026-11-20", 3, 3)).toBe("师傅今日接单已满（3/3）");
  });

  it("keeps 接单超时时间 to whole minutes from 5 to 1440", () => {
    expect(acceptTimeoutProblem(5)).toBeNull();
    expect(acceptTimeoutProblem(1440)).toBeNull();
    expect(acceptTimeoutProblem(4)).toBe("接单超时时间须在5到1440分钟之间");
    expect(acceptTimeoutProblem(30.5)).toBe("接单超时时间须为整数分钟");
    expect(acceptTimeoutProblem(null)).toBe("请输入接单超时时间");
  });
});

describe("compareCandidates", () => {
  const c = (workerId: string, more: Partial<DispatchCandidate>): DispatchCandidate => ({
    workerId,
    workerName: workerId,
    workerMobile: "",
    eligible: true,
    reason: null,
    reasonCode: null,
    todayCount: 0,
    dailyMax: 10,
    inArea: true,
    distanceKm: null,
    servedCustomer: false,
    ...more,
  });

  it("sorts eligible first, then (天猫) served, the area, the lightest day, the nearest", () => {
    const list = [
      c("refused", { eligible: false, reason: "x", todayCount: 0 }),
      c("busy", { todayCount: 5, distanceKm: 1 }),
      c("far", { todayCount: 1, distanceKm: 30 }),
      c("near", { todayCount: 1, distanceKm: 2 }),
      c("unknown", { todayCount: 1 }),
      c("served", { todayCount: 9, servedCustomer: true }),
      c("refusedInArea", { eligible: false, reason: "x", inArea: true }),
      c("refusedOutside", { eligible: false, reason: "x", inArea: false }),
    ];
    const own = [...list].sort((a, b) => compareCandidates(a, b, false)).map((x) => x.workerId);
    expect(own).toEqual([
      "near",
      "far",
      "unknown",
      "busy",
      "served",
      "refused",
      "refusedInArea",
      "refusedOutside",
    ]);
    const tmall = [...list].sort((a, b) => compareCandidates(a, b, true)).map((x) => x.workerId);
    expect(tmall.slice(0, 2)).toEqual(["served", "near"]);
  });
});
