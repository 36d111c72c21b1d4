import { render, screen, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from "react-router";
import { AppRouter, navigateUrgently, useFrameNavigation } from "./AppRouter";

/** Two buttons: one navigates as a link does, one urgently (as a tab switch does); the current path below them. */
function Page() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (
    <>
      <button onClick={() => navigate("/plain")}>普通</button>
      <button onClick={() => navigateUrgently(() => navigate("/urgent"))}>立即</button>
      <output>{pathname}</output>
    </>
  );
}

const shownPath = () => screen.getByRole("status").textContent;
/** A native click: testing-library's fireEvent would run in act(), which renders transitions at once as well. */
const click = (name: string) => screen.getByRole("button", { name }).click();
const microtask = () => Promise.resolve();

/** React's flag for "updates are wrapped in act()" (set by testing-library). */
const reactGlobal = globalThis as typeof globalThis & { IS_REACT_ACT_ENVIRONMENT?: boolean };

describe("AppRouter", () => {
  const actEnvironment = reactGlobal.IS_REACT_ACT_ENVIRONMENT;
  beforeEach(() => {
    window.history.replaceState(null, "", "/start");
    render(
      <AppRouter>
        <Routes>
          <Route path="*" element={<Page />} />
        </Routes>
      </AppRouter>,
    );
    reactGlobal.IS_REACT_ACT_ENVIRONMENT = false;
  });
  afterEach(() => {
    reactGlobal.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
  });

  it("renders an urgent navigation within its click", async () => {
    click("立即");
    await microtask();
    expect(shownPath()).toBe("/urgent");
    expect(window.location.pathname).toBe("/urgent");
  });

  it("renders any other navigation in a transition, after the click", async () => {
    click("普通");
    await microtask();
    expect(window.location.pathname).toBe("/plain");
    expect(shownPath()).toBe("/start");
    await waitFor(() => expect(shownPath()).toBe("/plain"));
    // The flag does not stay set after an urgent navigation.
    click("立即");
    click("普通");
    await microtask();
    expect(shownPath()).toBe("/urgent");
    await waitFor(() => expect(shownPath()).toBe("/plain"));
  });

  it("follows the browser's back button", async () => {
    click("立即");
    await microtask();
    window.history.back();
    await waitFor(() => expect(shownPath()).toBe("/start"));
  });
});

describe("useFrameNavigation", () => {
  function Frame() {
    const frame = useFrameNavigation();
    return (
      <>
        <button onClick={() => frame.navigate("/message/index")}>去</button>
        <button onClick={(event) => (event.currentTarget.dataset.path = frame.pathname())}>读</button>
      </>
    );
  }
  function Shown() {
    return <output>{useLocation().pathname}</output>;
  }
  const readPath = () => {
    const button = screen.getByRole("button", { name: "读" });
    button.click();
    return button.dataset.path;
  };

  it.each([
    ["AppRouter", (children: ReactNode) => <AppRouter>{children}</AppRouter>],
    [
      "a memory router",
      (children: ReactNode) => <MemoryRouter initialEntries={["/start"]}>{children}</MemoryRouter>,
    ],
  ])("navigates and reads the path shown, under %s", async (_, router) => {
    window.history.replaceState(null, "", "/start");
    render(
      router(
        <>
          <Frame />
          <Shown />
        </>,
      ),
    );
    expect(readPath()).toBe("/start");
    screen.getByRole("button", { name: "去" }).click();
    await waitFor(() => expect(shownPath()).toBe("/message/index"));
    expect(readPath()).toBe("/message/index");
  });
});
