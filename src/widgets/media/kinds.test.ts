import { downloadName, extensionOf, kindByExtension, kindOfFile, MEDIA_EXTENSIONS } from "./kinds";
import { openActionOf } from "./MediaPreview";

describe("kind by extension (spec §5)", () => {
  it("lists exactly the §5 extensions", () => {
    expect(MEDIA_EXTENSIONS).toEqual({
      image: ["png", "jpg", "jpeg", "bmp", "gif", "webp"],
      video: ["mp4", "m2v", "mkv", "ogg", "webm", "mov"],
      audio: ["mp3", "wav", "wmv", "amr", "mpeg", "m4a"],
      document: ["pdf", "word", "doc"],
    });
  });

  it.each([
    ["a.png", "image"],
    ["a.JPG", "image"],
    ["a.jpeg", "image"],
    ["a.bmp", "image"],
    ["a.gif", "image"],
    ["a.webp", "image"],
    ["a.mp4", "video"],
    ["a.m2v", "video"],
    ["a.mkv", "video"],
    ["a.ogg", "video"],
    ["a.webm", "video"],
    ["a.mov", "video"],
    ["a.mp3", "audio"],
    ["a.wav", "audio"],
    ["a.wmv", "audio"],
    ["a.amr", "audio"],
    ["a.mpeg", "audio"],
    ["a.m4a", "audio"],
    ["a.pdf", "document"],
    ["a.word", "document"],
    ["a.doc", "document"],
  ])("%s is %s", (name, kind) => {
    expect(kindByExtension(name)).toBe(kind);
  });

  it.each(["a.docx", "a.xlsx", "a.txt", "a.tiff", "noext", "", ".png", "dir.png/file"])(
    "%s has no kind",
    (name) => {
      expect(kindByExtension(name)).toBeNull();
    },
  );

  it("reads extensions of paths and URLs, ignoring query and fragment", () => {
    expect(extensionOf("https://x.test/a/b.PNG?x=1.pdf#y.mp3")).toBe("png");
    expect(extensionOf("r/2026/abc.webm")).toBe("webm");
    expect(extensionOf("a.b/c")).toBe("");
  });

  it("classifies a file by name, then storage path, then the url's filePath parameter", () => {
    expect(kindOfFile({ url: "/x", name: "合同.pdf", filePath: "r/a.png" })).toBe("document");
    expect(kindOfFile({ url: "/x", name: "合同", filePath: "r/a.png" })).toBe("image");
    expect(kindOfFile({ url: "/api/file/download?filePath=r%2Fa.mp3" })).toBe("audio");
    expect(kindOfFile({ url: "/media/clip.mov" })).toBe("video");
    expect(kindOfFile({ url: "/file?id=1" })).toBeNull();
  });

  it("names downloads after the file, else the last path segment", () => {
    expect(downloadName({ url: "/x", name: "验收单.doc" })).toBe("验收单.doc");
    expect(downloadName({ url: "/api/f?filePath=r%2F2026%2Fabc.pdf" })).toBe("abc.pdf");
    expect(downloadName({ url: "/files/d.doc?v=2" })).toBe("d.doc");
  });
});

describe("how a file opens", () => {
  it("images in the viewer, video and audio in the player, pdf in a new tab, the rest downloads", () => {
    expect(openActionOf({ url: "/a", name: "a.webp" })).toBe("viewer");
    expect(openActionOf({ url: "/a", name: "a.mkv" })).toBe("player");
    expect(openActionOf({ url: "/a", name: "a.m4a" })).toBe("player");
    expect(openActionOf({ url: "/a", name: "a.pdf" })).toBe("newTab");
    expect(openActionOf({ url: "/a", name: "a.doc" })).toBe("download");
    expect(openActionOf({ url: "/a", name: "a.word" })).toBe("download");
    expect(openActionOf({ url: "/a", name: "a.xlsx" })).toBe("download");
  });
});
