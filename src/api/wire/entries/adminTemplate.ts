import * as adminTemplate from "../../adminTemplate";
import * as schemas from "../adminTemplate";
import { wire, type WireEntry } from "../define";

/** api.adminTemplate's calls with their schemas (../adminTemplate.ts). */
export const entries: readonly WireEntry[] = [wire(adminTemplate.userInfo, { answer: schemas.userInfo })];
