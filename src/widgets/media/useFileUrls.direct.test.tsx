import { render } from "@testing-library/react";
import { config } from "../../config";
import { call } from "../../providers/http";
import { fileUrl } from "./fileUrl";
import { MediaGallery } from "./MediaGallery";

// A gateway that serves files by path (VITE_FILE_URLS=direct): the console asks for nothing.
vi.mock("../../config", async (original) => {
  const actual = await original<typeof import("../../config")>();
  return { ...actual, config: { ...actual.config, fileUrls: "direct" } };
});
vi.mock("../../providers/http", () => ({ call: vi.fn() }));

describe("stored files with VITE_FILE_URLS=direct", () => {
  it("loads them from their plain address and asks the gateway nothing", async () => {
    expect(config.fileUrls).toBe("direct");
    render(<MediaGallery files={[{ url: "", filePath: "r/a.png" }]} />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(Array.from(document.querySelectorAll("img"), (img) => img.getAttribute("src"))).toEqual([
      fileUrl("r/a.png"),
    ]);
    expect(vi.mocked(call)).not.toHaveBeenCalled();
  });
});
