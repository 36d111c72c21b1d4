import { render } from "@testing-library/react";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it, vi } from "vitest";
import MeasureCell, { observedWidth } from "./tableMeasureCell";

/** A <th> measuring `rect` by getBoundingClientRect and `offset` by offsetWidth (jsdom lays nothing out). */
function measuring(rect: number, offset: number): () => void {
  const rectSpy = vi
    .spyOn(HTMLElement.prototype, "getBoundingClientRect")
    .mockReturnValue({ width: rect, height: 20 } as DOMRect);
  const offsetSpy = vi.spyOn(HTMLElement.prototype, "offsetWidth", "get").mockReturnValue(offset);
  return () => {
    rectSpy.mockRestore();
    offsetSpy.mockRestore();
  };
}

function mount(title?: string) {
  const onColumnResize = vi.fn();
  const view = render(
    <table>
      <tbody>
        <tr>
          <MeasureCell
            prefixCls="ant-table"
            columnKey="rowGoods"
            onColumnResize={onColumnResize}
            title={title}
          />
        </tr>
      </tbody>
    </table>,
  );
  return { onColumnResize, view };
}

describe("the table's measuring cell, measuring as its ResizeObserver does", () => {
  it("reports a fractional width as it mounts, when offsetWidth rounds it", () => {
    const restore = measuring(167.6875, 168);
    try {
      const { onColumnResize } = mount();
      expect(onColumnResize).toHaveBeenCalledTimes(1);
      expect(onColumnResize).toHaveBeenCalledWith("rowGoods", 167.6875);
    } finally {
      restore();
    }
  });

  it("reports offsetWidth where the two disagree, and a whole width as it is", () => {
    let restore = measuring(150.2, 152);
    try {
      expect(mount().onColumnResize).toHaveBeenCalledWith("rowGoods", 152);
    } finally {
      restore();
    }
    restore = measuring(170, 170);
    try {
      expect(mount().onColumnResize).toHaveBeenCalledWith("rowGoods", 170);
    } finally {
      restore();
    }
  });

  it("draws rc-table's hidden cell: the column's title, or a no-break space", () => {
    const titled = mount("商品").view.container.querySelector("th.ant-table-measure-cell");
    expect(titled?.querySelector(".ant-table-measure-cell-content")?.textContent).toBe("商品");
    const plain = mount().view.container.querySelector("th.ant-table-measure-cell");
    expect(plain?.textContent).toBe("\xa0");
  });

  it("measures by rc-resize-observer's rule, which the build's rc-resize-observer still follows", () => {
    // observedWidth repeats the rule of rc-resize-observer's SingleObserver; an upgrade that changes it must show.
    const require = createRequire(import.meta.url);
    const source = readFileSync(require.resolve("rc-resize-observer/es/SingleObserver/index.js"), "utf8");
    expect(source).toContain("offsetWidth === Math.round(width) ? width : offsetWidth");
    const element = document.createElement("th");
    const restore = measuring(99.5, 100);
    try {
      expect(observedWidth(element)).toBe(99.5);
    } finally {
      restore();
    }
  });
});
