/**
 * The hotline dialer's calls of the public service (/basic-public-app): the hotline (rhinokeen) token, the seat
 * dictionary and the call history. Re-exported by ./basicPublic.ts (`api.basicPublic.*`).
 */
import { basicPublicService as s } from "./basicPublicService";
import type { Page } from "./endpoint";
import type { AnswerType, RequestType } from "./schema";
import { DIALER_SCREENS } from "./screens";
import type * as wire from "./wire/basicPublicFiles";

/** The types of the calls below, from their schemas (./wire/basicPublicFiles.ts, where their fields are described). */
export type RhinokeenToken = AnswerType<typeof wire.rhinokeenToken>;
export type DictionaryQuery = RequestType<typeof wire.dictionaryRequest>;
export type DictionaryItem = AnswerType<typeof wire.dictionaryItem>;
export type CallHistoryBody = RequestType<typeof wire.callHistoryRequest>;

export const rhinokeenToken = s.get<void, RhinokeenToken>("/V1/admin/rhinokeen/token", "外呼服务令牌", {
  menu: DIALER_SCREENS,
  onboarding: false,
});

/** dictType of the hotline seat numbers (the dialer picks one seat at random from its first page of 20). */
export const SEAT_DICT_TYPE = "rhinokeen_seat_number";

export const dictionaryPageList = s.post<DictionaryQuery, Page<DictionaryItem>>(
  "/V1/admin/dictionary/pageList",
  "字典分页（外呼坐席号码，size 20）",
  { menu: DIALER_SCREENS, onboarding: false, paginated: true, effect: "read" },
);

export const saveCallHistory = s.post<CallHistoryBody, null>(
  "/V1/admin/rhinokeen/saveHistory",
  "保存外呼记录",
  // The dialer's own call history: no screen of the console shows it.
  { menu: DIALER_SCREENS, onboarding: false, button: "order:callCustomer", effect: "session" },
);
