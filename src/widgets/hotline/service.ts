/** The stand-in / back-end calls of the dialer (spec §7 "Hotline"), behind an interface for tests. */
import { api } from "../../api";
import { SEAT_DICT_TYPE, type CallHistoryBody, type DictionaryItem } from "../../api/basicPublic";
import { call, callEnvelope } from "../../providers/http";
import { SEAT_PAGE_SIZE } from "./rules";

export type TokenAnswer = { ok: true; token: string } | { ok: false; message: string | null };

export interface HotlineService {
  /** The rhinokeen token; a refusal (e.g. outside 9:00–21:00) resolves with the server's message. */
  token(): Promise<TokenAnswer>;
  /** The seat numbers: first page of the seat dictionary, SEAT_PAGE_SIZE records. */
  seats(): Promise<DictionaryItem[]>;
  saveHistory(body: CallHistoryBody): Promise<void>;
}

export const apiHotlineService: HotlineService = {
  async token() {
    const envelope = await callEnvelope(api.basicPublic.rhinokeenToken);
    if (envelope.code === 1 && envelope.data?.token) return { ok: true, token: envelope.data.token };
    return { ok: false, message: envelope.msg ?? null };
  },
  async seats() {
    const page = await call(api.basicPublic.dictionaryPageList, {
      dictType: SEAT_DICT_TYPE,
      current: 1,
      size: SEAT_PAGE_SIZE,
    });
    return page.records;
  },
  async saveHistory(body) {
    await call(api.basicPublic.saveCallHistory, body);
  },
};
