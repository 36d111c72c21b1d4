import { EyeInvisibleOutlined, EyeOutlined } from "@ant-design/icons";

/**
 * The show-password eye of antd's Password as a real button (antd renders a bare icon that the keyboard cannot
 * reach), named in Chinese and telling its state. antd clones it with the click handler and its own class name.
 * Use as `<Password iconRender={passwordEye} />`.
 */
export function passwordEye(visible: boolean) {
  return (
    <button
      type="button"
      aria-label={visible ? "隐藏密码" : "显示密码"}
      aria-pressed={visible}
      style={{
        padding: 0,
        border: 0,
        background: "none",
        color: "inherit",
        font: "inherit",
        lineHeight: 1,
        cursor: "pointer",
      }}
    >
      {visible ? <EyeOutlined /> : <EyeInvisibleOutlined />}
    </button>
  );
}
