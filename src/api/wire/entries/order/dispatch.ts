import * as v from "valibot";
import * as dispatch from "../../../order/dispatch";
import { wire, type WireEntry } from "../../define";
import * as schemas from "../../order/dispatch";

/** api.order.dispatch's calls with their schemas (../../order/dispatch.ts). */
export const entries: readonly WireEntry[] = [
  wire(dispatch.candidates, { request: schemas.candidatesRequest, answer: schemas.dispatchCandidates }),
  wire(dispatch.acceptOnBehalf, { request: schemas.acceptOnBehalfRequest, answer: v.null() }),
];
