// The React 19 patch must come before antd renders anything (static message / Modal APIs rely on it).
import "@ant-design/v5-patch-for-react-19";
import { ConfigProvider } from "antd";
import zhCN from "antd/es/locale/zh_CN";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import App from "./App";

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    {/* Buttons keep the spec's exact wording: no space inserted between two Chinese characters ("登录"). */}
    <ConfigProvider locale={zhCN} button={{ autoInsertSpace: false }}>
      <App />
    </ConfigProvider>
  </StrictMode>,
);
