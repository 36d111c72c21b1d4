/**
 * The hotline dialer's calls of the public service (/basic-public-app): the hotline (rhinokeen) token, the seat
 * dictionary and the call history. Re-exported by ./basicPublic.ts (`api.basicPublic.*`).
 */
import { basicPublicService as s } from "./basicPublicService";
import type { Page, PageQuery } from "./endpoint";
import { DIALER_SCREENS } from "./screens";
import type { DateTime, Id } from "./types";

export interface RhinokeenToken {
  token: string;
  /** Seat login account of the hotline SDK. */
  account?: string;
  expireTime?: DateTime;
}

export const rhinokeenToken = s.get<void, RhinokeenToken>("/V1/admin/rhinokeen/token", "外呼服务令牌", {
  menu: DIALER_SCREENS,
  onboarding: false,
});

/** dictType of the hotline seat numbers (the dialer picks one seat at random from its first page of 20). */
export const SEAT_DICT_TYPE = "rhinokeen_seat_number";

export interface DictionaryQuery extends PageQuery {
  /** e.g. the seat-number dictionary type. */
  dictType: string;
}

export interface DictionaryItem {
  id: Id;
  dictType: string;
  dictValue: string;
  dictLabel?: string;
}

export const dictionaryPageList = s.post<DictionaryQuery, Page<DictionaryItem>>(
  "/V1/admin/dictionary/pageList",
  "字典分页（外呼坐席号码，size 20）",
  { menu: DIALER_SCREENS, onboarding: false, paginated: true, effect: "read" },
);

export interface CallHistoryBody {
  calleeMobile: string;
  callerMobile: string;
  orderNo?: string;
}

export const saveCallHistory = s.post<CallHistoryBody, null>(
  "/V1/admin/rhinokeen/saveHistory",
  "保存外呼记录",
  // The dialer's own call history: no screen of the console shows it.
  { menu: DIALER_SCREENS, onboarding: false, button: "order:callCustomer", effect: "session" },
);
