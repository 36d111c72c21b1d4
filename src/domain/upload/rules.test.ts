import {
  acceptAttribute,
  checkBatch,
  checkPasted,
  DEFAULT_LIMIT,
  DEFAULT_MAX_SIZE_MB,
  DEFAULT_PREVIEW_HEIGHT,
  DEFAULT_PREVIEW_WIDTH,
  initError,
  isUploadAppName,
  kindLabel,
  UPLOAD_APP_NAMES,
  UPLOAD_MESSAGES,
  uploadKindOf,
  watermarkTextFor,
  type FileFacts,
  type UploadKind,
} from "./rules";

const MB = 1024 * 1024;
const f = (name: string, type: string, size = 10): FileFacts => ({ name, type, size });
const rules = (
  kinds: UploadKind[],
  extra: Partial<{ existing: number; limit: number; maxSizeMb: number }> = {},
) => ({
  kinds,
  existing: 0,
  limit: DEFAULT_LIMIT,
  maxSizeMb: DEFAULT_MAX_SIZE_MB,
  ...extra,
});

describe("upload messages (spec §8, verbatim)", () => {
  it("words every message exactly", () => {
    expect(UPLOAD_MESSAGES.wrongType("图片")).toBe("上传图片格式错误");
    expect(UPLOAD_MESSAGES.tooBig(10)).toBe("文件大小不能超过 10MB!");
    expect(UPLOAD_MESSAGES.tooMany(5)).toBe("一次最多只能上传5个文件");
    expect(UPLOAD_MESSAGES.failed).toBe("上传失败，请重试");
    expect(UPLOAD_MESSAGES.initTypeError).toBe("初始化失败 类型错误");
  });

  it("names the kind: 图片/视频/音频/Excel/文档, 文件 for several", () => {
    expect(kindLabel(["image"])).toBe("图片");
    expect(kindLabel(["video"])).toBe("视频");
    expect(kindLabel(["audio"])).toBe("音频");
    expect(kindLabel(["excel"])).toBe("Excel");
    expect(kindLabel(["document"])).toBe("文档");
    expect(kindLabel(["image", "video"])).toBe("文件");
  });
});

describe("defaults (spec §9)", () => {
  it("5 files, 10 MB, a 115 × 150 preview box", () => {
    expect([DEFAULT_LIMIT, DEFAULT_MAX_SIZE_MB, DEFAULT_PREVIEW_WIDTH, DEFAULT_PREVIEW_HEIGHT]).toEqual([
      5, 10, 115, 150,
    ]);
  });
});

