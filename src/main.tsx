// The React 19 patch must come before antd renders anything (static message / Modal APIs rely on it).
import "@ant-design/v5-patch-for-react-19";
import { ConfigProvider } from "antd";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import App from "./App";

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    {/* Buttons keep the spec's exact wording: no space inserted between two Chinese characters ("登录"). */}
    {/* antd's Chinese texts come with the pages that show them (src/layout/ZhLocale.tsx). */}
    <ConfigProvider button={{ autoInsertSpace: false }}>
      <App />
    </ConfigProvider>
  </StrictMode>,
);
