import { useCallback, useEffect, useState } from "react";
import { api } from "../../api";
import type { Category, ServiceType } from "../../api/goods";
import type { Id, ScopeType } from "../../api/types";
import { call } from "../../providers/http";

/**
 * Where the picker and the service-type checkboxes get their lists: the platform's calls (goods-app), never a table
 * in the code. src/domain keeps the codes' labels only for what is read offline (the stand-in's seed, a row that
 * carries a bare code).
 */

/** Lists the service types of a scope (the picker's 服务类型 select). */
export type ServiceTypeLoader = (scopeType: ScopeType) => Promise<ServiceType[]>;

/** The default: serviceType/list for the chosen 众包 / 总包. */
export const loadServiceTypesFromApi: ServiceTypeLoader = (scopeType) =>
  call(api.goods.serviceTypeList, { scopeType });

/** Lists the categories of a level: 众包 by parent ("0": first level), 总包 the one-level class list. */
export type CategoryLoader = (scopeType: ScopeType, parentId: Id, serviceId: number) => Promise<Category[]>;

/**
 * The default: 众包's first level is its one-level class list (smartCategory/getOneClass, the 众包 view) and a
 * second level the children of the chosen category (category/getCateListByType, scopeType 0 as §7 gives it); 总包
 * is the one-level class list of category/getOneClass.
 */
export const loadCategoriesFromApi: CategoryLoader = (scopeType, parentId, serviceId) => {
  if (scopeType === 2) return call(api.goods.getOneClass, { serviceId });
  return parentId === "0"
    ? call(api.goods.smartGetOneClass, { serviceId })
    : call(api.goods.getCateListByType, { serviceId, pid: parentId, scopeType: 0 });
};

let allServiceTypes: Promise<ServiceType[]> | undefined;

/** Every service type of the platform (serviceType/getAllServiceType): asked once, asked again after a failure. */
export function loadAllServiceTypes(): Promise<ServiceType[]> {
  allServiceTypes ??= call(api.goods.getAllServiceType).catch((error: unknown) => {
    allServiceTypes = undefined;
    throw error;
  });
  return allServiceTypes;
}

/** Forgets the list asked (tests; a new login needs none: the list is the platform's, not the account's). */
export function forgetAllServiceTypes(): void {
  allServiceTypes = undefined;
}

export interface AllServiceTypes {
  /** undefined while asked or after a failure. */
  types: ServiceType[] | undefined;
  failed: boolean;
  retry: () => void;
}

/** The platform's service types for a component (checkboxes, the names of chosen codes). */
export function useAllServiceTypes(
  load: () => Promise<ServiceType[]> = loadAllServiceTypes,
): AllServiceTypes {
  const [types, setTypes] = useState<ServiceType[] | undefined>();
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    load().then(
      (answer) => {
        if (!live) return;
        setTypes(answer);
        setFailed(false);
      },
      () => {
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [load, attempt]);
  const retry = useCallback(() => {
    setFailed(false);
    setAttempt((n) => n + 1);
  }, []);
  return { types, failed, retry };
}

/** The names of service type codes, in the order given; a code the list lacks shows itself. */
export function serviceTypeNames(
  types: readonly ServiceType[] | undefined,
  codes: readonly number[],
): string[] {
  return codes.map((code) => types?.find((t) => t.serviceId === code)?.serviceName ?? String(code));
}
