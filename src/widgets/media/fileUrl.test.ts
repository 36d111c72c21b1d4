import { downloadFile } from "../../api/basicPublic";
import { fileUrl } from "./fileUrl";

describe("fileUrl", () => {
  it("points at the file fetch endpoint under the base URL, with the path encoded", () => {
    expect(fileUrl("r/samples/a b.png", "/api/")).toBe(
      `/api${downloadFile.path}?filePath=r%2Fsamples%2Fa%20b.png`,
    );
    expect(fileUrl("x.pdf", "https://gw.example.com")).toBe(
      `https://gw.example.com${downloadFile.path}?filePath=x.pdf`,
    );
  });
});
