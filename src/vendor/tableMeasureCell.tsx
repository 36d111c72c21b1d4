/**
 * rc-table's MeasureCell (scripts/vitePlugins/antdPartsReplaced.ts points rc-table's MeasureRow here): the hidden
 * cell that measures a column's width for the sticky offsets of the fixed columns.
 *
 * rc-table's reports `offsetWidth` (a whole number) as it mounts; the ResizeObserver around it then reports the same
 * width as rc-resize-observer measures it, fractional (`getBoundingClientRect`) when the two round alike. A column whose
 * width is fractional (one sized by its text: the order list's 商品, 167.6875 px) was thus measured twice, differently,
 * and every row and cell of the table rendered once more after the first rows (issue 44). This one reports on mount
 * the width the observer will report, so the observer's first report changes nothing. Otherwise it is rc-table's.
 */
import ResizeObserver from "rc-resize-observer";
import { useLayoutEffect, useRef, type ReactNode } from "react";

export interface MeasureCellProps {
  prefixCls: string;
  columnKey: React.Key;
  onColumnResize: (key: React.Key, width: number) => void;
  title?: ReactNode;
}

/** The width rc-resize-observer reports for `element` (its SingleObserver's `offsetWidth`). */
export function observedWidth(element: HTMLElement): number {
  const { width } = element.getBoundingClientRect();
  const offsetWidth = element.offsetWidth;
  return offsetWidth === Math.round(width) ? width : offsetWidth;
}

export default function MeasureCell({ prefixCls, columnKey, onColumnResize, title }: MeasureCellProps) {
  const cellRef = useRef<HTMLTableCellElement>(null);
  useLayoutEffect(() => {
    if (cellRef.current) onColumnResize(columnKey, observedWidth(cellRef.current));
    // Measured once, as it mounts (rc-table's does the same); the observer reports the changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <ResizeObserver data={columnKey}>
      <th ref={cellRef} className={`${prefixCls}-measure-cell`}>
        <div className={`${prefixCls}-measure-cell-content`}>{title || "\xa0"}</div>
      </th>
    </ResizeObserver>
  );
}
