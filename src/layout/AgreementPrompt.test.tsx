/**
 * The agreement prompt apart from the server (the HTTP client replaced by a small in-memory protocol store): which
 * agreements it asks for, 同意 only after the text was read to its end, one agreement after the other, the version
 * read is the one accepted, a newer version published meanwhile is read again, 退出登录 instead; issue 43: a call
 * refused for the agreements (200336003) opens the prompt, and a failed alert is asked again, never taken as "nothing".
 */
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Endpoint } from "../api/endpoint";
import { protocolAlert, type ProtocolAlert } from "../api/basicPublic";
import { AGREEMENTS_PENDING_CODE, agreementsToAccept, CONSOLE_PROTOCOLS } from "../domain/protocols";
import { RefineScope } from "../test/RefineScope";

interface Stored {
  title: string;
  version: string;
  must: boolean;
  accepted: string[];
}
let store: Record<string, Stored> = {};
const accepts: unknown[] = [];
/** The alerts fail (the network, the gateway) while set. */
let alertsFail = false;
/** What the prompt registered for a business code (the HTTP client runs it on a refused call). */
vi.mock("../providers/toast", () => ({ toastSuccess: vi.fn(), toastError: vi.fn() }));
vi.mock("../providers/http", () => ({
  call: vi.fn(async (ep: Endpoint, payload: { protocolCode: string; version?: string }) => {
    const p = store[payload.protocolCode];
    const name = ep.path.split("/").pop();
    if (!p) throw new Error("协议不存在");
    if (name === "alert") {
      if (alertsFail) throw new Error("无法连接到服务器");
      return {
        needAlert: p.must && !p.accepted.includes(p.version),
        protocolCode: payload.protocolCode,
        title: p.title,
        version: p.version,
        acceptedVersion: p.accepted.at(-1) ?? null,
      };
    }
    if (name === "info") {
      const content = `<h3>${p.title}</h3><p>第1条 正文</p>`;
      return {
        protocolCode: payload.protocolCode,
        title: p.title,
        version: p.version,
        content,
        gmtModifiedTime: "2026-10-01 10:00:00",
      };
    }
    if (name === "accept") {
      accepts.push(payload);
      if (payload.version !== p.version) throw new Error("协议已更新，请阅读最新版本后再同意");
      p.accepted.push(p.version);
      return { protocolCode: payload.protocolCode, version: p.version, acceptedTime: "2026-11-20 10:00:00" };
    }
    throw new Error(`unexpected ${ep.path}`);
  }),
}));

const { AgreementPrompt, ALERT_RETRY_MS } = await import("./AgreementPrompt");
const { AgreementDialog } = await import("./AgreementDialog");
const { call } = await import("../providers/http");
const { hasCodeHandler, runCodeHandler } = await import("../providers/businessCodes");

/** What the prompt would ask for now (the store's alerts), to open the dialog on its own. */
async function pendingNow(): Promise<ProtocolAlert[]> {
  const answers = await Promise.all(
    CONSOLE_PROTOCOLS.map((protocolCode) => call(protocolAlert, { protocolCode }).catch(() => null)),
  );
  return agreementsToAccept(answers);
}

/** jsdom lays nothing out: every box is 300 px high and holds `scrollHeight` px. */
let scrollHeight = 1000;
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, "clientHeight", { configurable: true, get: () => 300 });
  Object.defineProperty(HTMLElement.prototype, "scrollHeight", {
    configurable: true,
    get: () => scrollHeight,
  });
});

beforeEach(() => {
  scrollHeight = 1000;
  accepts.length = 0;
  alertsFail = false;
  vi.mocked(call).mockClear();
  store = {
    PROVIDER_SERVICE: { title: "服务商入驻协议", version: "3.2", must: true, accepted: [] },
    PRIVACY: { title: "隐私政策", version: "2.0", must: true, accepted: ["1.9"] },
    DEPOSIT: { title: "保证金管理规则", version: "1.4", must: false, accepted: [] },
  };
});

const acceptButton = () => screen.getByRole("button", { name: /同\s?意/ });

async function scrollToEnd(name: string): Promise<void> {
  const box = await screen.findByRole("region", { name });
  box.scrollTop = 700;
  fireEvent.scroll(box);
}

