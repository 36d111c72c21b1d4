// @vitest-environment node
/**
 * A malformed multipart body (issue 31 §3): a raw CR or LF inside a part header (a file name above all), a missing
 * boundary or a broken part answers HTTP 400 请求体格式不正确 — never a 500, never an error in the log — and
 * stores nothing. The bodies are written byte by byte, as a hostile client would send them.
 */
import * as basicPublic from "../src/api/basicPublic";
import { signatureHeaders } from "../src/api/signing";
import { devDefaults } from "../src/config/devDefaults";
import { LIMIT_MESSAGES } from "./limits";
import { createTestStandIn, TEST_ORIGIN, type TestStandIn } from "./testing";

const BOUNDARY = "----standin-test-boundary";
const PNG_BYTES = "\x89PNG\r\n\x1a\n0000";

interface Part {
  disposition: string;
  type?: string;
  content: string;
}

function filePart(fileName: string, type = "image/png"): Part {
  return { disposition: `form-data; name="file"; filename="${fileName}"`, type, content: PNG_BYTES };
}

const field = (name: string, value: string): Part => ({
  disposition: `form-data; name="${name}"`,
  content: value,
});

const latin1 = (text: string) => new Uint8Array(Buffer.from(text, "latin1"));

/** A multipart body as raw bytes: every header written as given, stray line breaks included. */
function rawBody(parts: Part[]): Uint8Array<ArrayBuffer> {
  const text =
    parts
      .map(
        (part) =>
          `--${BOUNDARY}\r\nContent-Disposition: ${part.disposition}\r\n` +
          (part.type === undefined ? "" : `Content-Type: ${part.type}\r\n`) +
          `\r\n${part.content}\r\n`,
      )
      .join("") + `--${BOUNDARY}--\r\n`;
  return latin1(text);
}

async function post(
  s: TestStandIn,
  token: string,
  body: Uint8Array<ArrayBuffer>,
  contentType = `multipart/form-data; boundary=${BOUNDARY}`,
) {
  const path = basicPublic.uploadFile.path;
  const headers = await signatureHeaders(
    devDefaults.accessKey,
    devDefaults.accessSecret,
    { method: "POST", path, body: "" },
    s.now(),
  );
  return s.app.request(`${TEST_ORIGIN}/api${path}`, {
    method: "POST",
    headers: { ...headers, Authorization: `Bearer ${token}`, "Content-Type": contentType },
    body,
  });
}

const storedFiles = (s: TestStandIn) =>
  Number(s.db.prepare("SELECT COUNT(*) FROM stored_files").pluck().get());

const fields = [field("appName", "provider-console"), field("bucket", "r/")];

describe("a multipart body", () => {
  it("is read when well-formed (the raw bodies of these tests are otherwise accepted)", async () => {
    const s = createTestStandIn();
    const token = await s.login();
    const before = storedFiles(s);
    const response = await post(s, token, rawBody([filePart("门头照.png"), ...fields]));
    expect(response.status).toBe(200);
    expect((await response.json()).code).toBe(1);
    expect(storedFiles(s)).toBe(before + 1);
  });

  it.each([
    ["a CR LF inside the file name", rawBody([filePart("a\r\nb.png"), ...fields])],
    ["a lone LF inside the file name", rawBody([filePart("a\nb.png"), ...fields])],
    ["a lone CR inside the file name", rawBody([filePart("a\rb.png"), ...fields])],
    ["a lone CR inside a part's Content-Type", rawBody([filePart("a.png", "image/png\rx"), ...fields])],
    ["a CR LF inside a field's name", rawBody([filePart("a.png"), field("app\r\nName", "provider-console")])],
    ["a part cut off in its headers", latin1(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"`)],
  ])("with %s answers HTTP 400 请求体格式不正确 and stores nothing", async (_name, body) => {
    const s = createTestStandIn();
    const token = await s.login();
    const before = storedFiles(s);
    const response = await post(s, token, body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: 400, msg: LIMIT_MESSAGES.malformedBody, data: null });
    expect(storedFiles(s)).toBe(before);
    expect(s.logs.filter((line) => line.startsWith("[error]"))).toEqual([]);
  });

  it("without a boundary answers HTTP 400 请求体格式不正确", async () => {
    const s = createTestStandIn();
    const token = await s.login();
    const before = storedFiles(s);
    const response = await post(s, token, rawBody([filePart("a.png"), ...fields]), "multipart/form-data");
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: 400, msg: "请求体格式不正确", data: null });
    expect(storedFiles(s)).toBe(before);
    expect(s.logs.filter((line) => line.startsWith("[error]"))).toEqual([]);
  });
});
