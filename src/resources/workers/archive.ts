import { api } from "../../api";
import type { AreaRef } from "../../api/types";
import type { WorkerCommon } from "../../api/worker/roster";
import { WORKER_STATUS } from "../../domain/workers/status";
import { section, type ShowScreen } from "../engine";
import { GENDER, NAMES, statusActions } from "./list";
import { archiveExtraSections } from "./archiveSections";
import { settingsActions } from "./settings";
import { tmallActions } from "./tmallActions";

/** /worker/watch/archives 查看档案: one section per read call about the worker. */

function areaText(area: Partial<AreaRef> | null | undefined): string {
  return [area?.provinceName, area?.cityName, area?.areaName].filter(Boolean).join(" ");
}

export const workerArchive: ShowScreen<WorkerCommon> = {
  base: api.worker.roster.workerCommon,
  heading: (worker) => `查看档案：${worker.workerName}`,
  // The status changes the worker allows, from the same table the list and the server read (no extra call).
  actions: [
    ...statusActions<WorkerCommon>("status"),
    ...settingsActions<WorkerCommon>(),
    ...tmallActions<WorkerCommon>(),
  ],
  sections: [
    section({
      key: "summary",
      title: "概要",
      fields: [
        { field: "workerName", title: "师傅姓名" },
        { field: "workerMobile", title: "手机号", value: "maskedPhone" },
        { field: "accountStatus", title: "账号状态", value: { enum: WORKER_STATUS } },
        { field: "serverTypeNames", title: "服务类型", value: { tags: NAMES } },
        { field: "cityName", title: "服务区域" },
        { field: "gradeName", title: "等级" },
        { field: "inServiceCount", title: "在途订单", value: "number" },
        { field: "completedCount", title: "完成订单", value: "number" },
        { field: "walletBalance", title: "钱包余额", value: "money" },
        { field: "gmtCreatedTime", title: "注册时间", value: "datetime" },
      ],
    }),
    section({
      key: "basic",
      title: "基本资料",
      from: api.worker.roster.workerBasic,
      fields: [
        { field: "workerName", title: "姓名" },
        { field: "workerMobile", title: "手机号", value: "maskedPhone" },
        { field: "gender", title: "性别", value: { enum: GENDER } },
        { field: "idCardNo", title: "身份证号" },
        { field: "area", title: "所在地区", value: { render: (_value, worker) => areaText(worker.area) } },
        { field: "detailAddress", title: "详细地址" },
        { field: "emergencyContact", title: "紧急联系人" },
        { field: "emergencyMobile", title: "紧急联系电话", value: "maskedPhone" },
        { field: "idCardFront", title: "身份证人像面", value: "media" },
        { field: "idCardBack", title: "身份证国徽面", value: "media" },
      ],
    }),
    section({
      key: "account",
      title: "账号信息",
      from: api.worker.roster.workerAccount,
      fields: [
        { field: "loginName", title: "登录账号" },
        { field: "accountStatus", title: "账号状态", value: { enum: WORKER_STATUS } },
        { field: "lastLoginTime", title: "最近登录时间", value: "datetime" },
      ],
    }),
    section({
      key: "grade",
      title: "师傅等级",
      from: api.worker.roster.myGrade,
      fields: [
        { field: "gradeName", title: "等级" },
        { field: "score", title: "等级分", value: "number" },
        { field: "nextGradeScore", title: "下一等级所需分数", value: "number" },
      ],
    }),
    section({
      key: "labels",
      title: "师傅标签",
      from: api.worker.search.labelsByWorkerId,
      empty: "暂无标签",
      labels: (labels) => labels,
    }),
    ...archiveExtraSections,
  ],
};
