import { service } from "./endpoint";
import type { AnswerType, RequestType } from "./schema";
import type * as wire from "./wire/goods";

/** /goods-app — service types and goods categories. Every path is under /v1 (spec "Goods (/goods-app/v1)"). */
// The service-type and category pickers: shared lookups of every form, the apply form too.
const s = service("/goods-app", { open: "user", onboarding: true }).under("/v1");

/** The types of the calls below, from their schemas (./wire/goods.ts, where their fields are described). */
export type ServiceIdQuery = RequestType<typeof wire.serviceIdRequest>;
export type ServiceTypeListQuery = RequestType<typeof wire.serviceTypeListRequest>;
export type CateListByTypeQuery = RequestType<typeof wire.cateListByTypeRequest>;
export type AllCategoryQuery = RequestType<typeof wire.allCategoryRequest>;
/** Category record (spec §3: id, classname or name), its children in a tree. */
export type Category = AnswerType<typeof wire.category>;
export type ServiceType = AnswerType<typeof wire.serviceType>;
export type ServiceTypeWithCategories = AnswerType<typeof wire.serviceTypeWithCategories>;

// ---- smartCategory ----

const smart = s.under("/smartCategory");

export const smartGetAllServiceTypeAndFirstCate = smart.get<void, ServiceTypeWithCategories[]>(
  "/getAllServiceTypeAndFirstCate",
  "全部服务类型及一级类目",
);
export const smartGetAllCategory = smart.get<ServiceIdQuery, Category[]>("/getAllCategory", "智能类目树");
export const smartGetOneClass = smart.get<ServiceIdQuery, Category[]>("/getOneClass", "智能类目一级分类");
export const smartAllCategory = smart.get<void, Category[]>("/allCategory", "全部类目（平铺）");

// ---- serviceType ----

const serviceTypes = s.under("/serviceType");

export const getAllServiceType = serviceTypes.get<void, ServiceType[]>("/getAllServiceType", "全部服务类型");
export const serviceTypeList = serviceTypes.get<ServiceTypeListQuery, ServiceType[]>("/list", "服务类型列表");

// ---- category (service-type and category picker) ----

const category = s.under("/category");

export const getCateListByType = category.get<CateListByTypeQuery, Category[]>(
  "/getCateListByType",
  "按服务类型取类目（众包二级类目）",
);
export const getOneClass = category.get<ServiceIdQuery, Category[]>("/getOneClass", "一级分类（总包）");
/** The service type and the scope are optional here, though spec §7 lists both (./wire/goods.ts). */
export const getAllCategory = category.get<AllCategoryQuery, Category[]>(
  "/getAllCategory",
  "类目树（pid 0 起）",
);
