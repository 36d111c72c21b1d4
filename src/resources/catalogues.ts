/**
 * Catalogues read from calls that several resources offer as options (filters, dialog fields). A table in
 * src/domain stays only where a code is read offline (the stand-in's seed, a row that carries a bare code).
 */
import { api } from "../api";
import type { ServiceType } from "../api/goods";
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
