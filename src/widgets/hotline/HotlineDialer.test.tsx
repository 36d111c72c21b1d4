import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { CallHistoryBody } from "../../api/basicPublic";
import { requestCall } from "./callRequests";
import { HotlineDialer } from "./HotlineDialer";
import type { HotlineService } from "./service";
import { createSimulatedAdapter } from "./simulatedAdapter";

function fakeService(saved: CallHistoryBody[]): HotlineService {
  return {
    token: async () => ({ ok: true, token: "rk-test" }),
    seats: async () => [{ id: "1", dictType: "seat", dictValue: "17000000001" }],
    saveHistory: async (body) => {
      saved.push(body);
    },
  };
}

const fakeBrowser = {
  userAgent: "Chrome/120",
  isSecureContext: true,
  checkMicrophone: async () => "ok" as const,
};

describe("HotlineDialer", () => {
  it("dials from the pad, refuses hang-up while dialing, then talks and hangs up", async () => {
    const user = userEvent.setup();
    const saved: CallHistoryBody[] = [];
    render(
      <HotlineDialer
        placement="inline"
        service={fakeService(saved)}
        environment={fakeBrowser}
        // The call is answered after 3 s: long enough for the refused hang-up below on a loaded machine.
        createAdapter={() => createSimulatedAdapter({ ringMs: 50, answerMs: 3000 })}
        dialDelayMs={100}
      />,
    );
    await user.click(screen.getByRole("button", { name: /智能外呼/ }));
    expect(screen.getByTestId("dialer-status")).toHaveTextContent("待拨号");
    await user.click(screen.getByRole("button", { name: "1" }));
    await user.click(screen.getByRole("button", { name: "3" }));
    await user.type(screen.getByLabelText("号码"), "912345678");
    expect(screen.getByLabelText("号码")).toHaveValue("13912345678");
    for (const key of ["*", "#"]) expect(screen.getByRole("button", { name: key })).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: /拨号/ }));
    await waitFor(() => expect(screen.getByTestId("dialer-status")).toHaveTextContent("拨号中"));
    expect(screen.getByTestId("dialer-info")).toHaveTextContent("坐席 17000000001");
    await user.click(screen.getByRole("button", { name: /挂断/ }));
    expect(await screen.findByText("正在拨号中，暂时不能挂断")).toBeInTheDocument();

    await waitFor(() => expect(screen.getByTestId("dialer-status")).toHaveTextContent("通话中"), {
      timeout: 10_000,
    });
    expect(screen.getByTestId("dialer-timer")).toHaveTextContent("00:00");
    expect(saved).toEqual([{ calleeMobile: "13912345678", callerMobile: "17000000001" }]);
    await user.click(screen.getByRole("button", { name: /挂断/ }));
    await waitFor(() => expect(screen.getByTestId("dialer-status")).toHaveTextContent("通话结束"));
  }, 30_000);

  it("says 手机格式不正确 for a bad number", async () => {
    const user = userEvent.setup();
    render(
      <HotlineDialer
        placement="inline"
        defaultOpen
        defaultNumber="1234"
        service={fakeService([])}
        environment={fakeBrowser}
      />,
    );
    await user.click(screen.getByRole("button", { name: /拨号/ }));
    expect(await screen.findByText("手机格式不正确")).toBeInTheDocument();
    expect(screen.getByTestId("dialer-status")).toHaveTextContent("待拨号");
  });
});

