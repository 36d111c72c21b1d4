/** The page's title and heading, for a page shown and for a page kept alive in a hidden tab (PageShownContext). */
import { act, render, screen, waitFor } from "@testing-library/react";
import { PageHeading } from "./PageHeading";
import { PageShownContext } from "./pageShown";

function Page({ title, shown }: { title: string; shown: boolean }) {
  return (
    <PageShownContext.Provider value={shown}>
      <PageHeading title={title} />
    </PageShownContext.Provider>
  );
}

/** Past the next paint, when the heading takes the focus. */
const painted = () =>
  act(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 10))));

beforeEach(() => {
  document.title = "";
  (document.activeElement as HTMLElement | null)?.blur();
});

describe("PageHeading", () => {
  it("gives the page shown its <h1>, the document title and the focus that had fallen to the body", async () => {
    render(<Page title="我的消息" shown />);
    const heading = screen.getByRole("heading", { level: 1, name: "我的消息" });
    expect(document.title).toBe("我的消息-服务商工作台");
    expect(heading).not.toHaveFocus(); // once the page is painted
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it("outside the kept pages (a full-page route) the page counts as shown", () => {
    render(<PageHeading title="忘记密码" />);
    expect(document.title).toBe("忘记密码-服务商工作台");
  });

  it("a kept page being hidden neither takes the title nor the focus; shown again, it takes both back", async () => {
    const { rerender } = render(
      <>
        <Page title="首页" shown />
        <Page title="我的消息" shown={false} />
      </>,
    );
    expect(document.title).toBe("首页-服务商工作台");
    await waitFor(() => expect(screen.getByRole("heading", { name: "首页" })).toHaveFocus());

    (document.activeElement as HTMLElement).blur();
    rerender(
      <>
        <Page title="首页" shown={false} />
        <Page title="我的消息" shown />
      </>,
    );
    expect(document.title).toBe("我的消息-服务商工作台");
    await waitFor(() => expect(screen.getByRole("heading", { name: "我的消息" })).toHaveFocus());
  });

  it("a kept page shown again leaves the focus where the user put it", async () => {
    const { rerender } = render(
      <>
        <button>标签</button>
        <Page title="我的消息" shown={false} />
      </>,
    );
    screen.getByRole("button", { name: "标签" }).focus();
    rerender(
      <>
        <button>标签</button>
        <Page title="我的消息" shown />
      </>,
    );
    await painted();
    expect(screen.getByRole("button", { name: "标签" })).toHaveFocus();
  });
});
