import * as v from "valibot";
import * as roster from "../../../worker/roster";
import { wire, type WireEntry } from "../../define";
import { areaRef, workerKeyRequest } from "../../worker/records";
import * as schemas from "../../worker/roster";
import * as profile from "../../worker/rosterProfile";
import * as settings from "../../worker/rosterSettings";

/**
 * api.worker.roster's calls with their schemas (../../worker/roster.ts, the order-taking settings'
 * ../../worker/rosterSettings.ts, the profile's ../../worker/rosterProfile.ts).
 */
export const entries: readonly WireEntry[] = [
  wire(roster.registerWorker, {
    request: profile.registerWorkerRequest,
    answer: profile.registerWorkerAnswer,
  }),
  wire(roster.updateWorker, { request: profile.updateWorkerRequest, answer: v.null() }),
  wire(roster.workerList, { request: schemas.workerListRequest, answer: schemas.workerPage }),
  wire(roster.workerExport, { request: schemas.workerExportRequest, answer: schemas.workerExportPage }),
  wire(roster.workerStatus, { request: schemas.workerStatusRequest, answer: v.null() }),
  wire(roster.workerCommon, { request: workerKeyRequest, answer: schemas.workerCommon }),
  wire(roster.workerBasic, { request: workerKeyRequest, answer: schemas.workerBasic }),
  wire(roster.workerAccount, { request: workerKeyRequest, answer: schemas.workerAccount }),
  wire(roster.transferList, { request: schemas.transferListRequest, answer: schemas.transferPage }),
  wire(roster.getProviderArea, { answer: v.array(areaRef) }),
  wire(roster.transferOrders, {
    request: schemas.transferOrdersRequest,
    answer: schemas.transferOrdersResult,
  }),
  wire(roster.deliveryOrders, { request: schemas.deliveryOrdersRequest, answer: schemas.deliveryOrderPage }),
  wire(roster.myGrade, { request: workerKeyRequest, answer: schemas.workerGrade }),
  wire(roster.walletAmount, { request: workerKeyRequest, answer: schemas.walletAmount }),
  wire(roster.serviceLevel, { request: workerKeyRequest, answer: schemas.serviceLevel }),

  // ---- the order-taking settings: classes
  wire(roster.freeClass, { request: workerKeyRequest, answer: settings.workerClasses }),
  wire(roster.nonFreeClass, { request: workerKeyRequest, answer: settings.workerClasses }),
  wire(roster.workerClass, { request: workerKeyRequest, answer: settings.workerClasses }),
  wire(roster.setFreeClass, { request: settings.setClassesRequest, answer: v.null() }),
  wire(roster.setNonFreeClass, { request: settings.setClassesRequest, answer: v.null() }),

  // ---- areas
  wire(roster.freeArea, { request: workerKeyRequest, answer: v.array(areaRef) }),
  wire(roster.nonFreeArea, { request: workerKeyRequest, answer: v.array(areaRef) }),
  wire(roster.nonFreeAreaType, { request: workerKeyRequest, answer: settings.nonFreeAreaType }),
  wire(roster.setNonFreeArea, { request: settings.setNonFreeAreaRequest, answer: v.null() }),
  wire(roster.setBatchNonFreeArea, { request: settings.setBatchNonFreeAreaRequest, answer: v.null() }),

  // ---- 指派接单, percent, config
  wire(roster.nonFree, { request: workerKeyRequest, answer: settings.nonFreeState }),
  wire(roster.setNonFree, { request: settings.setNonFreeRequest, answer: v.null() }),
  wire(roster.nonFreePercent, { request: workerKeyRequest, answer: settings.nonFreePercent }),
  wire(roster.setNonFreePercent, { request: settings.setNonFreePercentRequest, answer: v.null() }),
  wire(roster.workerConfig, { request: workerKeyRequest, answer: settings.workerConfig }),
  wire(roster.setWorkerConfig, { request: settings.setWorkerConfigRequest, answer: v.null() }),
];