describe("AgreementPrompt", () => {
  const prompt = () =>
    render(
      <RefineScope>
        <AgreementPrompt />
      </RefineScope>,
    );

  it("asks about every agreement the console knows, keeps those to accept in order, shows the answered ones", async () => {
    const first = prompt();
    expect(
      await screen.findByText("请阅读并同意《服务商入驻协议》后继续使用服务商工作台。"),
    ).toBeInTheDocument();
    expect(screen.getByText("第 1 份，共 2 份协议")).toBeInTheDocument();
    first.unmount();

    delete store.PROVIDER_SERVICE;
    const second = prompt();
    expect(
      await screen.findByText("《隐私政策》已更新至 2.0 版，请阅读并同意新版本后继续使用服务商工作台。"),
    ).toBeInTheDocument();
    expect(screen.getByText("不同意将无法使用服务商工作台，可退出登录。")).toBeInTheDocument();
    second.unmount();

    store.PRIVACY.accepted.push("2.0");
    const asked = vi.mocked(call).mock.calls.length;
    prompt();
    await waitFor(() => expect(vi.mocked(call).mock.calls.length).toBe(asked + CONSOLE_PROTOCOLS.length));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  /** The HTTP client's answer to a call refused with 200336003 (src/providers/http.ts runs the handler). */
  const refuseACall = () => {
    expect(hasCodeHandler(AGREEMENTS_PENDING_CODE), "the prompt answers 200336003").toBe(true);
    act(() => runCodeHandler(AGREEMENTS_PENDING_CODE));
  };
  const alertCalls = () => vi.mocked(call).mock.calls.filter(([ep]) => ep === protocolAlert).length;

  it("asks again when a call is refused for the agreements, and shows a version published meanwhile", async () => {
    store.PROVIDER_SERVICE.accepted.push("3.2");
    store.PRIVACY.accepted.push("2.0");
    prompt();
    await waitFor(() => expect(alertCalls()).toBe(CONSOLE_PROTOCOLS.length));
    expect(screen.queryByRole("dialog")).toBeNull();
    store.PROVIDER_SERVICE.version = "3.3";
    refuseACall();
    expect(
      await screen.findByText(
        "《服务商入驻协议》已更新至 3.3 版，请阅读并同意新版本后继续使用服务商工作台。",
      ),
    ).toBeInTheDocument();
  });

  it("never takes a failed alert for nothing to accept: asks again, and says so once a call is refused", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      alertsFail = true;
      prompt();
      await waitFor(() => expect(alertCalls()).toBe(CONSOLE_PROTOCOLS.length));
      // Nothing known yet, nothing refused: no dialog, but asked again in the background.
      expect(screen.queryByRole("dialog")).toBeNull();
      await act(() => vi.advanceTimersByTimeAsync(ALERT_RETRY_MS));
      await waitFor(() => expect(alertCalls()).toBe(2 * CONSOLE_PROTOCOLS.length));

      refuseACall();
      expect(await screen.findByText("待同意的协议加载失败")).toBeInTheDocument();
      expect(screen.getByText("请阅读并同意平台协议后继续使用服务商工作台。")).toBeInTheDocument();
      expect(screen.getByRole("button", { name: "退出登录" })).toBeInTheDocument();
      alertsFail = false;
      await userEvent.click(screen.getByRole("button", { name: /重新加载/ }));
      expect(
        await screen.findByText("请阅读并同意《服务商入驻协议》后继续使用服务商工作台。"),
      ).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("AgreementDialog", () => {
  async function open(onDone = vi.fn(), onLogout = vi.fn()) {
    const pending = await pendingNow();
    render(
      <RefineScope>
        <AgreementDialog pending={pending} onDone={onDone} onLogout={onLogout} />
      </RefineScope>,
    );
    return { onDone, onLogout };
  }

  it("enables 同意 only after the text was read to its end, then shows the next agreement", async () => {
    const { onDone } = await open();
    expect(
      await screen.findByText("请阅读并同意《服务商入驻协议》后继续使用服务商工作台。"),
    ).toBeInTheDocument();
    expect(screen.getByText("第 1 份，共 2 份协议")).toBeInTheDocument();
    await screen.findByRole("region", { name: "《服务商入驻协议》全文" });
    expect(acceptButton()).toBeDisabled();
    expect(screen.getByText("请阅读至协议末尾后再点击同意")).toBeInTheDocument();
    await scrollToEnd("《服务商入驻协议》全文");
    await waitFor(() => expect(acceptButton()).toBeEnabled());
    // The next text, the privacy policy, fits its box (set before it can load: it may show before the click ends).
    scrollHeight = 200;
    await userEvent.click(acceptButton());
    expect(accepts).toEqual([{ protocolCode: "PROVIDER_SERVICE", version: "3.2" }]);

    // The privacy policy, accepted before in 1.9: updated. Its text fits: read as shown.
    expect(
      await screen.findByText("《隐私政策》已更新至 2.0 版，请阅读并同意新版本后继续使用服务商工作台。"),
    ).toBeInTheDocument();
    await waitFor(() => expect(acceptButton()).toBeEnabled());
    expect(onDone).not.toHaveBeenCalled();
    await userEvent.click(acceptButton());
    expect(accepts).toHaveLength(2);
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
  });

  it("reads a version published meanwhile again before accepting it", async () => {
    store.PRIVACY.accepted.push("2.0");
    await open();
    await scrollToEnd("《服务商入驻协议》全文");
    await waitFor(() => expect(acceptButton()).toBeEnabled());
    store.PROVIDER_SERVICE.version = "3.3";
    await userEvent.click(acceptButton());
    // Refused (the client showed why); the new text is shown and must be read again.
    expect(await screen.findByText("版本 3.3 · 更新于 2026-10-01 10:00:00")).toBeInTheDocument();
    expect(acceptButton()).toBeDisabled();
    await scrollToEnd("《服务商入驻协议》全文");
    await waitFor(() => expect(acceptButton()).toBeEnabled());
    await userEvent.click(acceptButton());
    expect(accepts).toEqual([
      { protocolCode: "PROVIDER_SERVICE", version: "3.2" },
      { protocolCode: "PROVIDER_SERVICE", version: "3.3" },
    ]);
  });

  it("offers 退出登录 and no other way out", async () => {
    const { onLogout, onDone } = await open();
    await screen.findByRole("region", { name: "《服务商入驻协议》全文" });
    expect(screen.queryByRole("button", { name: /close|关闭/i })).toBeNull();
    await userEvent.keyboard("{Escape}");
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "退出登录" }));
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(onDone).not.toHaveBeenCalled();
  });
});
