import * as basicPublic from "../../src/api/basicPublic";
import { GALLERY_SAMPLES } from "../../src/domain/media/gallerySamples";
import { API_BASE } from "../app";
import { buildSignedRequest, createTestStandIn, TEST_ORIGIN, type TestStandIn } from "../testing";
import { SEED_PROVIDERS } from "../accounts/seed/accounts";
import { SIGNED_URL_TTL_MS } from "./fileAccess";
import { FILE_API_BASE, TEMP_FILE_TTL_MS } from "./fileStore";
import { FILE_MESSAGES, parseRange } from "./files";

const MB = 1024 * 1024;

function fileOf(name: string, type: string, bytes: number | Uint8Array<ArrayBuffer> = 16): File {
  const content = typeof bytes === "number" ? new Uint8Array(bytes).fill(7) : bytes;
  return new File([content], name, { type });
}

describe("file storage (stand-in)", () => {
  let s: TestStandIn;
  let token: string;

  beforeEach(async () => {
    s = createTestStandIn();
    token = await s.login("demo");
  });

  const upload = (body: Partial<basicPublic.UploadFileBody> & Record<string, unknown>, withToken = true) =>
    s.call(
      basicPublic.uploadFile,
      { appName: "provider-console", ...body } as basicPublic.UploadFileBody,
      withToken ? { token } : {},
    );

  const fetchUrl = (url: string, headers: Record<string, string> = {}) =>
    s.app.request(new Request(`${TEST_ORIGIN}${url}`, { headers }));

  /** The owner's signed, authenticated fetch (the console's http client). */
  const fetchOwn = async (filePath: string) =>
    s.app.request(await buildSignedRequest(basicPublic.downloadFile, { filePath }, { token, now: s.now() }));

  it("stores an upload and serves it back through the signed URL it answers, with its content type", async () => {
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3, 4, 5]);
    const { body } = await upload({ file: fileOf("门头照.png", "image/png", bytes), bucket: "r/" });
    expect(body.code).toBe(1);
    expect(body.data.fileType).toBe("image");
    expect(body.data.filePath).toMatch(/^r\/\d{8}\/[0-9a-f]{32}\.png$/);
    const expires = Math.floor((s.now() + SIGNED_URL_TTL_MS) / 1000);
    expect(body.data.url).toMatch(
      new RegExp(
        `^/api${basicPublic.downloadFile.path}\\?filePath=${encodeURIComponent(body.data.filePath)}` +
          `&expires=${expires}&signature=[\\w-]{43}$`,
      ),
    );
    expect(
      s.db.prepare("SELECT owner FROM stored_files WHERE file_path = ?").pluck().get(body.data.filePath),
    ).toBe(SEED_PROVIDERS.demo.id);

    const response = await fetchUrl(body.data.url);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("content-disposition")).toContain(encodeURIComponent("门头照.png"));
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes);
  });

  it("puts files in the bucket asked for: none, r/ or t/; refuses any other", async () => {
    const plain = await upload({ file: fileOf("a.pdf", "application/pdf") });
    expect(plain.body.data.filePath).toMatch(/^\d{8}\//);
    expect(plain.body.data.fileType).toBe("document");
    const temp = await upload({ file: fileOf("a.xlsx", ""), bucket: "t/" });
    expect(temp.body.data.filePath).toMatch(/^t\/\d{8}\/[0-9a-f]{32}\.xlsx$/);
    const bad = await upload({ file: fileOf("a.png", "image/png"), bucket: "x/" as basicPublic.FileBucket });
    expect(bad.body).toMatchObject({ code: 400, msg: FILE_MESSAGES.badBucket });
  });

  it("lets temporary (t/) files expire after a day; other buckets keep theirs", async () => {
    const temp = await upload({ file: fileOf("a.png", "image/png"), bucket: "t/" });
    const kept = await upload({ file: fileOf("b.png", "image/png") });
    expect((await fetchUrl(temp.body.data.url)).status).toBe(200);
    s.advance(TEMP_FILE_TTL_MS + 1000);
    token = await s.login("demo"); // the first token has run out by now
    const expired = await fetchOwn(temp.body.data.filePath);
    expect(expired.status).toBe(404);
    expect(await expired.json()).toMatchObject({ msg: FILE_MESSAGES.expired });
    expect((await fetchOwn(kept.body.data.filePath)).status).toBe(200);
  });

  it("refuses types outside spec §5 with 上传文件格式错误 (gif, text, no extension)", async () => {
    for (const file of [fileOf("a.gif", "image/gif"), fileOf("a.txt", "text/plain"), fileOf("noext", "")]) {
      const { body } = await upload({ file });
      expect(body).toMatchObject({ code: 400, msg: "上传文件格式错误" });
    }
  });

  it("accepts the §5 types by MIME type or by extension and records their kind", async () => {
    const cases: [File, string, string][] = [
      [fileOf("a.jpg", "image/jpeg"), "image", "image/jpeg"],
      [fileOf("a.mov", "video/quicktime"), "video", "video/quicktime"],
      [fileOf("a.amr", ""), "audio", "audio/amr"],
      [fileOf("a.mp3", "audio/mpeg"), "audio", "audio/mpeg"],
      [fileOf("a.doc", "application/msword"), "document", "application/msword"],
    ];
    for (const [file, fileType, mime] of cases) {
      const { body } = await upload({ file });
      expect(body.code).toBe(1);
      expect(body.data.fileType).toBe(fileType);
      expect((await fetchUrl(body.data.url)).headers.get("content-type")).toBe(mime);
    }
  });

  it("refuses more than 10 MB with 文件大小不能超过 10MB! and takes exactly 10 MB", async () => {
    const tooBig = await upload({ file: fileOf("a.png", "image/png", 10 * MB + 1) });
    expect(tooBig.body).toMatchObject({ code: 400, msg: "文件大小不能超过 10MB!" });
    const exact = await upload({ file: fileOf("a.png", "image/png", 10 * MB) });
    expect(exact.body.code).toBe(1);
  });

  it("checks the app name, the file part and empty files", async () => {
    const app = await upload({ file: fileOf("a.png", "image/png"), appName: "someone-else" });
    expect(app.body).toMatchObject({ code: 400, msg: "应用名称不在允许列表：someone-else" });
    const none = await upload({});
    expect(none.body).toMatchObject({ code: 400, msg: FILE_MESSAGES.noFile });
    const empty = await upload({ file: fileOf("a.png", "image/png", 0) });
    expect(empty.body).toMatchObject({ code: 400, msg: FILE_MESSAGES.empty });
  });

  it("needs a token and a signature to upload", async () => {
    expect((await upload({ file: fileOf("a.png", "image/png") }, false)).status).toBe(401);
    const unsigned = await s.call(
      basicPublic.uploadFile,
      { file: fileOf("a.png", "image/png"), appName: "provider-console" },
      { token, sign: false },
    );
    expect(unsigned.status).toBe(403);
  });

  it("answers 404 for an unknown path and 206 for a byte range", async () => {
    const missing = await fetchOwn("r/nope.png");
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ msg: FILE_MESSAGES.notFound });

    const { body } = await upload({
      file: fileOf("a.webm", "video/webm", new Uint8Array([1, 2, 3, 4, 5, 6])),
    });
    const part = await fetchUrl(body.data.url, { Range: "bytes=2-3" });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe("bytes 2-3/6");
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(new Uint8Array([3, 4]));
    expect((await fetchUrl(body.data.url, { Range: "bytes=9-" })).status).toBe(416);
  });

  it("serves the seeded gallery samples, one of each kind, with real content", async () => {
    const types: string[] = [];
    for (const sample of GALLERY_SAMPLES) {
      const response = await fetchUrl(
        `/api${basicPublic.downloadFile.path}?filePath=${encodeURIComponent(sample.filePath)}`,
      );
      expect(response.status, sample.filePath).toBe(200);
      types.push(response.headers.get("content-type") ?? "");
      const bytes = Buffer.from(await response.arrayBuffer());
      if (sample.filePath.endsWith(".png")) expect(bytes.subarray(1, 4).toString()).toBe("PNG");
      if (sample.filePath.endsWith(".pdf")) expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
      if (sample.filePath.endsWith(".wav")) expect(bytes.subarray(8, 12).toString()).toBe("WAVE");
      if (sample.filePath.endsWith(".webm")) expect(bytes.readUInt32BE(0)).toBe(0x1a45dfa3);
    }
    expect(types).toEqual([
      "image/png",
      "image/png",
      "video/webm",
      "audio/wav",
      "application/pdf",
      "application/msword",
    ]);
  });

  it("builds file URLs under the stand-in's own base", () => {
    expect(FILE_API_BASE).toBe(API_BASE);
  });
});

describe("parseRange", () => {
  it("reads the three forms and refuses the rest", () => {
    expect(parseRange(undefined, 10)).toBeNull();
    expect(parseRange("bytes=0-4", 10)).toEqual([0, 4]);
    expect(parseRange("bytes=5-", 10)).toEqual([5, 9]);
    expect(parseRange("bytes=-3", 10)).toEqual([7, 9]);
    expect(parseRange("bytes=8-20", 10)).toEqual([8, 9]);
    expect(parseRange("bytes=10-", 10)).toBe("bad");
    expect(parseRange("bytes=5-2", 10)).toBe("bad");
    expect(parseRange("items=0-1", 10)).toBe("bad");
  });
});