describe("accepted types (spec §5)", () => {
  it.each([
    [f("a.jpg", "image/jpeg"), "image"],
    [f("a.png", "image/png"), "image"],
    [f("a.jpg", "image/jpg"), "image"],
    [f("a.mp4", "video/mp4"), "video"],
    [f("a.ogv", "video/ogg"), "video"],
    [f("a.webm", "video/webm"), "video"],
    [f("a.mov", "video/quicktime"), "video"],
    [f("a.mp3", "audio/mpeg"), "audio"],
    [f("a.mp3", "audio/mp3"), "audio"],
    [f("a.amr", ""), "audio"],
    [f("a.wav", "audio/wav"), "audio"],
    [f("a.xls", "application/vnd.ms-excel"), "excel"],
    [f("a.xlsx", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"), "excel"],
    [f("a.pdf", "application/pdf"), "document"],
    [f("a.doc", "application/msword"), "document"],
    [f("a.docx", "application/vnd.openxmlformats-officedocument.wordprocessingml.document"), "document"],
  ])("%o is %s", (file, kind) => {
    expect(uploadKindOf(file)).toBe(kind);
  });

  it("refuses what §5 does not list", () => {
    expect(uploadKindOf(f("a.gif", "image/gif"))).toBeNull();
    expect(uploadKindOf(f("a.webp", "image/webp"))).toBeNull();
    expect(uploadKindOf(f("a.txt", "text/plain"))).toBeNull();
    expect(uploadKindOf(f("a", ""))).toBeNull();
  });

  it("reads the MIME type first (any case), then the extension (any case); a dot-file has no extension", () => {
    expect(uploadKindOf(f("photo", "image/png"))).toBe("image");
    expect(uploadKindOf(f("photo", "IMAGE/PNG"))).toBe("image");
    expect(uploadKindOf(f("clip.mp4", "image/png"))).toBe("image");
    expect(uploadKindOf(f("A.PNG", "application/octet-stream"))).toBe("image");
    expect(uploadKindOf(f(".png", ""))).toBeNull();
  });

  it("only among the kinds asked for", () => {
    expect(uploadKindOf(f("a.png", "image/png"), ["video"])).toBeNull();
    expect(uploadKindOf(f("a.png", "image/png"), ["video", "image"])).toBe("image");
  });

  it("builds the input's accept list", () => {
    expect(acceptAttribute(["image"])).toBe("image/jpeg,image/png,image/jpg,.jpeg,.png,.jpg");
  });
});

describe("a chosen batch", () => {
  it("refuses the whole batch when it would pass the limit", () => {
    const files = [f("a.png", "image/png"), f("b.png", "image/png")];
    expect(checkBatch(files, rules(["image"], { limit: 2, existing: 1 }))).toEqual({
      accepted: [],
      errors: ["一次最多只能上传2个文件"],
    });
    expect(checkBatch(files, rules(["image"], { limit: 2 })).accepted).toHaveLength(2);
    expect(checkBatch(Array(6).fill(f("a.png", "image/png")), rules(["image"])).errors).toEqual([
      "一次最多只能上传5个文件",
    ]);
  });

  it("drops wrong types and too-large files with their messages, keeps the good ones", () => {
    const good = f("ok.png", "image/png", DEFAULT_MAX_SIZE_MB * MB);
    const verdict = checkBatch(
      [f("a.mp4", "video/mp4"), f("big.png", "image/png", 10 * MB + 1), good],
      rules(["image"]),
    );
    expect(verdict.errors).toEqual(["上传图片格式错误", "文件大小不能超过 10MB!"]);
    expect(verdict.accepted).toEqual([good]);
  });

  it("uses the configured size", () => {
    expect(checkBatch([f("a.png", "image/png", MB + 1)], rules(["image"], { maxSizeMb: 1 })).errors).toEqual([
      "文件大小不能超过 1MB!",
    ]);
    expect(checkBatch([f("a.png", "image/png", MB)], rules(["image"], { maxSizeMb: 1 })).errors).toEqual([]);
  });

  it("says 文件 when several kinds are accepted", () => {
    expect(checkBatch([f("a.txt", "text/plain")], rules(["image", "document"])).errors).toEqual([
      "上传文件格式错误",
    ]);
  });
});

describe("pasted files (images only)", () => {
  it("takes a pasted image", () => {
    const image = f("image.png", "image/png");
    expect(checkPasted([image], rules(["image", "video"]))).toEqual({ accepted: [image], errors: [] });
  });

  it("refuses other pasted types with 上传图片格式错误", () => {
    expect(checkPasted([f("a.pdf", "application/pdf")], rules(["image", "document"])).errors).toEqual([
      "上传图片格式错误",
    ]);
    expect(checkPasted([], rules(["image"])).errors).toEqual(["上传图片格式错误"]);
    expect(checkPasted([f("a.png", "image/png")], rules(["document"])).errors).toEqual(["上传图片格式错误"]);
    // One file that is not an image refuses the whole paste.
    expect(
      checkPasted([f("a.png", "image/png"), f("a.pdf", "application/pdf")], rules(["image", "document"])),
    ).toEqual({ accepted: [], errors: ["上传图片格式错误"] });
  });

  it("still checks size and count", () => {
    expect(checkPasted([f("a.png", "image/png", 2 * MB)], rules(["image"], { maxSizeMb: 1 })).errors).toEqual(
      ["文件大小不能超过 1MB!"],
    );
    expect(
      checkPasted([f("a.png", "image/png")], rules(["image"], { limit: 1, existing: 1 })).errors,
    ).toEqual(["一次最多只能上传1个文件"]);
  });
});

describe("init checks", () => {
  it("allows only the listed app names", () => {
    expect(UPLOAD_APP_NAMES).toContain("platform-goods");
    expect(UPLOAD_APP_NAMES).toContain("worker-register");
    for (const name of UPLOAD_APP_NAMES) expect(isUploadAppName(name)).toBe(true);
    expect(isUploadAppName("hacker")).toBe(false);
    expect(initError("hacker", [])).toBe("初始化失败 未知的应用名称 hacker");
    expect(initError(undefined, [])).toBe("初始化失败 未知的应用名称 undefined");
  });

  it("wants the initial files as an array (undefined: none)", () => {
    expect(initError("provider-console", undefined)).toBeNull();
    expect(initError("provider-console", [])).toBeNull();
    expect(
      initError("provider-console", [{ url: "/a.png", filePath: "a.png", name: "a", fileType: "image" }]),
    ).toBeNull();
    for (const bad of [
      null,
      "a.png",
      { url: "/a.png" },
      3,
      [null],
      ["a.png"],
      [{ name: "no url" }],
      [{ url: "/a.png", filePath: 5 }],
      [{ url: 5, filePath: "a.png" }],
    ]) {
      expect(initError("provider-console", bad)).toBe("初始化失败 类型错误");
    }
  });

  it("watermarks platform-goods and worker-register images only", () => {
    expect(watermarkTextFor("platform-goods")).toBe("仅供平台商品使用");
    expect(watermarkTextFor("worker-register")).toBe("仅供师傅注册使用");
    expect(watermarkTextFor("provider-console")).toBeNull();
    expect(watermarkTextFor("nope")).toBeNull();
  });
});
