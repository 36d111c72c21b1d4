import { fireEvent, render, screen } from "@testing-library/react";
import { AgreementText } from "./AgreementText";
import { SafeHtml } from "./SafeHtml";

describe("SafeHtml", () => {
  it("keeps headings, paragraphs, lists and emphasis, and drops every attribute", () => {
    const { container } = render(
      <SafeHtml
        html={`<h1 onclick="x()">一、总则</h1><p class="a" style="color:red">第1条 <b>真实</b>、<i>准确</i></p>
          <ul><li>甲</li><li>乙</li></ul><h4>附则</h4>`}
      />,
    );
    expect(container.innerHTML).toBe(
      "<h3>一、总则</h3><p>第1条 <strong>真实</strong>、<em>准确</em></p>\n          <ul><li>甲</li><li>乙</li></ul><h4>附则</h4>",
    );
  });

  it("drops scripts, styles, images, frames and forms with their content; unwraps links and unknown tags", () => {
    const { container } = render(
      <SafeHtml
        html={`<p>前<script>alert(1)</script><style>p{}</style><img src=x onerror="alert(2)"><iframe src="//e"></iframe>后</p>
          <a href="javascript:alert(3)">链接文字</a><div><span>包裹</span></div><form><input value="x"></form>`}
      />,
    );
    expect(container.innerHTML).toBe("<p>前后</p>\n          链接文字包裹");
    expect(container.querySelector("a, script, img, iframe, input, [href], [src]")).toBeNull();
  });
});

/** jsdom lays nothing out: the box's sizes are set by hand. */
function sized(
  element: HTMLElement,
  sizes: { clientHeight: number; scrollHeight: number; scrollTop?: number },
) {
  Object.defineProperty(element, "clientHeight", { configurable: true, value: sizes.clientHeight });
  Object.defineProperty(element, "scrollHeight", { configurable: true, value: sizes.scrollHeight });
  element.scrollTop = sizes.scrollTop ?? 0;
}

describe("AgreementText", () => {
  const clientHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, "clientHeight");
  const scrollHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, "scrollHeight");
  afterEach(() => {
    if (clientHeight) Object.defineProperty(HTMLElement.prototype, "clientHeight", clientHeight);
    if (scrollHeight) Object.defineProperty(HTMLElement.prototype, "scrollHeight", scrollHeight);
  });

  it("reports the text read once its end was scrolled into view, once", () => {
    // A long text: 1000 px in a 300 px box from the first layout on.
    Object.defineProperty(HTMLElement.prototype, "clientHeight", { configurable: true, value: 300 });
    Object.defineProperty(HTMLElement.prototype, "scrollHeight", { configurable: true, value: 1000 });
    const read = vi.fn();
    render(<AgreementText html="<p>正文</p>" label="《隐私政策》全文" onReadThrough={read} />);
    const box = screen.getByRole("region", { name: "《隐私政策》全文" });
    expect(box).toHaveAttribute("tabindex", "0");
    expect(read).not.toHaveBeenCalled();
    sized(box, { clientHeight: 300, scrollHeight: 1000, scrollTop: 400 });
    fireEvent.scroll(box);
    expect(read).not.toHaveBeenCalled();
    sized(box, { clientHeight: 300, scrollHeight: 1000, scrollTop: 700 });
    fireEvent.scroll(box);
    fireEvent.scroll(box);
    expect(read).toHaveBeenCalledTimes(1);
  });

  it("counts a text that fits as read at once, but not before the box is laid out", () => {
    Object.defineProperty(HTMLElement.prototype, "clientHeight", { configurable: true, value: 0 });
    Object.defineProperty(HTMLElement.prototype, "scrollHeight", { configurable: true, value: 0 });
    const hidden = vi.fn();
    render(<AgreementText html="<p>短</p>" label="隐藏" onReadThrough={hidden} />);
    expect(hidden).not.toHaveBeenCalled();

    Object.defineProperty(HTMLElement.prototype, "clientHeight", { configurable: true, value: 300 });
    Object.defineProperty(HTMLElement.prototype, "scrollHeight", { configurable: true, value: 120 });
    const read = vi.fn();
    render(<AgreementText html="<p>短</p>" label="短协议" onReadThrough={read} />);
    expect(read).toHaveBeenCalledTimes(1);
  });
});
