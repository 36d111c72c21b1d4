import * as v from "valibot";
import * as basicPublic from "../../basicPublic";
import * as schemas from "../basicPublic";
import * as files from "../basicPublicFiles";
import { wire, type WireEntry } from "../define";

/**
 * api.basicPublic's calls with their schemas: messages, protocols, verification codes and virtual numbers
 * (../basicPublic.ts), the hotline dialer's calls and the files (../basicPublicFiles.ts).
 */
export const entries: readonly WireEntry[] = [
  // Platform messages
  wire(basicPublic.msgGetPageList, { request: schemas.msgPageRequest, answer: schemas.publicMessagePage }),
  wire(basicPublic.msgGetPageListByGet, {
    request: schemas.msgPageByGetRequest,
    answer: schemas.publicMessagePage,
  }),
  wire(basicPublic.msgGetList, { request: schemas.msgListRequest, answer: schemas.publicMessageList }),
  wire(basicPublic.msgClear, { request: schemas.msgClearRequest, answer: v.null() }),
  wire(basicPublic.msgTypeGetList, { answer: schemas.msgTypeList }),
  // Protocols
  wire(basicPublic.protocolAlert, { request: schemas.protocolCodeRequest, answer: schemas.protocolAlert }),
  wire(basicPublic.protocolInfo, { request: schemas.protocolCodeRequest, answer: schemas.protocolInfo }),
  wire(basicPublic.protocolAccept, {
    request: schemas.protocolAcceptRequest,
    answer: schemas.protocolAcceptance,
  }),
  // Verification codes (before login)
  wire(basicPublic.verificationCodeLine, { answer: schemas.captchaLine }),
  wire(basicPublic.verificationCodeSmsSend, { request: schemas.verificationSmsRequest, answer: v.null() }),
  // Virtual numbers
  wire(basicPublic.virNumberRefresh, {
    request: schemas.virNumberOrderRequest,
    answer: schemas.virtualNumber,
  }),
  wire(basicPublic.virNumberHistory, {
    request: schemas.virNumberOrderRequest,
    answer: schemas.virtualNumberHistory,
  }),
  wire(basicPublic.virNumberCallRecord, {
    request: schemas.customerCallRequest,
    answer: schemas.customerCallRecord,
  }),
  // Hotline dialer
  wire(basicPublic.rhinokeenToken, { answer: files.rhinokeenToken }),
  wire(basicPublic.dictionaryPageList, { request: files.dictionaryRequest, answer: files.dictionaryPage }),
  wire(basicPublic.saveCallHistory, { request: files.callHistoryRequest, answer: v.null() }),
  // Files
  wire(basicPublic.uploadFile, { request: files.uploadFileRequest, answer: files.storedFile }),
  // The file's bytes: no answer schema.
  wire(basicPublic.downloadFile, { request: files.downloadFileRequest }),
  wire(basicPublic.fileUrls, { request: files.fileUrlsRequest, answer: files.fileUrls }),
];
