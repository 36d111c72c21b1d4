/**
 * Setup of the jsdom test project (vitest.config.ts): what antd, React 19 and our components need from a browser
 * that jsdom does not provide. Runs before every test file under src/.
 */
import "@ant-design/v5-patch-for-react-19";
import "@testing-library/jest-dom/vitest";
import { configure } from "@testing-library/react";
import dayjs from "dayjs";
import "dayjs/locale/zh-cn";
import { afterEach } from "vitest";

dayjs.locale("zh-cn");

// findBy* / waitFor give up after 5 s, not 1 s: the first antd render of a file (a toast, a dropdown) can take over a
// second on a loaded 2-core machine. A real failure still fails, only later.
configure({ asyncUtilTimeout: 5_000 });

/** Browser APIs jsdom lacks. A test file may run in node (`// @vitest-environment node`): then nothing to shim. */
function shimBrowser(): void {
  // antd's responsive observers (Grid, Table, Layout.Sider breakpoints) call matchMedia.
  if (typeof window.matchMedia !== "function") {
    Object.defineProperty(window, "matchMedia", {
      writable: true,
      configurable: true,
      value: (query: string): MediaQueryList => ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }),
    });
  }

  // rc-resize-observer (Table, Tabs, Select, overflow lists).
  if (typeof globalThis.ResizeObserver !== "function") {
    class ResizeObserverShim implements ResizeObserver {
      observe(): void {}
      unobserve(): void {}
      disconnect(): void {}
    }
    globalThis.ResizeObserver = ResizeObserverShim;
  }

  // jsdom does not implement getComputedStyle with a pseudo element and logs "Not implemented" for it; antd asks
  // for ::before / ::after styles when measuring scroll bars and wave effects. Answer with the element's own style.
  const elementStyle = window.getComputedStyle.bind(window);
  window.getComputedStyle = (element: Element, pseudoElement?: string | null) => {
    void pseudoElement;
    return elementStyle(element);
  };

  // Not implemented in jsdom; antd and rc-* call them on navigation, drawers and anchors.
  window.scrollTo = () => undefined;
  if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => undefined;

  afterEach(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
  });
}

if (typeof window !== "undefined") shimBrowser();
