import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { setAccessGroup } from "../providers/session";
import { requestCall } from "../widgets/hotline/callRequests";
import { ConsoleDialer, DIALER_BUTTON } from "./ConsoleDialer";

describe("the console's dialer", () => {
  afterEach(() => setAccessGroup(null));

  it("floats on the page for an account with the dialer's btn code", async () => {
    setAccessGroup({ menu: ["/worker/index"], btn: [DIALER_BUTTON] });
    render(<ConsoleDialer />);
    expect(await screen.findByRole("button", { name: "智能外呼" })).toBeInTheDocument();
  });

  it("loads the pad on the first click, the button in its place meanwhile, and opens it", async () => {
    setAccessGroup({ menu: ["/worker/index"], btn: [DIALER_BUTTON] });
    render(<ConsoleDialer />);
    expect(screen.queryByLabelText("号码")).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "智能外呼" }));
    expect(screen.getByRole("button", { name: "智能外呼" })).toBeInTheDocument();
    expect(await screen.findByLabelText("号码")).toHaveValue("");
  });

  it("opens with the number of a call requested before its pad was loaded", async () => {
    setAccessGroup({ menu: ["/worker/index"], btn: [DIALER_BUTTON] });
    render(<ConsoleDialer />);
    act(() => requestCall("13800000001"));
    expect(await screen.findByLabelText("号码")).toHaveValue("13800000001");
  });

  it("is absent for an account without it", () => {
    setAccessGroup({ menu: ["/order/index"], btn: ["order:dispatch"] });
    const { container } = render(<ConsoleDialer />);
    expect(container).toBeEmptyDOMElement();
  });
});
