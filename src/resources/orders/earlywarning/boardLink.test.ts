import { decodeSearch, searchPayload } from "../../engine";
import { boardLink } from "./AlertBoard";
import { ALERT_FILTERS, alertList } from "./alerts";

/** What the alert list asks the server for when it is opened by a board link. */
function requestOf(link: string) {
  const search = link.slice(link.indexOf("?"));
  const tabs = typeof alertList.tabs === "function" ? undefined : alertList.tabs;
  const state = decodeSearch(search, ALERT_FILTERS, tabs);
  return searchPayload(ALERT_FILTERS, state, tabs);
}

describe("board links", () => {
  it("open the list on the card's type and handling status", () => {
    expect(boardLink(3, 1, null)).toMatch(/^\/order\/earlywarning\?/);
    expect(requestOf(boardLink(3, 1, null))).toEqual({ alertType: 3, handleStatus: 1 });
    expect(requestOf(boardLink(14, 2, null))).toEqual({ alertType: 14, handleStatus: 2 });
  });

  it("carry the board's date range to the list", () => {
    expect(requestOf(boardLink(2, 1, ["2026-11-01 00:00:00", "2026-11-20 23:59:59"]))).toEqual({
      alertType: 2,
      handleStatus: 1,
      startTime: "2026-11-01 00:00:00",
      endTime: "2026-11-20 23:59:59",
    });
  });
});
