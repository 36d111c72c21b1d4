import { PhoneOutlined } from "@ant-design/icons";
import { Button, Tooltip } from "antd";
import type { CSSProperties } from "react";

/** Where the round button floats: the bottom right corner, above the page (and below its dialogs). */
const floating: CSSProperties = {
  position: "fixed",
  right: 24,
  bottom: 24,
  zIndex: 99,
  width: 40,
  height: 40,
  boxShadow:
    "0 6px 16px 0 rgba(0, 0, 0, 0.08), 0 3px 6px -4px rgba(0, 0, 0, 0.12), 0 9px 28px 8px rgba(0, 0, 0, 0.05)",
};

/**
 * The floating dialer's round button (spec §1). A round antd Button placed as antd's FloatButton places its own: the
 * layout draws it on every admin page before the pad's code is wanted, and FloatButton's module cost 6 KB gzip on
 * each of them (issue 30). The pad and its placeholder draw the same button, so nothing moves when the pad arrives.
 */
export function DialerButton({
  onClick,
  onPointerEnter,
  expanded,
}: {
  onClick?: () => void;
  /** The pointer came to the button: the pad's code may start loading. */
  onPointerEnter?: () => void;
  expanded?: boolean;
}) {
  return (
    <Tooltip title="智能外呼" placement="left">
      <Button
        type="primary"
        shape="circle"
        icon={<PhoneOutlined />}
        aria-label="智能外呼"
        aria-expanded={expanded}
        onClick={onClick}
        onPointerEnter={onPointerEnter}
        onFocus={onPointerEnter}
        style={floating}
      />
    </Tooltip>
  );
}
