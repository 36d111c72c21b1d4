import { Radio, Typography } from "antd";
import { useState } from "react";
import { HotlineDialer, type DialerEnvironment } from "../../../widgets/hotline";
import { SIMULATED_NUMBERS } from "../../../widgets/hotline/simulatedAdapter";
import type { GallerySection } from "../types";

const CHROME =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36";

/** Browser conditions to try the prerequisite checks with (the real browser, or one thing changed). */
const ENVIRONMENTS: { key: string; label: string; environment?: Partial<DialerEnvironment> }[] = [
  { key: "real", label: "当前浏览器" },
  { key: "fakeMic", label: "模拟：已授权麦克风", environment: { checkMicrophone: async () => "ok" } },
  { key: "noMic", label: "模拟：无麦克风", environment: { checkMicrophone: async () => "missing" } },
  {
    key: "firefox",
    label: "模拟：非谷歌浏览器",
    environment: { userAgent: "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0" },
  },
  {
    key: "oldChrome",
    label: "模拟：旧版谷歌浏览器",
    environment: { userAgent: CHROME.replace("Chrome/120", "Chrome/80") },
  },
  { key: "http", label: "模拟：非 https", environment: { isSecureContext: false } },
];

function HotlineSection() {
  const [key, setKey] = useState("real");
  const chosen = ENVIRONMENTS.find((item) => item.key === key) ?? ENVIRONMENTS[0];
  return (
    <>
      <Typography.Paragraph type="secondary">
        模拟外呼服务：拨号 1.5 秒后开始，对方响铃后接听。尾号 {SIMULATED_NUMBERS.neverAnswers}{" "}
        无人接听（拨号超时），
        {SIMULATED_NUMBERS.fails} 拨号失败，{SIMULATED_NUMBERS.oddEvent} 返回未知事件，
        {SIMULATED_NUMBERS.calleeHangsUp} 接通后对方挂断。
      </Typography.Paragraph>
      <Radio.Group
        value={key}
        onChange={(event) => setKey(event.target.value as string)}
        options={ENVIRONMENTS.map((item) => ({ value: item.key, label: item.label }))}
        style={{ marginBottom: 12 }}
      />
      {/* A new dialer for each environment: the checks are fixed when it is created. */}
      <HotlineDialer key={chosen.key} placement="inline" environment={chosen.environment} />
    </>
  );
}

const section: GallerySection = { id: "hotline", title: "外呼拨号盘", order: 41, Component: HotlineSection };
export default section;
