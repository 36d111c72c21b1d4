import type { SeedModule } from "../../db/seed/types";

/**
 * Goods categories behind the service-type and category picker. First-level categories (level 1, pid 0) carry their
 * second levels (level 2). `serviceIds` are the service types a category is offered for (install 1, repair 2,
 * measure 3); `scopeTypes` whether it is offered for 众包 (1) and/or 总包 (2): 总包 uses the first level only.
 */
export interface CategoryDef {
  name: string;
  serviceIds: readonly number[];
  scopeTypes: readonly (1 | 2)[];
  children: readonly string[];
}

const ALL_SERVICES = [1, 2, 3] as const;
const INSTALL_REPAIR = [1, 2] as const;

export const CATEGORY_TREE: readonly CategoryDef[] = [
  {
    name: "空调",
    serviceIds: ALL_SERVICES,
    scopeTypes: [1, 2],
    children: ["挂式空调", "柜式空调", "中央空调", "移动空调"],
  },
  {
    name: "热水器",
    serviceIds: INSTALL_REPAIR,
    scopeTypes: [1, 2],
    children: ["电热水器", "燃气热水器", "太阳能热水器", "空气能热水器"],
  },
  {
    name: "燃气灶",
    serviceIds: INSTALL_REPAIR,
    scopeTypes: [1, 2],
    children: ["嵌入式燃气灶", "台式燃气灶", "集成灶"],
  },
  {
    name: "油烟机",
    serviceIds: INSTALL_REPAIR,
    scopeTypes: [1, 2],
    children: ["侧吸式油烟机", "顶吸式油烟机", "集成烟机"],
  },
  {
    name: "晾衣架",
    serviceIds: ALL_SERVICES,
    scopeTypes: [1, 2],
    children: ["电动晾衣架", "手摇晾衣架", "落地晾衣架"],
  },
  {
    name: "智能锁",
    serviceIds: INSTALL_REPAIR,
    scopeTypes: [1, 2],
    children: ["指纹锁", "人脸识别锁", "密码锁"],
  },
  {
    name: "卫浴",
    serviceIds: ALL_SERVICES,
    scopeTypes: [1, 2],
    children: ["智能马桶", "花洒", "浴室柜", "淋浴房"],
  },
  {
    name: "净水器",
    serviceIds: INSTALL_REPAIR,
    scopeTypes: [1],
    children: ["厨下净水器", "前置过滤器", "管线机"],
  },
  { name: "窗帘", serviceIds: [1, 3], scopeTypes: [1], children: ["电动窗帘", "罗马杆", "百叶帘"] },
  { name: "灯具", serviceIds: INSTALL_REPAIR, scopeTypes: [1, 2], children: ["吸顶灯", "吊灯", "筒灯射灯"] },
];

export const goodsCategoriesSeed: SeedModule = {
  name: "goodsCategories",
  run({ db }) {
    const insert = db.prepare(
      "INSERT INTO goods_categories (id, pid, name, level, sort, service_ids, scope_types) VALUES (?, ?, ?, ?, ?, ?, ?)",
    );
    CATEGORY_TREE.forEach((top, i) => {
      const id = 100 + i;
      const services = top.serviceIds.join(",");
      const scopes = top.scopeTypes.join(",");
      insert.run(id, 0, top.name, 1, i + 1, services, scopes);
      top.children.forEach((child, j) => insert.run(id * 100 + j + 1, id, child, 2, j + 1, services, "1"));
    });
  },
};
