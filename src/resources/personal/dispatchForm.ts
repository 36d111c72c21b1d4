/**
 * 派单设置 of the personal centre (issue 41 §2): the provider's 接单超时时间, after which a 待接单 order its worker has
 * not accepted returns to 待派单 by itself (with a notice 「师傅超时未接单」). Its range, default and messages are the
 * server's (src/domain/orders/dispatchRules.ts); the order list times 待接单 against it (orders/WaitingTime.tsx).
 */
import { api } from "../../api";
import type { DispatchSettings, DispatchSettingsBody } from "../../api/worker/dispatchSettings";
import {
  ACCEPT_TIMEOUT_DEFAULT,
  ACCEPT_TIMEOUT_MAX,
  ACCEPT_TIMEOUT_MIN,
  acceptTimeoutProblem,
} from "../../domain/orders/dispatchRules";
import type { FormScreen } from "../engine";

export const DISPATCH_SETTINGS_TEXT = {
  tab: "派单设置",
  label: "接单超时时间",
  required: "请输入接单超时时间",
  saved: "派单设置已保存",
  unit: "分钟",
  extra: `派单后师傅在此时间内未接单，订单自动退回待派单并通知您。可设${ACCEPT_TIMEOUT_MIN}–${ACCEPT_TIMEOUT_MAX}分钟，默认${ACCEPT_TIMEOUT_DEFAULT}分钟。`,
} as const;

/** The minutes of the form's value: a whole number as typed, or what the server's check refuses. */
function minutesOf(value: unknown): number | null {
  if (value === null || value === undefined || value === "") return null;
  return typeof value === "number" ? value : Number(value);
}

/** 派单设置: started from the setting as the server has it now. */
export const dispatchSettingsForm: FormScreen<DispatchSettings, DispatchSettingsBody, void> = {
  name: "personal-dispatch",
  load: { endpoint: api.worker.dispatchSettings.dispatchSettings, payload: () => undefined },
  fields: [
    {
      name: "acceptTimeoutMinutes",
      label: DISPATCH_SETTINGS_TEXT.label,
      input: "number",
      toFixed: 0,
      suffix: DISPATCH_SETTINGS_TEXT.unit,
      required: true,
      message: DISPATCH_SETTINGS_TEXT.required,
      // The server's range and words; the required rule speaks for an empty value.
      validate: (value) => {
        const minutes = minutesOf(value);
        return minutes === null ? null : acceptTimeoutProblem(minutes);
      },
      extra: DISPATCH_SETTINGS_TEXT.extra,
    },
  ],
  initial: (settings) => ({
    acceptTimeoutMinutes: settings?.acceptTimeoutMinutes ?? ACCEPT_TIMEOUT_DEFAULT,
  }),
  save: {
    endpoint: api.worker.dispatchSettings.setDispatchSettings,
    payload: (values) => ({ acceptTimeoutMinutes: minutesOf(values.acceptTimeoutMinutes) ?? 0 }),
    success: DISPATCH_SETTINGS_TEXT.saved,
  },
  maxWidth: 520,
};
