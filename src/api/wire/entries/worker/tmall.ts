import * as v from "valibot";
import * as tmall from "../../../worker/tmall";
import { wire, type WireEntry } from "../../define";
import * as schemas from "../../worker/tmall";

/** api.worker.tmall's calls with their schemas (../../worker/tmall.ts). */
export const entries: readonly WireEntry[] = [
  wire(tmall.pullId, { request: schemas.tmallWorkerRequest, answer: schemas.tmallWorkerId }),
  // 请先拉取天猫ID is the handler's.
  wire(tmall.retrieveAbilities, { request: schemas.tmallWorkerRequest, answer: v.null() }),
  wire(tmall.contactInfo, { request: schemas.tmallWorkerRequest, answer: schemas.tmallContact }),
  wire(tmall.abilities, { request: schemas.tmallWorkerRequest, answer: schemas.tmallAbilities }),
  wire(tmall.setUnderTaking, { request: schemas.setUnderTakingRequest, answer: v.null() }),
  wire(tmall.underTaking, { request: schemas.tmallWorkerRequest, answer: schemas.tmallUnderTaking }),
  wire(tmall.servedWorkerIds, { request: schemas.servedWorkerIdsRequest, answer: schemas.servedWorkerIds }),
];
