/** 天猫 account operations on a worker, in the archive's header. */
import { api } from "../../api";
import { loadFrom, requestFields, type ActionDecl } from "../engine";
import { titled, workerKey, type WorkerLike } from "./settings";

/** The 天猫 id in 拉取天猫ID's answer. */
function tmallIdOf(result: unknown): string {
  return typeof result === "object" && result !== null && "tmallWorkerId" in result
    ? String(result.tmallWorkerId ?? "")
    : "";
}

const underTaking = requestFields(api.worker.tmall.setUnderTaking);

/**
 * 天猫 account operations, in the archive's header; each call names its btn code (the stand-in refuses without), and
 * the action takes it from there.
 */
export function tmallActions<R extends WorkerLike>(): ActionDecl<R>[] {
  return [
    {
      key: "tmallPull",
      label: "拉取天猫ID",
      placement: ["header"],
      confirm: (worker) => `确定为${worker.workerName}拉取天猫ID吗？`,
      endpoint: api.worker.tmall.pullId,
      payload: (target) => ({ workerId: target.record?.workerId }),
      success: (result) => `拉取成功，天猫ID：${tmallIdOf(result)}`,
    },
    {
      key: "tmallAbilities",
      label: "同步天猫能力",
      placement: ["header"],
      confirm: (worker) => `确定从天猫同步${worker.workerName}的服务能力吗？`,
      endpoint: api.worker.tmall.retrieveAbilities,
      payload: (target) => ({ workerId: target.record?.workerId }),
      success: "同步成功",
    },
    {
      key: "tmallUnderTaking",
      label: "天猫接单",
      placement: ["header"],
      form: {
        title: titled("天猫接单"),
        fields: [underTaking("underTaking", { label: "开启天猫接单", input: "switch" })],
        load: loadFrom(api.worker.tmall.underTaking, workerKey, (answer) => ({
          underTaking: answer?.underTaking ?? false,
        })),
      },
      endpoint: api.worker.tmall.setUnderTaking,
      payload: (target, values) => ({
        workerId: target.record?.workerId,
        underTaking: values.underTaking === true,
      }),
      success: "设置成功",
    },
  ];
}
