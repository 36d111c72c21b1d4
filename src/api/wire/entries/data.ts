import * as v from "valibot";
import * as data from "../../data";
import * as schemas from "../data";
import { wire, type WireEntry } from "../define";

/** api.data's calls with their schemas (../data.ts). */
export const entries: readonly WireEntry[] = [
  wire(data.alertBoardDetail, {
    request: schemas.alertBoardRequest,
    answer: v.array(schemas.alertBoardItem),
  }),
  wire(data.alertList, { request: schemas.alertListRequest, answer: schemas.alertPage }),
  wire(data.alertAddRemark, { request: schemas.alertRemarkRequest, answer: v.null() }),
  wire(data.alertTrackList, { request: schemas.alertIdRequest, answer: v.array(schemas.alertTrack) }),
  wire(data.alertFinish, { request: schemas.alertFinishRequest, answer: v.null() }),
  wire(data.listAllAlertType, { answer: v.array(schemas.alertTypeItem) }),
  wire(data.assessProviderInfo, { request: schemas.assessRequest, answer: schemas.providerAssessInfo }),
  wire(data.workerAssessDataPage, { request: schemas.workerAssessRequest, answer: schemas.workerAssessPage }),
  wire(data.workerViolateOrderPage, {
    request: schemas.workerViolateRequest,
    answer: schemas.workerViolatePage,
  }),
];
