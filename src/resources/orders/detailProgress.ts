/**
 * The order detail's sections on the service as it goes: the worker placed (with their labels and every worker who
 * served the order), the appointment, a hang-up, and the acceptance and repair results.
 */
import { api } from "../../api";
import type { OrderDetail } from "../../api/order/types";
import { PLACEMENT_STATUS } from "../../domain/orders";
import { section, type ShowSection } from "../engine";
import { serviceWorkersSection } from "./serviceWorkers";

const yesNo = (value: unknown) => (value === 1 || value === true ? "是" : "否");

export const progressSections: ShowSection<OrderDetail>[] = [
  section({
    key: "worker",
    title: "师傅信息",
    from: api.order.admin.queryWorkerInfo,
    empty: "暂未指派师傅",
    fields: [
      { field: "workerName", title: "师傅" },
      { field: "workerMobile", title: "师傅电话", value: "maskedPhone" },
      { field: "placeStatus", title: "派单状态", value: { enum: PLACEMENT_STATUS } },
      { field: "distributeTime", title: "派单时间" },
    ],
  }),
  section({
    key: "workerLabels",
    title: "师傅标签",
    when: (order) => Boolean(order.workerId),
    from: api.worker.search.labelsByWorkerId,
    payload: (_key, order) => ({ workerId: order.workerId }),
    empty: "暂无标签",
    labels: (labels) => labels,
  }),
  serviceWorkersSection,
  section({
    key: "appointment",
    title: "预约信息",
    from: api.order.admin.queryOrderAppointmentInfo,
    fields: [
      { field: "appointmentTime", title: "预约时间" },
      { field: "timeSlot", title: "预约时段" },
      { field: "appointmentCount", title: "预约次数" },
      { field: "appointmentFailed", title: "预约失败", value: { render: yesNo } },
      { field: "visitTime", title: "上门时间" },
      { field: "signInTime", title: "签到时间" },
    ],
  }),
  section({
    key: "hangUp",
    title: "挂起信息",
    from: api.order.admin.queryOrderHangUpInfo,
    fields: [
      { field: "hangUp", title: "是否挂起", value: { render: yesNo } },
      { field: "hangUpReason", title: "挂起原因" },
      { field: "hangUpTime", title: "挂起时间" },
      { field: "expectResumeTime", title: "预计恢复" },
    ],
  }),
  section({
    key: "check",
    title: "验收结果",
    from: api.order.admin.queryCheckResultByOrderNo,
    empty: "暂无验收结果",
    fields: [
      { field: "checkResult", title: "验收结果" },
      { field: "checkTime", title: "验收时间" },
      { field: "remark", title: "备注" },
      { field: "images", title: "验收照片", value: "media", span: 3 },
    ],
  }),
  section({
    key: "repair",
    title: "维修结果",
    when: (order) => (order.serverTypeList ?? []).includes(2),
    from: api.order.admin.queryRepairResultByOrderNo,
    empty: "暂无维修结果",
    fields: [
      { field: "faultReason", title: "故障原因" },
      { field: "repairMethod", title: "维修方式" },
      { field: "finishTime", title: "完成时间" },
      { field: "remark", title: "备注" },
      { field: "images", title: "维修照片", value: "media", span: 3 },
    ],
  }),
];
