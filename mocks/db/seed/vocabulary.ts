/** Words the seed modules build their Chinese demo data from (one list each, shared by every module). */

export const SURNAMES: readonly string[] = [
  ..."张王李赵刘陈杨黄周吴徐孙马朱胡郭何林高罗郑梁谢宋唐韩冯邓曹彭曾萧田董袁潘蒋蔡余杜叶程魏苏吕丁沈任姚卢",
];

/** Goods that customers have installed or repaired. */
export const GOODS: readonly string[] = [
  "格力空调",
  "美的热水器",
  "海尔洗衣机",
  "方太油烟机",
  "老板燃气灶",
  "九阳净水器",
  "TCL电视挂架",
  "欧派橱柜",
  "科勒智能马桶",
  "公牛智能门锁",
  "雷士吸顶灯",
  "松下新风系统",
];
