import { useCallback, useEffect, useLayoutEffect, useRef } from "react";
import { isReadThrough } from "../../domain/protocols";
import { SafeHtml } from "./SafeHtml";

export interface AgreementTextProps {
  /** The agreement's HTML (protocolInfo.content), shown through SafeHtml. */
  html: string;
  /** The box's accessible name, e.g. 《服务商入驻协议》全文. */
  label: string;
  /**
   * Called once when the end of the text has been in view: scrolled to (mouse, wheel, or the keyboard — the box takes
   * focus), or at once when the whole text fits. Give the component a new `key` for another text.
   */
  onReadThrough?: () => void;
  /** Height of the scrolled box (default 50vh). */
  maxHeight?: number | string;
}

/**
 * An agreement's text in a scrolled, focusable box that tells when it was read through (the agreement prompt's 同意
 * waits for it; the personal centre only shows the text).
 *
 *   <AgreementText key={info.version} html={info.content} label="《隐私政策》全文" onReadThrough={() => setRead(true)} />
 */
export function AgreementText({ html, label, onReadThrough, maxHeight = "50vh" }: AgreementTextProps) {
  const box = useRef<HTMLDivElement>(null);
  const reported = useRef(false);
  const check = useCallback(() => {
    const element = box.current;
    // Not laid out yet (a dialog still opening): nothing was seen.
    if (!element || reported.current || !onReadThrough || element.clientHeight === 0) return;
    if (isReadThrough(element)) {
      reported.current = true;
      onReadThrough();
    }
  }, [onReadThrough]);

  useLayoutEffect(check, [check, html]);
  useEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(() => check());
    observer.observe(element);
    return () => observer.disconnect();
  }, [check]);

  return (
    <div
      ref={box}
      className="agreement-text"
      role="region"
      aria-label={label}
      tabIndex={0}
      onScroll={check}
      style={{
        maxHeight,
        overflowY: "auto",
        padding: "4px 16px",
        border: "1px solid #d9d9d9",
        borderRadius: 6,
        background: "#fafafa",
        lineHeight: 1.8,
      }}
    >
      <SafeHtml html={html} />
    </div>
  );
}
