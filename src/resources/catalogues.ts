/**
 * Catalogues read from calls that several resources offer as options (filters, dialog fields). A table in
 * src/domain stays only where a code is read offline (the stand-in's seed, a row that carries a bare code).
 */
import { api } from "../api";
import type { ServiceType } from "../api/goods";
import { monthLabel } from "../domain/bills/rules";
import { remoteOptions } from "./engine";

/** Service types as options: value the code (serverType), label the platform's name. */
export function serviceTypeOptions(types: readonly ServiceType[] | null): { value: number; label: string }[] {
  return (types ?? []).map((type) => ({ value: type.serviceId, label: type.serviceName }));
}

/** 服务类型 of every filter and form: the platform's service types (serviceType/getAllServiceType). */
export const SERVICE_TYPE_OPTIONS = remoteOptions({
  endpoint: api.goods.getAllServiceType,
  toOptions: serviceTypeOptions,
});

/** 账单月份 of the bill list and 待结算列表: every month back to the provider's first bill (billMonths), newest first. */
export const BILL_MONTH_OPTIONS = remoteOptions({
  endpoint: api.finance.billMonths,
  toOptions: (months: readonly string[] | null) =>
    (months ?? []).map((month) => ({ value: month, label: monthLabel(month) })),
});
