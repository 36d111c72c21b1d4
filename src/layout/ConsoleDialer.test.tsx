import { render, screen } from "@testing-library/react";
import { setAccessGroup } from "../providers/session";
import { ConsoleDialer, DIALER_BUTTON } from "./ConsoleDialer";

describe("the console's dialer", () => {
  afterEach(() => setAccessGroup(null));

  it("floats on the page for an account with the dialer's btn code", async () => {
    setAccessGroup({ menu: ["/worker/index"], btn: [DIALER_BUTTON] });
    render(<ConsoleDialer />);
    expect(await screen.findByRole("button", { name: "智能外呼" })).toBeInTheDocument();
  });

  it("is absent for an account without it", () => {
    setAccessGroup({ menu: ["/order/index"], btn: ["order:dispatch"] });
    const { container } = render(<ConsoleDialer />);
    expect(container).toBeEmptyDOMElement();
  });
});
