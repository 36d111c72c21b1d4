import { render, screen } from "@testing-library/react";
import { TAG_TEXT } from "../../theme";
import { WaitingTimeView } from "./WaitingTime";

/** 2026-11-20 12:00:00 in China. */
const NOW = Date.UTC(2026, 10, 20, 4, 0, 0);

const view = (orderStatus: number, start: string, hangUp: 0 | 1 = 0, timeout = 30) =>
  render(
    <WaitingTimeView
      order={{ orderStatus, gmtCreatedTime: start, distributeTime: start, hangUp }}
      now={NOW}
      acceptTimeoutMinutes={timeout}
    />,
  ).container.querySelector(".order-wait");

describe("等待时长 cell", () => {
  it("says how long a 待派单 order has waited, plain before 30 minutes", () => {
    const cell = view(3, "2026-11-20 11:45:00");
    expect(cell).toHaveTextContent(/^已等待 15分钟$/);
    expect(cell?.querySelector("[style]")).toBeNull();
    expect(cell).toHaveAttribute("data-wait-level", "normal");
  });

  it("turns to the warning tone with 即将超时 when about to be late, and the danger tone with 已超时 when late", () => {
    const warning = view(4, "2026-11-20 11:39:00");
    expect(warning).toHaveTextContent("已等待 21分钟即将超时");
    // The status tags' warning text colour (4.5:1 on white), not antd's pale one.
    expect(screen.getByText("已等待 21分钟")).toHaveStyle({ color: TAG_TEXT.colorWarning });
    expect(screen.getByText("即将超时")).toHaveClass("ant-tag-warning");
    const late = view(3, "2026-11-20 09:45:00");
    expect(late).toHaveTextContent("已等待 2小时15分已超时");
    expect(screen.getByText("已等待 2小时15分").getAttribute("style")).toMatch(/color/);
    expect(screen.getByText("已超时")).toHaveClass("ant-tag-error");
  });

  it("times 待接单 against the provider's 接单超时时间", () => {
    expect(view(4, "2026-11-20 11:39:00", 0, 60)).toHaveAttribute("data-wait-level", "normal");
  });

  it("shows no tone for a hung-up order, and a dash for a status that is not timed", () => {
    expect(view(7, "2026-11-18 12:00:00", 1)).toHaveTextContent(/^已等待 2天$/);
    expect(view(8, "2026-11-18 12:00:00")).toHaveTextContent(/^-$/);
  });
});
