import { render, screen, waitFor } from "@testing-library/react";
import { fileUrls, type FileUrlsBody } from "../../api/basicPublic";
import { call } from "../../providers/http";
import { setToken } from "../../providers/session";
import { fileUrl } from "./fileUrl";
import { MediaGallery } from "./MediaGallery";
import { fileUrlStore } from "./useFileUrls";

vi.mock("../../providers/http", () => ({ call: vi.fn() }));
const callMock = vi.mocked(call);

let serial = 0;

beforeEach(() => {
  serial++;
  callMock.mockReset();
  // The gateway signs every path but another provider's ("other/…").
  callMock.mockImplementation((async (_endpoint: unknown, payload: FileUrlsBody) => ({
    urls: Object.fromEntries(
      payload.filePaths.filter((p) => !p.startsWith("other/")).map((p) => [p, `/signed/${p}?s=${serial}`]),
    ),
    expiresIn: 1800,
  })) as unknown as typeof call);
  fileUrlStore.clear();
});

const images = () => Array.from(document.querySelectorAll("img"), (img) => img.getAttribute("src"));

describe("stored files in the media gallery", () => {
  it("loads each stored file from the address the gateway signed for it, asking once for all of them", async () => {
    render(
      <MediaGallery
        files={[
          { url: fileUrl("r/a.png"), filePath: "r/a.png" },
          { url: fileUrl("r/b.png"), filePath: "r/b.png" },
          { url: "https://cdn.example.com/x.png" },
        ]}
      />,
    );
    await waitFor(() =>
      expect(images()).toEqual([
        `/signed/r/a.png?s=${serial}`,
        `/signed/r/b.png?s=${serial}`,
        "https://cdn.example.com/x.png",
      ]),
    );
    expect(callMock).toHaveBeenCalledTimes(1);
    expect(callMock).toHaveBeenCalledWith(fileUrls, { filePaths: ["r/a.png", "r/b.png"] }, { silent: true });
  });

  it("never loads the unsigned path, and shows no picture for a file the gateway would not sign", async () => {
    render(<MediaGallery files={[{ url: fileUrl("other/c.png"), filePath: "other/c.png" }]} />);
    await waitFor(() => expect(callMock).toHaveBeenCalled());
    await waitFor(() => expect(fileUrlStore.get("other/c.png")).toBeNull());
    expect(images()).toEqual([]);
    expect(screen.getByRole("button", { name: /图片/ })).toBeInTheDocument();
  });

  it("asks again after another login (the addresses are signed for one session)", async () => {
    const files = [{ url: "", filePath: "r/a.png" }];
    const { unmount } = render(<MediaGallery files={files} />);
    await waitFor(() => expect(images()).toEqual([`/signed/r/a.png?s=${serial}`]));
    unmount();
    setToken("another-session");
    serial++;
    render(<MediaGallery files={files} />);
    await waitFor(() => expect(images()).toEqual([`/signed/r/a.png?s=${serial}`]));
    expect(callMock).toHaveBeenCalledTimes(2);
    setToken(null);
  });
});
