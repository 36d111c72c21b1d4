/** Words and places the order seed builds its Chinese demo data from. */

/** Each seed provider's city: districts with a few streets, and the centre the coordinates scatter around. */
export interface SeedCity {
  provinceName: string;
  cityName: string;
  lng: number;
  lat: number;
  districts: readonly { name: string; streets: readonly string[] }[];
}

export const SHENZHEN: SeedCity = {
  provinceName: "广东省",
  cityName: "深圳市",
  lng: 114.0579,
  lat: 22.5431,
  districts: [
    { name: "福田区", streets: ["华强北街道", "梅林街道", "香蜜湖街道", "莲花街道"] },
    { name: "南山区", streets: ["粤海街道", "蛇口街道", "南头街道", "西丽街道"] },
    { name: "罗湖区", streets: ["东门街道", "翠竹街道", "莲塘街道"] },
    { name: "宝安区", streets: ["新安街道", "西乡街道", "福永街道", "沙井街道"] },
    { name: "龙岗区", streets: ["布吉街道", "坂田街道", "横岗街道", "龙城街道"] },
    { name: "龙华区", streets: ["民治街道", "龙华街道", "大浪街道"] },
  ],
};

export const DONGGUAN: SeedCity = {
  provinceName: "广东省",
  cityName: "东莞市",
  lng: 113.7518,
  lat: 23.0205,
  districts: [
    { name: "南城街道", streets: ["宏伟社区", "石鼓社区"] },
    { name: "东城街道", streets: ["主山社区", "牛山社区"] },
    { name: "松山湖", streets: ["科技园社区"] },
  ],
};

export const ZHONGSHAN: SeedCity = {
  provinceName: "广东省",
  cityName: "中山市",
  lng: 113.3926,
  lat: 22.5176,
  districts: [
    { name: "石岐街道", streets: ["悦来社区", "凤鸣社区"] },
    { name: "东区街道", streets: ["竹苑社区", "库充社区"] },
  ],
};

export const ESTATES: readonly string[] = [
  "万科城",
  "碧桂园",
  "华润城",
  "中海阳光玫瑰园",
  "招商花园城",
  "龙光玖龙台",
  "星河丹堤",
  "金地梅陇镇",
  "保利上城",
  "卓越维港",
  "桃源居",
  "幸福海岸",
];

/** A goods line template: what is installed, its category, SKU wording and the price range in yuan. */
export interface GoodsTemplate {
  goodsName: string;
  itemName: string;
  skuName: string;
  measureName: string;
  minYuan: number;
  maxYuan: number;
}

export const INSTALL_GOODS: readonly GoodsTemplate[] = [
  {
    goodsName: "格力云佳 1.5匹挂式空调",
    itemName: "挂式空调",
    skuName: "1.5匹 白色",
    measureName: "台",
    minYuan: 150,
    maxYuan: 260,
  },
  {
    goodsName: "美的酷省电 3匹柜式空调",
    itemName: "柜式空调",
    skuName: "3匹 金色",
    measureName: "台",
    minYuan: 260,
    maxYuan: 420,
  },
  {
    goodsName: "海尔 60升电热水器",
    itemName: "电热水器",
    skuName: "60L 一级能效",
    measureName: "台",
    minYuan: 120,
    maxYuan: 200,
  },
  {
    goodsName: "万和 16升燃气热水器",
    itemName: "燃气热水器",
    skuName: "16L 天然气",
    measureName: "台",
    minYuan: 150,
    maxYuan: 240,
  },
  {
    goodsName: "方太 侧吸式油烟机",
    itemName: "侧吸式油烟机",
    skuName: "JQ26TS 黑色",
    measureName: "台",
    minYuan: 160,
    maxYuan: 260,
  },
  {
    goodsName: "老板 嵌入式燃气灶",
    itemName: "嵌入式燃气灶",
    skuName: "双灶 天然气",
    measureName: "台",
    minYuan: 80,
    maxYuan: 150,
  },
  {
    goodsName: "好太太 电动晾衣架",
    itemName: "电动晾衣架",
    skuName: "2.4米 LED照明",
    measureName: "套",
    minYuan: 120,
    maxYuan: 220,
  },
  {
    goodsName: "德施曼 指纹锁",
    itemName: "指纹锁",
    skuName: "Q5M 曜石黑",
    measureName: "把",
    minYuan: 100,
    maxYuan: 180,
  },
  {
    goodsName: "恒洁 智能马桶",
    itemName: "智能马桶",
    skuName: "Q9 即热式",
    measureName: "个",
    minYuan: 180,
    maxYuan: 300,
  },
  {
    goodsName: "九牧 淋浴房",
    itemName: "淋浴房",
    skuName: "一字形 1.2米",
    measureName: "套",
    minYuan: 300,
    maxYuan: 600,
  },
  {
    goodsName: "史密斯 厨下净水器",
    itemName: "厨下净水器",
    skuName: "600G 反渗透",
    measureName: "台",
    minYuan: 100,
    maxYuan: 160,
  },
  {
    goodsName: "雷士 客厅吸顶灯",
    itemName: "吸顶灯",
    skuName: "96W 三色调光",
    measureName: "盏",
    minYuan: 60,
    maxYuan: 120,
  },
];

