import type { WorkerRow } from "../../api/worker/roster";
import { api } from "../../api";
import { isOffered } from "../engine";
import { withRequestLimits } from "../engine/requestLimits";
import { workerArchive } from "./archive";
import { areaPayload, registerAction, workerList } from "./list";

const ALL = ["worker:view", "worker:add", "worker:enable", "worker:disable", "worker:blacklist"];

function row(accountStatus: WorkerRow["accountStatus"]): WorkerRow {
  return {
    workerId: "1",
    workerName: "张建国",
    workerMobile: "13900000001",
    accountStatus,
    serverTypes: [1],
    serverTypeNames: ["安装"],
    cityName: "北京市",
    inServiceCount: 0,
    gmtCreatedTime: "2026-01-01 00:00:00",
    labels: [],
  };
}

function rowActions(status: WorkerRow["accountStatus"], buttons = ALL): string[] {
  const worker = row(status);
  return (workerList.actions ?? [])
    .filter((a) => a.placement.includes("row"))
    .filter((a) => isOffered(a, worker, buttons, workerList.commands?.(worker)))
    .map((a) => a.label);
}

describe("worker list declaration", () => {
  it("offers per status the changes of the transition table, after 查看档案", () => {
    expect(rowActions(3)).toEqual(["查看档案", "禁用", "拉黑"]);
    expect(rowActions(4)).toEqual(["查看档案", "启用", "拉黑"]);
    expect(rowActions(5)).toEqual(["查看档案"]);
    expect(rowActions(3, ["worker:view"])).toEqual(["查看档案"]);
  });

  it("offers the same changes on the archive, from the record's status", () => {
    const archive = (status: WorkerRow["accountStatus"]) => {
      const worker = { ...row(status), serviceLevel: 1, walletBalance: 0, completedCount: 0 };
      return (workerArchive.actions ?? [])
        .filter((a) => a.key.startsWith("worker:"))
        .filter((a) => isOffered(a, worker, ALL, undefined))
        .map((a) => a.label);
    };
    expect(archive(3)).toEqual(["禁用", "拉黑"]);
    expect(archive(2)).toEqual(["启用", "拉黑"]);
    expect(archive(5)).toEqual([]);
  });

  it("takes the register form's limits from the call's schema and sends the form as the call's body", () => {
    const declared = registerAction.form?.fields ?? [];
    expect(declared.every((f) => f.fills === api.worker.roster.registerWorker)).toBe(true);
    // As the form renders them: with the schema's limits and check.
    const fields = declared.map(withRequestLimits);
    const mobile = fields.find((f) => f.name === "workerMobile");
    expect(mobile?.validate?.("12912345678", {})).toBe("手机格式不正确");
    expect(mobile?.validate?.("13912345678", {})).toBeNull();
    expect(fields.map((f) => [f.name, f.required])).toEqual([
      ["workerName", true],
      ["workerMobile", true],
      ["idCardFront", true],
      ["idCardBack", true],
      ["area", true],
      ["serverTypes", true],
    ]);
    expect(fields.find((f) => f.name === "workerName")).toMatchObject({ maxLength: 20 });
    expect(fields.find((f) => f.name === "idCardFront")).toMatchObject({ limit: 1 });
    const body = registerAction.payload?.(
      { records: [] },
      {
        workerName: "李新来",
        workerMobile: "13912345678",
        idCardFront: [{ filePath: "a.jpg" }],
        idCardBack: [{ filePath: "b.jpg" }],
        area: { province: 1, city: 36, area: 400, shipAddress: "" },
        serverTypes: [1, 2],
      },
    );
    expect(body).toEqual({
      workerName: "李新来",
      workerMobile: "13912345678",
      idCardFront: "a.jpg",
      idCardBack: "b.jpg",
      area: { provinceId: 1, cityId: 36, areaId: 400 },
      serverTypes: [1, 2],
    });
    expect(areaPayload(undefined)).toBeUndefined();
  });
});
