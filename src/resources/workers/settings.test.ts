import type { WorkerBasic, WorkerRow } from "../../api/worker/roster";
import { api } from "../../api";
import { isOffered } from "../engine";
import { withRequestLimits } from "../engine/requestLimits";
import { editPayload, editValues } from "./edit";
import { workerList } from "./list";
import { batchAreaAction, settingsActions } from "./settings";
import { areaKey, areasFromKeys, classOptions } from "./settingsOptions";

const worker = { workerId: "7", workerName: "王伟" };

describe("worker settings declarations", () => {
  it("offers each setting only with its btn code", () => {
    const offered = (buttons: string[]) =>
      settingsActions<typeof worker>()
        .filter((a) => isOffered(a, worker, buttons, undefined))
        .map((a) => a.label);
    expect(offered(["worker:setConfig"])).toEqual(["指派接单", "分成比例", "接单设置"]);
    expect(offered(["worker:setServiceArea", "worker:edit"])).toEqual(["编辑", "设置服务区域"]);
    expect(offered([])).toEqual([]);
    expect(workerList.actions?.some((a) => a.key === "batchArea" && a.placement.includes("batch"))).toBe(
      true,
    );
  });

  it("sends the chosen cities as areas and reads them back as keys", () => {
    expect(areaKey({ provinceId: 1, cityId: 36 })).toBe("1-36");
    expect(areasFromKeys(["1-36", "19-200"])).toEqual([
      { provinceId: 1, cityId: 36 },
      { provinceId: 19, cityId: 200 },
    ]);
    const rows = [{ workerId: "1" }, { workerId: "2" }] as WorkerRow[];
    expect(batchAreaAction.payload?.({ records: rows }, { areas: ["1-36"] })).toEqual({
      workerIds: ["1", "2"],
      areas: [{ provinceId: 1, cityId: 36 }],
    });
  });

  it("lists 总包 classes from the 总包 list and 众包 second levels from the 众包 tree", () => {
    const general = [
      { id: "1", pid: "0", name: "空调", level: 1 },
      { id: "3", pid: "0", name: "灯具", level: 1 },
    ];
    const crowd = [
      {
        id: "1",
        pid: "0",
        name: "空调",
        level: 1,
        children: [{ id: "11", pid: "1", name: "挂式空调", level: 2 }],
      },
      // 众包 only: no 总包 class of its own.
      {
        id: "2",
        pid: "0",
        name: "净水器",
        level: 1,
        children: [{ id: "21", pid: "2", name: "管线机", level: 2 }],
      },
    ];
    expect(classOptions(general, crowd).map((o) => [o.value, o.label])).toEqual([
      ["1", "空调（总包）"],
      ["11", "空调/挂式空调（众包）"],
      ["21", "净水器/管线机（众包）"],
      ["3", "灯具（总包）"],
    ]);
  });

  it("keeps the percent dialog within 0-100 whole numbers, its call's schema's range", () => {
    const percent = settingsActions<typeof worker>()
      .find((a) => a.key === "percent")
      ?.form?.fields.find((f) => f.name === "percent");
    expect(percent?.fills).toBe(api.worker.roster.setNonFreePercent);
    const shown = withRequestLimits(percent!);
    expect(shown).toMatchObject({ input: "number", required: true, min: 0, max: 100, toFixed: 0 });
    expect(shown.validate?.(101, {})).toBe("输入数值不符合");
    expect(shown.validate?.(35, {})).toBeNull();
  });

  it("prefills the edit form from the profile and sends it back unchanged", () => {
    const basic: WorkerBasic = {
      workerId: "7",
      workerName: "王伟",
      workerMobile: "13900000007",
      gender: 1,
      idCardNo: "110101199001011234",
      idCardFront: "worker/front.jpg",
      idCardBack: "worker/back.jpg",
      area: {
        provinceId: 1,
        provinceName: "北京",
        cityId: 36,
        cityName: "北京市",
        areaId: 400,
        areaName: "东城区",
      },
      detailAddress: "幸福路 1 号",
      emergencyContact: null,
      emergencyMobile: null,
    };
    const body = editPayload("7", editValues(basic));
    expect(body).toEqual({
      workerId: "7",
      workerName: "王伟",
      workerMobile: "13900000007",
      gender: 1,
      idCardNo: "110101199001011234",
      idCardFront: "worker/front.jpg",
      idCardBack: "worker/back.jpg",
      area: { provinceId: 1, cityId: 36, areaId: 400 },
      detailAddress: "幸福路 1 号",
      emergencyContact: undefined,
      emergencyMobile: undefined,
    });
  });
});