export const REPAIR_GOODS: readonly GoodsTemplate[] = [
  {
    goodsName: "挂式空调维修",
    itemName: "挂式空调",
    skuName: "不制冷检修",
    measureName: "次",
    minYuan: 80,
    maxYuan: 300,
  },
  {
    goodsName: "电热水器维修",
    itemName: "电热水器",
    skuName: "不加热检修",
    measureName: "次",
    minYuan: 60,
    maxYuan: 220,
  },
  {
    goodsName: "油烟机维修",
    itemName: "顶吸式油烟机",
    skuName: "清洗与检修",
    measureName: "次",
    minYuan: 80,
    maxYuan: 200,
  },
  {
    goodsName: "智能锁维修",
    itemName: "指纹锁",
    skuName: "识别故障检修",
    measureName: "次",
    minYuan: 60,
    maxYuan: 160,
  },
];

export const MEASURE_GOODS: readonly GoodsTemplate[] = [
  {
    goodsName: "全屋窗帘测量",
    itemName: "电动窗帘",
    skuName: "上门测量",
    measureName: "次",
    minYuan: 30,
    maxYuan: 60,
  },
  {
    goodsName: "中央空调测量",
    itemName: "中央空调",
    skuName: "户型测量",
    measureName: "次",
    minYuan: 50,
    maxYuan: 100,
  },
  {
    goodsName: "淋浴房测量",
    itemName: "淋浴房",
    skuName: "尺寸测量",
    measureName: "次",
    minYuan: 30,
    maxYuan: 60,
  },
];

/** Repair fault categories: big → small. */
export const FAULTS: readonly (readonly [string, readonly string[]])[] = [
  ["制冷故障", ["不制冷", "制冷效果差", "外机不转"]],
  ["电路故障", ["无法开机", "跳闸", "显示屏不亮"]],
  ["漏水", ["内机漏水", "接口渗水"]],
  ["噪音", ["运行噪音大", "异响"]],
];

export const REPAIR_METHODS: readonly string[] = [
  "更换电容",
  "补充冷媒",
  "更换主板",
  "疏通排水管",
  "紧固外机支架",
];

export const LOGISTICS_COMPANIES: readonly string[] = ["菜鸟速递", "日日顺物流", "京东物流", "德邦快递"];

/** The traces of a logistics record up to its status (LOGISTICS_STATUS 1-8), oldest first. */
const SHIPPED = ["商家已发货", "包裹已入库", "包裹已出库"];
export const LOGISTICS_TRACES: Readonly<Record<number, readonly string[]>> = {
  1: ["商家已发货"],
  2: SHIPPED.slice(0, 2),
  3: SHIPPED,
  4: [...SHIPPED, "快递员正在派送"],
  5: [...SHIPPED, "快递员正在派送", "客户已签收"],
  6: [...SHIPPED, "快递员正在派送", "客户拒签"],
  7: [...SHIPPED, "包裹已到达提货点，待提货"],
  8: [...SHIPPED, "包裹已到达提货点，待提货", "提货失败"],
};

export const EXPECT_LABELS: readonly (readonly [string, string])[] = [
  ["EXP01", "希望周末上门"],
  ["EXP02", "希望尽快安装"],
  ["EXP03", "上门前请电话联系"],
  ["EXP04", "需要拆除旧机"],
  ["EXP05", "家中有老人，请准时"],
  ["EXP06", "需要开具发票"],
];

export const REMARKS: readonly string[] = [
  "客户要求师傅穿鞋套上门",
  "小区需提前登记，师傅到达后联系物业",
  "客户白天上班，请预约晚上时段",
  "安装位置需打孔，已与客户确认",
  "商家备注：赠品随货发出",
  "客户有宠物，进门请注意关门",
];

export const HANG_UP_REASONS: readonly string[] = [
  "客户装修未完成",
  "客户临时出差",
  "商品缺少配件，等待补发",
  "客户要求延期安装",
];

export const CANCEL_REASONS: readonly string[] = ["客户暂不需要", "商品退货", "重复下单", "地址超出服务范围"];

export const ROOMS: readonly string[] = ["客厅", "主卧", "次卧", "书房", "厨房", "卫生间", "阳台"];

export const MERCHANT_LABELS: readonly (readonly [string, string, string])[] = [
  ["ML01", "品牌旗舰", "品牌官方授权旗舰店"],
  ["ML02", "优质商家", "近 90 天好评率高于 98%"],
  ["ML03", "售后无忧", "商家承担售后上门费用"],
  ["ML04", "急速结算", "服务完成后 T+1 结算"],
  ["ML05", "大件专营", "以大家电、卫浴等大件为主"],
];
