import * as goods from "../../goods";
import { wire, type WireEntry } from "../define";
import * as schemas from "../goods";

/** api.goods's calls with their schemas (../goods.ts). */
export const entries: readonly WireEntry[] = [
  wire(goods.smartGetAllServiceTypeAndFirstCate, { answer: schemas.serviceTypesWithCategories }),
  wire(goods.smartGetAllCategory, { request: schemas.serviceIdRequest, answer: schemas.categories }),
  wire(goods.smartGetOneClass, { request: schemas.serviceIdRequest, answer: schemas.categories }),
  wire(goods.smartAllCategory, { answer: schemas.categories }),
  wire(goods.getAllServiceType, { answer: schemas.serviceTypes }),
  wire(goods.serviceTypeList, { request: schemas.serviceTypeListRequest, answer: schemas.serviceTypes }),
  wire(goods.getCateListByType, { request: schemas.cateListByTypeRequest, answer: schemas.categories }),
  wire(goods.getOneClass, { request: schemas.serviceIdRequest, answer: schemas.categories }),
  wire(goods.getAllCategory, { request: schemas.allCategoryRequest, answer: schemas.categories }),
];
