import { checkBrowserMicrophone } from "./environment";

function stubMedia(getUserMedia: (() => Promise<MediaStream>) | undefined) {
  Object.defineProperty(navigator, "mediaDevices", {
    configurable: true,
    value: getUserMedia ? { getUserMedia } : undefined,
  });
}

function domError(name: string): Error {
  const error = new Error(name);
  error.name = name;
  return error;
}

afterEach(() => stubMedia(undefined));

describe("checkBrowserMicrophone", () => {
  it("opens the microphone, releases it and answers ok", async () => {
    const stop = vi.fn();
    stubMedia(async () => ({ getTracks: () => [{ stop }] }) as unknown as MediaStream);
    expect(await checkBrowserMicrophone()).toBe("ok");
    expect(stop).toHaveBeenCalled();
  });

  it("tells a refused permission from a missing device", async () => {
    stubMedia(() => Promise.reject(domError("NotAllowedError")));
    expect(await checkBrowserMicrophone()).toBe("denied");
    stubMedia(() => Promise.reject(domError("NotFoundError")));
    expect(await checkBrowserMicrophone()).toBe("missing");
    stubMedia(undefined);
    expect(await checkBrowserMicrophone()).toBe("missing");
  });
});
