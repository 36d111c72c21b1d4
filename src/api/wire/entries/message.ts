import * as v from "valibot";
import * as message from "../../message";
import { wire, type WireEntry } from "../define";
import * as schemas from "../message";

/** api.message's calls with their schemas (../message.ts). */
export const entries: readonly WireEntry[] = [
  wire(message.queryMsgRecordPage, { request: schemas.msgRecordRequest, answer: schemas.messageRecordPage }),
  wire(message.unReadNum, { request: schemas.unReadNumRequest, answer: v.number() }),
  wire(message.readMsg, { request: schemas.readMsgRequest, answer: v.null() }),
  wire(message.msgTypeTree, { request: schemas.msgTypeTreeRequest, answer: v.array(schemas.msgTypeGroup) }),
];
