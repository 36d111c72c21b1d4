import { service } from "./endpoint";
import type { Id, ScopeType } from "./types";

/** /goods-app — service types and goods categories. Every path is under /v1 (spec "Goods (/goods-app/v1)"). */
// The service-type and category pickers: shared lookups of every form, the apply form too.
const s = service("/goods-app", { open: "user", onboarding: true }).under("/v1");

/** Category record (spec §3: id, classname or name). */
export interface Category {
  id: Id;
  /** One-level class lists use classname; category trees use name. */
  classname?: string;
  name?: string;
  pid?: Id;
  /** 1 first level, 2 second level. */
  level?: number;
  children?: Category[];
}

export interface ServiceType {
  /** Service type code: install 1, repair 2, measure 3, ... (spec §9). */
  serviceId: number;
  serviceName: string;
}

export interface ServiceTypeWithCategories extends ServiceType {
  categories: Category[];
}

// ---- smartCategory ----

const smart = s.under("/smartCategory");

export const smartGetAllServiceTypeAndFirstCate = smart.get<void, ServiceTypeWithCategories[]>(
  "/getAllServiceTypeAndFirstCate",
  "全部服务类型及一级类目",
);
export const smartGetAllCategory = smart.get<{ serviceId?: number }, Category[]>(
  "/getAllCategory",
  "智能类目树",
);
export const smartGetOneClass = smart.get<{ serviceId?: number }, Category[]>(
  "/getOneClass",
  "智能类目一级分类",
);
export const smartAllCategory = smart.get<void, Category[]>("/allCategory", "全部类目（平铺）");

// ---- serviceType ----

const serviceTypes = s.under("/serviceType");

export const getAllServiceType = serviceTypes.get<void, ServiceType[]>("/getAllServiceType", "全部服务类型");
export const serviceTypeList = serviceTypes.get<{ scopeType?: ScopeType }, ServiceType[]>(
  "/list",
  "服务类型列表",
);

// ---- category (service-type and category picker) ----

const category = s.under("/category");

export interface CateListByTypeQuery {
  serviceId: number;
  pid: Id;
  /** 0: all scopes. */
  scopeType: 0 | ScopeType;
}

export const getCateListByType = category.get<CateListByTypeQuery, Category[]>(
  "/getCateListByType",
  "按服务类型取类目（众包二级类目）",
);
export const getOneClass = category.get<{ serviceId?: number }, Category[]>(
  "/getOneClass",
  "一级分类（总包）",
);
export const getAllCategory = category.get<CateListByTypeQuery, Category[]>(
  "/getAllCategory",
  "类目树（pid 0 起）",
);
