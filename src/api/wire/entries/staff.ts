import * as v from "valibot";
import * as staff from "../../staff";
import { wire, type WireEntry } from "../define";
import * as schemas from "../staff";

/** api.staff's calls with their schemas (../staff.ts). */
export const entries: readonly WireEntry[] = [
  wire(staff.staffList, { request: schemas.staffListRequest, answer: schemas.staffPage }),
  wire(staff.staffCreate, { request: schemas.staffCreateRequest, answer: schemas.staffCreated }),
  wire(staff.staffPermissions, { request: schemas.staffIdRequest, answer: schemas.staffPermissions }),
  wire(staff.staffGrant, { request: schemas.staffGrantRequest, answer: v.null() }),
  wire(staff.staffStatus, { request: schemas.staffStatusRequest, answer: v.null() }),
  wire(staff.staffResetPassword, { request: schemas.staffResetPasswordRequest, answer: v.null() }),
  wire(staff.staffUpdate, { request: schemas.staffUpdateRequest, answer: v.null() }),
  wire(staff.staffRemove, { request: schemas.staffIdRequest, answer: v.null() }),
  wire(staff.staffHistory, { request: schemas.staffHistoryRequest, answer: schemas.staffHistoryPage }),
  wire(staff.exportLog, { request: schemas.exportLogRequest, answer: schemas.exportLogPage }),
  wire(staff.changeInitialPassword, { request: schemas.changeInitialPasswordRequest, answer: v.null() }),
];
