import { chinaDateTime } from "../../time";
import type { SeedModule } from "../../db/seed/types";

/**
 * Merchants (the shops whose orders providers serve), for the merchant search dropdown. Nicknames are "<brand><shop>"
 * combinations; person type 1 company, 2 individual. 128 rows: enough for more than 5 pages of 10.
 */
const BRANDS = [
  "格力",
  "美的",
  "海尔",
  "奥克斯",
  "华帝",
  "方太",
  "老板",
  "万和",
  "林内",
  "九牧",
  "箭牌",
  "德施曼",
  "小米",
  "好太太",
  "恒洁",
  "史密斯",
];
const SHOPS = [
  "官方旗舰店",
  "专卖店",
  "家电专营店",
  "厨卫专营店",
  "京东自营店",
  "苏宁专卖店",
  "五金专营店",
  "生活馆",
];
const CONTACTS = ["陈立", "王芳", "李娜", "赵敏", "刘洋", "周杰", "吴静", "郑伟"];

export const MERCHANT_COUNT = BRANDS.length * SHOPS.length;

export const merchantsSeed: SeedModule = {
  name: "merchants",
  run({ db, rng, anchor }) {
    const insert = db.prepare(
      `INSERT INTO merchants (merchant_id, nick_name, merchant_name, contact_name, contact_mobile, person_type, created)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    );
    let n = 0;
    for (const brand of BRANDS) {
      for (const shop of SHOPS) {
        n += 1;
        const nickName = `${brand}${shop}`;
        const personType = shop === "生活馆" || shop === "五金专营店" ? 2 : 1;
        insert.run(
          `172${String(n).padStart(16, "0")}`,
          nickName,
          personType === 1
            ? `${brand}${shop.replace("店", "")}有限公司`
            : `${rng.pick(CONTACTS)}（个体）${nickName}`,
          rng.pick(CONTACTS),
          `13${rng.int(5, 9)}${rng.digits(8)}`,
          personType,
          chinaDateTime(anchor - rng.int(30, 1000) * 86_400_000),
        );
      }
    }
  },
};
