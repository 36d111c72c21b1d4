import { api } from "../../api";
import type { AreaRef } from "../../api/types";
import type { WorkerClass, WorkerCommon } from "../../api/worker/roster";
import { NON_FREE_AREA_TYPE, TRANSFER_TYPE, WALLET_DIRECTION } from "../../domain/workers/settings";
import { section, type ColumnDecl, type ShowSection } from "../engine";

/**
 * The archive's sections past the profile: settings, service level, wallet, bank cards, transfer records and the
 * 天猫 account, one read call each. Wallet records and bank cards are the worker's (E165-E167), shown here.
 */

const RECENT = 20;

const classColumns: readonly ColumnDecl<WorkerClass>[] = [
  { field: "serverTypeName", title: "业务类型", width: 100 },
  { field: "categoryName", title: "服务品类" },
];

const areaColumns: readonly ColumnDecl<AreaRef>[] = [
  { field: "provinceName", title: "省份", width: 140 },
  { field: "cityName", title: "城市", width: 140 },
  { field: "areaName", title: "区县" },
];

const byWorker = (key: string) => ({ workerId: key });

export const archiveExtraSections: readonly ShowSection<WorkerCommon>[] = [
  section({
    key: "classes",
    title: "服务品类",
    from: api.worker.roster.workerClass,
    columns: classColumns,
    empty: "暂未设置服务品类",
  }),
  section({
    key: "freeClass",
    title: "自由接单品类",
    from: api.worker.roster.freeClass,
    columns: classColumns,
    empty: "暂未设置",
  }),
  section({
    key: "freeArea",
    title: "自由接单区域",
    from: api.worker.roster.freeArea,
    columns: areaColumns,
    empty: "暂无",
  }),
  section({
    key: "nonFree",
    title: "指派接单",
    from: api.worker.roster.nonFree,
    fields: [{ field: "nonFree", title: "指派接单", value: { render: (v) => (v ? "已开启" : "未开启") } }],
  }),
  section({
    key: "nonFreeAreaType",
    title: "指派区域方式",
    from: api.worker.roster.nonFreeAreaType,
    fields: [{ field: "areaType", title: "指派区域方式", value: { enum: NON_FREE_AREA_TYPE } }],
  }),
  section({
    key: "nonFreeArea",
    title: "指派接单区域",
    from: api.worker.roster.nonFreeArea,
    columns: areaColumns,
    rows: (areas) => areas.map((a) => ({ ...a, areaName: a.areaName ?? "全市" })),
    empty: "暂未设置服务区域",
  }),
  section({
    key: "nonFreeClass",
    title: "指派接单品类",
    from: api.worker.roster.nonFreeClass,
    columns: classColumns,
    empty: "暂未设置",
  }),
  section({
    key: "percent",
    title: "分成比例",
    from: api.worker.roster.nonFreePercent,
    fields: [{ field: "percent", title: "分成比例", value: { render: (v) => `${String(v)}%` } }],
  }),
  section({
    key: "config",
    title: "接单设置",
    from: api.worker.roster.workerConfig,
    fields: [
      { field: "maxDailyOrders", title: "每日最多接单数", value: "number" },
      { field: "autoAccept", title: "自动接单", value: { render: (v) => (v ? "是" : "否") } },
      {
        field: "serviceItemIds",
        title: "服务项目数",
        value: { render: (_v, config) => String(config.serviceItemIds.length) },
      },
      {
        field: "roleIds",
        title: "师傅角色数",
        value: { render: (_v, config) => String(config.roleIds.length) },
      },
    ],
  }),
  section({
    key: "serviceLevel",
    title: "服务等级",
    from: api.worker.roster.serviceLevel,
    fields: [
      { field: "levelName", title: "服务等级" },
      { field: "score", title: "服务分", value: "number" },
    ],
  }),
  section({
    key: "wallet",
    title: "钱包",
    from: api.worker.roster.walletAmount,
    fields: [
      { field: "balance", title: "钱包余额", value: "money" },
      { field: "frozenAmount", title: "冻结金额", value: "money" },
      { field: "withdrawableAmount", title: "可提现金额", value: "money" },
    ],
  }),
  section({
    key: "walletRecords",
    title: `钱包流水（最近${RECENT}条）`,
    from: api.finance.walletRecordList,
    payload: (key) => ({ workerId: key, current: 1, size: RECENT }),
    rows: (page) => page.records,
    columns: [
      { field: "gmtCreatedTime", title: "时间", value: "datetime", width: 170 },
      { field: "direction", title: "收支", value: { enum: WALLET_DIRECTION }, width: 80 },
      { field: "bizType", title: "类型", width: 100 },
      { field: "amount", title: "金额", value: "money", width: 110 },
      { field: "balanceAfter", title: "余额", value: "money", width: 110 },
      { field: "bizNo", title: "业务单号" },
    ],
    empty: "暂无钱包流水",
  }),
  section({
    key: "bankCardCount",
    title: "银行卡",
    from: api.finance.workerBankCardCount,
    payload: byWorker,
    component: ({ data }) => <span>已绑定银行卡：{data ?? 0} 张</span>,
  }),
  section({
    key: "bankCards",
    title: "银行卡列表",
    from: api.finance.workerBankCardList,
    payload: byWorker,
    columns: [
      { field: "bankName", title: "开户银行", width: 140 },
      { field: "cardNo", title: "卡号" },
      { field: "holderName", title: "持卡人", width: 100 },
      { field: "isDefault", title: "默认卡", value: { render: (v) => (v ? "是" : "否") }, width: 80 },
    ],
    empty: "暂未绑定银行卡",
  }),
  section({
    key: "transfers",
    title: "转单记录",
    from: api.worker.roster.transferList,
    payload: (key) => ({ workerId: key, current: 1, size: RECENT }),
    rows: (page) => page.records,
    columns: [
      { field: "orderNo", title: "订单号", width: 200 },
      { field: "transferType", title: "转单类型", value: { enum: TRANSFER_TYPE }, width: 100 },
      { field: "fromWorkerName", title: "原师傅", width: 100 },
      { field: "toWorkerName", title: "接单师傅", width: 100 },
      { field: "operator", title: "操作人", width: 100 },
      { field: "gmtCreatedTime", title: "时间", value: "datetime" },
    ],
    empty: "暂无转单记录",
  }),
  section({
    key: "tmallContact",
    title: "天猫账号",
    from: api.worker.tmall.contactInfo,
    fields: [
      { field: "contactName", title: "联系人" },
      { field: "contactMobile", title: "联系电话", value: "maskedPhone" },
    ],
    empty: "未拉取天猫ID",
  }),
  section({
    key: "tmallAbilities",
    title: "天猫服务能力",
    from: api.worker.tmall.abilities,
    columns: [
      { field: "abilityName", title: "服务能力" },
      { field: "abilityCode", title: "能力编码", width: 140 },
      { field: "enabled", title: "状态", value: { render: (v) => (v ? "可用" : "停用") }, width: 80 },
    ],
    empty: "未同步天猫服务能力",
  }),
  section({
    key: "tmallUnderTaking",
    title: "天猫接单",
    from: api.worker.tmall.underTaking,
    fields: [
      { field: "underTaking", title: "天猫接单", value: { render: (v) => (v ? "已开启" : "未开启") } },
    ],
  }),
];