describe("HotlineDialer (floating)", () => {
  it("opens the panel from the floating button and closes it", async () => {
    const user = userEvent.setup();
    render(<HotlineDialer service={fakeService([])} environment={fakeBrowser} />);
    expect(screen.queryByRole("dialog", { name: "智能外呼" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "智能外呼" }));
    expect(screen.getByRole("dialog", { name: "智能外呼" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "关闭外呼面板" }));
    expect(screen.queryByRole("dialog", { name: "智能外呼" })).not.toBeInTheDocument();
  });

  it("the console's dialer opens with each requested number; another dialer ignores requests", async () => {
    const service = fakeService([]);
    const adapter = () => createSimulatedAdapter({ ringMs: 50, answerMs: 3000 });
    const { unmount } = render(
      <HotlineDialer
        placement="inline"
        service={service}
        environment={fakeBrowser}
        createAdapter={adapter}
      />,
    );
    act(() => requestCall("13900000001"));
    expect(screen.queryByRole("dialog", { name: "智能外呼" })).not.toBeInTheDocument();
    unmount();

    render(
      <HotlineDialer
        placement="inline"
        followsRequests
        service={service}
        environment={fakeBrowser}
        createAdapter={adapter}
      />,
    );
    expect(screen.queryByRole("dialog", { name: "智能外呼" })).not.toBeInTheDocument();
    act(() => requestCall("13900000001"));
    expect(screen.getByRole("dialog", { name: "智能外呼" })).toBeInTheDocument();
    expect(screen.getByLabelText("号码")).toHaveValue("13900000001");
    act(() => requestCall("13900000002"));
    expect(screen.getByLabelText("号码")).toHaveValue("13900000002");
  });

  it("shows which number a request dials and reports the call once placed; a request during a call changes nothing", async () => {
    const user = userEvent.setup();
    const placed: string[] = [];
    render(
      <HotlineDialer
        placement="inline"
        followsRequests
        service={fakeService([])}
        environment={fakeBrowser}
        createAdapter={() => createSimulatedAdapter({ ringMs: 50, answerMs: 60_000 })}
        dialDelayMs={10}
      />,
    );
    act(() =>
      requestCall("17012341234", { label: "拨打隐私号 170****1234", onPlaced: (n) => placed.push(n) }),
    );
    expect(screen.getByTestId("dialer-target")).toHaveTextContent("拨打隐私号 170****1234");
    await user.click(screen.getByRole("button", { name: /拨号/ }));
    await waitFor(() => expect(placed).toEqual(["17012341234"]));

    act(() =>
      requestCall("13900000003", { label: "拨打客户号码 139****0003", onPlaced: (n) => placed.push(n) }),
    );
    // A request during a call leaves the call's number: nothing new is offered.
    expect(screen.getByLabelText("号码")).toHaveValue("17012341234");
  });

  it("drops the request's label and record once the user changes the number", async () => {
    const user = userEvent.setup();
    const placed: string[] = [];
    render(
      <HotlineDialer
        placement="inline"
        followsRequests
        service={fakeService([])}
        environment={fakeBrowser}
        createAdapter={() => createSimulatedAdapter({ ringMs: 50, answerMs: 60_000 })}
        dialDelayMs={10}
      />,
    );
    act(() =>
      requestCall("13900000001", { label: "拨打客户号码 139****0001", onPlaced: (n) => placed.push(n) }),
    );
    await user.clear(screen.getByLabelText("号码"));
    await user.type(screen.getByLabelText("号码"), "13912345678");
    expect(screen.queryByTestId("dialer-target")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: /拨号/ }));
    await waitFor(() => expect(screen.getByTestId("dialer-status")).toHaveTextContent("拨号中"));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(placed).toEqual([]);
  });

  it("calls a privacy number from the seat of its binding; a number typed over it from a random seat", async () => {
    const user = userEvent.setup();
    const saved: CallHistoryBody[] = [];
    const props = {
      placement: "inline" as const,
      followsRequests: true,
      service: fakeService(saved),
      environment: fakeBrowser,
      createAdapter: () => createSimulatedAdapter({ ringMs: 50, answerMs: 60_000 }),
      dialDelayMs: 10,
    };
    const { unmount } = render(<HotlineDialer {...props} />);
    act(() => requestCall("17012341234", { label: "拨打隐私号 170****1234", seat: "17000000009" }));
    expect(screen.getByTestId("dialer-info")).toHaveTextContent("坐席 17000000009");
    await user.click(screen.getByRole("button", { name: /拨号/ }));
    await waitFor(() =>
      expect(saved).toEqual([{ calleeMobile: "17012341234", callerMobile: "17000000009" }]),
    );
    unmount();

    render(<HotlineDialer {...props} />);
    act(() => requestCall("17012341234", { label: "拨打隐私号 170****1234", seat: "17000000009" }));
    await user.clear(screen.getByLabelText("号码"));
    await user.type(screen.getByLabelText("号码"), "13912345678");
    expect(screen.getByTestId("dialer-info")).toHaveTextContent("坐席随机分配");
    await user.click(screen.getByRole("button", { name: /拨号/ }));
    await waitFor(() =>
      expect(saved.at(-1)).toEqual({ calleeMobile: "13912345678", callerMobile: "17000000001" }),
    );
  });
});
