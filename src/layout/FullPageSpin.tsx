import { Spin } from "antd";

/** A large spinner in the page area (admin pages only: /login does not load Spin). */
export function FullPageSpin() {
  return (
    <div style={{ minHeight: "60vh", display: "grid", placeItems: "center" }}>
      <Spin size="large" />
    </div>
  );
}
