import { act, render, renderHook, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, useNavigate } from "react-router";
import { CloseOnNavigation, parseSidebarStatus, useIsMobile, useSiderState } from "./siderState";

function setWidth(width: number) {
  Object.defineProperty(window, "innerWidth", { configurable: true, value: width });
  window.dispatchEvent(new Event("resize"));
}

function Probe() {
  const s = useSiderState();
  const navigate = useNavigate();
  return (
    <div>
      <output>{JSON.stringify({ mobile: s.mobile, collapsed: s.collapsed, drawer: s.drawerOpen })}</output>
      <button onClick={s.toggle}>toggle</button>
      <button onClick={() => navigate("/elsewhere")}>go</button>
      {s.drawerOpen && <CloseOnNavigation onNavigate={s.closeDrawer} />}
    </div>
  );
}

const state = () => JSON.parse(screen.getByRole("status").textContent ?? "{}") as Record<string, boolean>;

describe("sider state", () => {
  afterEach(() => act(() => setWidth(1024)));

  it('reads sidebarStatus: "0" collapsed, anything else opened', () => {
    expect(parseSidebarStatus("0")).toBe(false);
    expect(parseSidebarStatus("1")).toBe(true);
    expect(parseSidebarStatus(null)).toBe(true);
    expect(parseSidebarStatus("junk")).toBe(true);
  });

  it("is mobile below 992 px, following a resize", () => {
    setWidth(991);
    const { result } = renderHook(() => useIsMobile());
    expect(result.current).toBe(true);
    act(() => setWidth(992));
    expect(result.current).toBe(false);
  });

  it("remembers the collapse choice as 1/0 in localStorage", async () => {
    setWidth(1440);
    window.localStorage.setItem("sidebarStatus", "0");
    render(
      <MemoryRouter>
        <Probe />
      </MemoryRouter>,
    );
    expect(state()).toEqual({ mobile: false, collapsed: true, drawer: false });
    await userEvent.click(screen.getByRole("button", { name: "toggle" }));
    expect(state().collapsed).toBe(false);
    expect(window.localStorage.getItem("sidebarStatus")).toBe("1");
    await userEvent.click(screen.getByRole("button", { name: "toggle" }));
    expect(window.localStorage.getItem("sidebarStatus")).toBe("0");
  });

  it("below 992 px uses a drawer that closes after navigation, leaving the stored choice alone", async () => {
    setWidth(1440);
    window.localStorage.setItem("sidebarStatus", "1");
    render(
      <MemoryRouter initialEntries={["/dashboard"]}>
        <Probe />
      </MemoryRouter>,
    );
    act(() => setWidth(800));
    expect(state()).toMatchObject({ mobile: true, drawer: false });
    await userEvent.click(screen.getByRole("button", { name: "toggle" }));
    expect(state().drawer).toBe(true);
    await userEvent.click(screen.getByRole("button", { name: "go" }));
    expect(state().drawer).toBe(false);
    expect(window.localStorage.getItem("sidebarStatus")).toBe("1");
    // Widening the window closes an open drawer: it does not come back when the window narrows again.
    await userEvent.click(screen.getByRole("button", { name: "toggle" }));
    expect(state().drawer).toBe(true);
    act(() => setWidth(1440));
    expect(state()).toMatchObject({ mobile: false, drawer: false });
    act(() => setWidth(800));
    expect(state()).toMatchObject({ mobile: true, drawer: false });
  });

  it("starts opened when nothing is stored, and with the drawer closed on a narrow window", () => {
    setWidth(800);
    window.localStorage.removeItem("sidebarStatus");
    render(
      <MemoryRouter>
        <Probe />
      </MemoryRouter>,
    );
    expect(state()).toEqual({ mobile: true, collapsed: false, drawer: false });
  });

  it("does not read the location: the layout holding it does not render again on navigation", async () => {
    setWidth(1440);
    const rendered = vi.fn();
    function Holder() {
      useSiderState();
      rendered();
      return null;
    }
    function Go() {
      const navigate = useNavigate();
      return <button onClick={() => navigate("/elsewhere")}>go</button>;
    }
    render(
      <MemoryRouter initialEntries={["/dashboard"]}>
        <Holder />
        <Go />
      </MemoryRouter>,
    );
    const before = rendered.mock.calls.length;
    expect(before).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole("button", { name: "go" }));
    expect(rendered).toHaveBeenCalledTimes(before);
  });
});
