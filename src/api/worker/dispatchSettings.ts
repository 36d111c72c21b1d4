import { service } from "../endpoint";
import { ORDER_SCREENS, SCREENS } from "../screens";

/**
 * /worker-app/v1/provider — the provider's dispatch settings (issue 41), read and set in 个人中心. §7 has no such
 * call: both paths are ours, beside the provider's profile calls.
 */
const s = service("/worker-app", { menu: SCREENS.personal }).under("/v1/provider");

export interface DispatchSettings {
  /**
   * 接单超时时间: a 待接单 order its worker has not accepted within this many minutes of the dispatch returns to
   * 待派单 by itself. Default 30; whole minutes 5–1440 (src/domain/orders/dispatchRules.ts).
   */
  acceptTimeoutMinutes: number;
}

/** Also read on the order screens, whose 待接单 rows count down to the deadline. */
export const dispatchSettings = s.get<void, DispatchSettings>("/dispatchSettings", "派单设置", {
  menu: [SCREENS.personal, ...ORDER_SCREENS],
  chosenPath: true,
});

/** Every account of the provider sees the setting: its event is the account channel's, to the whole provider. */
export const setDispatchSettings = s.post<DispatchSettings, null>("/setDispatchSettings", "修改派单设置", {
  button: "personal:editProfile",
  chosenPath: true,
  effect: { channel: "account", type: "dispatchSettings", label: "修改派单设置" },
});
