import { service } from "../endpoint";
import type { AnswerType, RequestType } from "../schema";
import { ORDER_SCREENS, SCREENS } from "../screens";
import type * as wire from "../wire/worker/dispatchSettings";

/**
 * /worker-app/v1/provider — the provider's dispatch settings (issue 41), read and set in 个人中心. §7 has no such
 * call: both paths are ours, beside the provider's profile calls.
 */
const s = service("/worker-app", { menu: SCREENS.personal }).under("/v1/provider");

/** The types of the calls below, from their schemas (../wire/worker/dispatchSettings.ts, where their fields are described). */
export type DispatchSettings = AnswerType<typeof wire.dispatchSettings>;
/** What 修改派单设置 sends: 接单超时时间 as a number, or its digits as text. */
export type DispatchSettingsBody = RequestType<typeof wire.setDispatchSettingsRequest>;

/** Also read on the order screens, whose 待接单 rows count down to the deadline. */
export const dispatchSettings = s.get<void, DispatchSettings>("/dispatchSettings", "派单设置", {
  menu: [SCREENS.personal, ...ORDER_SCREENS],
  chosenPath: true,
});

/** Every account of the provider sees the setting: its event is the account channel's, to the whole provider. */
export const setDispatchSettings = s.post<DispatchSettingsBody, null>(
  "/setDispatchSettings",
  "修改派单设置",
  {
    button: "personal:editProfile",
    chosenPath: true,
    effect: { channel: "account", type: "dispatchSettings", label: "修改派单设置" },
  },
);
