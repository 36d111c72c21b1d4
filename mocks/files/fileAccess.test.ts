// @vitest-environment node
import { api } from "../../src/api";
import * as basicPublic from "../../src/api/basicPublic";
import { GALLERY_SAMPLES } from "../../src/domain/media/gallerySamples";
import { SEED_PROVIDERS } from "../accounts/seed/accounts";
import { SIGNATURE_MESSAGES } from "../signature";
import { buildSignedRequest, createTestStandIn, TEST_ORIGIN, type TestStandIn } from "../testing";
import { readServerConfig } from "../serverConfig";
import { DEV_FILE_URL_SECRET, FILE_ACCESS_MESSAGES, SIGNED_URL_TTL_MS, signedFileUrl } from "./fileAccess";
import { storedFileUrl } from "./fileStore";
import { FILE_MESSAGES, MAX_FILE_URLS } from "./files";
import { PERSONAL_MSG } from "../onboarding/personal";

const BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 9, 8, 7, 6, 5, 4]);

let s: TestStandIn;
let demo: string;
let newcomer: string;

beforeEach(async () => {
  s = createTestStandIn();
  demo = await s.login("demo");
  newcomer = await s.acceptAgreements(await s.login("newcomer"));
});

async function upload(token: string, name = "私密.png"): Promise<basicPublic.StoredFile> {
  const { body } = await s.call(
    basicPublic.uploadFile,
    { file: new File([BYTES], name, { type: "image/png" }), appName: "provider-console" },
    { token },
  );
  expect(body.code).toBe(1);
  return body.data;
}

/** A plain GET without headers, as `<img src>` makes it. */
const plainGet = (url: string, headers: Record<string, string> = {}) =>
  s.app.request(new Request(`${TEST_ORIGIN}${url}`, { headers }));

/** The console's own fetch: signed headers and, when given, the bearer token. */
async function signedGet(filePath: string, token: string | null, tamper = false): Promise<Response> {
  const request = await buildSignedRequest(basicPublic.downloadFile, { filePath }, { token, now: s.now() });
  if (tamper) request.headers.set("X-Signature", "A".repeat(44));
  return s.app.request(request);
}

/** A refusal: the status, the envelope with its Chinese message, and no file bytes. */
async function expectRefused(response: Response, status: number, msg: string): Promise<void> {
  expect(response.status).toBe(status);
  expect(response.headers.get("content-type")).toContain("application/json");
  expect(await response.json()).toEqual({ code: status, msg, data: null });
}

const plainUrl = (filePath: string) => storedFileUrl(filePath);

/** What the storage holds: a refusal must leave it as it was. */
const stored = () => s.db.prepare("SELECT file_path, owner, size FROM stored_files ORDER BY file_path").all();

describe("who may read a stored file", () => {
  it("serves a provider's upload to its own signed call, never to another provider's token or no token", async () => {
    const mine = await upload(demo);
    const before = stored();
    const own = await signedGet(mine.filePath, demo);
    expect(own.status).toBe(200);
    expect(new Uint8Array(await own.arrayBuffer())).toEqual(BYTES);

    await expectRefused(await signedGet(mine.filePath, newcomer), 404, FILE_ACCESS_MESSAGES.notFound);
    await expectRefused(await signedGet(mine.filePath, null), 401, FILE_ACCESS_MESSAGES.unauthorized);
    await expectRefused(await plainGet(plainUrl(mine.filePath)), 401, FILE_ACCESS_MESSAGES.unauthorized);
    await expectRefused(
      await plainGet(plainUrl(mine.filePath), { Authorization: `Bearer ${demo}` }),
      403,
      FILE_ACCESS_MESSAGES.unsigned,
    );
    await expectRefused(await signedGet(mine.filePath, demo, true), 403, SIGNATURE_MESSAGES.mismatch);
    // Staff of the provider read its files too.
    expect((await signedGet(mine.filePath, await s.login("limited"))).status).toBe(200);
    expect(stored()).toEqual(before);
  });

  it("answers another provider's file exactly like a missing one", async () => {
    const theirs = await upload(newcomer);
    const other = await signedGet(theirs.filePath, demo);
    const missing = await signedGet("20261120/00000000000000000000000000000000.png", demo);
    expect([other.status, await other.text()]).toEqual([missing.status, await missing.text()]);
  });

  it("serves platform files (gallery samples, contract templates) to anyone", async () => {
    for (const path of [GALLERY_SAMPLES[0].filePath, "r/contracts/template-01.pdf"]) {
      expect((await plainGet(plainUrl(path))).status, path).toBe(200);
    }
  });
});

describe("signed file URLs", () => {
  it("serve until they expire (the app's clock), then answer 已过期 without bytes", async () => {
    const { url } = await upload(demo);
    expect((await plainGet(url)).status).toBe(200);
    s.advance(SIGNED_URL_TTL_MS - 1000);
    const late = await plainGet(url);
    expect(late.status).toBe(200);
    expect(late.headers.get("cache-control")).toBe("private, max-age=1");
    s.advance(1000);
    const before = stored();
    await expectRefused(await plainGet(url), 403, FILE_ACCESS_MESSAGES.expiredLink);
    expect(stored()).toEqual(before);
  });

  it("refuse a tampered signature, a changed expiry, another path and another owner", async () => {
    const { url, filePath } = await upload(demo);
    const other = await upload(demo, "另一张.png");
    const params = new URL(url, TEST_ORIGIN).searchParams;
    const expires = Number(params.get("expires"));
    const signature = params.get("signature") ?? "";
    const flipped = `${signature.slice(0, -1)}${signature.endsWith("A") ? "B" : "A"}`;
    const tampered = [
      url.replace(signature, flipped),
      url.replace(`expires=${expires}`, `expires=${expires + 3600}`),
      url.replace(encodeURIComponent(filePath), encodeURIComponent(other.filePath)),
      url.replace(/&signature=.*/, ""),
      // Signed with the right secret, but for another owner: the file's own owner is in the signature.
      signedFileUrl(s.settings.fileUrlSecret, filePath, SEED_PROVIDERS.newcomer.id, s.now() + 60_000),
    ];
    const before = stored();
    for (const bad of tampered) await expectRefused(await plainGet(bad), 403, FILE_ACCESS_MESSAGES.badLink);
    expect(stored()).toEqual(before);
  });

  it("refuse a URL signed with another secret, and one claiming more than 12 hours", async () => {
    const { filePath } = await upload(demo);
    const owner = SEED_PROVIDERS.demo.id;
    const foreign = signedFileUrl("some-other-secret", filePath, owner, s.now() + 60_000);
    await expectRefused(await plainGet(foreign), 403, FILE_ACCESS_MESSAGES.badLink);
    const forever = signedFileUrl(s.settings.fileUrlSecret, filePath, owner, s.now() + 13 * 3600_000);
    await expectRefused(await plainGet(forever), 403, FILE_ACCESS_MESSAGES.badLink);
  });

  it("use the configured secret (STANDIN_FILE_URL_SECRET)", async () => {
    expect(readServerConfig({ STANDIN_FILE_URL_SECRET: "prod-secret" }).fileUrlSecret).toBe("prod-secret");
    expect(readServerConfig({}).fileUrlSecret).toBeUndefined();
    s = createTestStandIn({ fileUrlSecret: "prod-secret" });
    const token = await s.login("demo");
    const own = await upload(token);
    expect((await plainGet(own.url)).status).toBe(200);
    // The same database content signed with the development secret is refused by this stand-in.
    const dev = signedFileUrl(DEV_FILE_URL_SECRET, own.filePath, SEED_PROVIDERS.demo.id, s.now() + 60_000);
    await expectRefused(await plainGet(dev), 403, FILE_ACCESS_MESSAGES.badLink);
  });

  it("keep byte ranges working (video seeking)", async () => {
    const { url } = await upload(demo);
    const part = await plainGet(url, { Range: "bytes=4-6" });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe(`bytes 4-6/${BYTES.length}`);
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(BYTES.subarray(4, 7));
  });
});

describe("fileUrls", () => {
  it("signs the caller's own files and platform files; leaves out another provider's and missing ones", async () => {
    const mine = await upload(demo);
    const theirs = await upload(newcomer);
    const sample = GALLERY_SAMPLES[0].filePath;
    const { body } = await s.call(
      basicPublic.fileUrls,
      { filePaths: [mine.filePath, theirs.filePath, sample, "r/nope.png", mine.filePath] },
      { token: demo },
    );
    expect(body.code).toBe(1);
    expect(body.data.expiresIn).toBe(SIGNED_URL_TTL_MS / 1000);
    expect(Object.keys(body.data.urls).sort()).toEqual([mine.filePath, sample].sort());
    expect(body.data.urls[sample]).toBe(plainUrl(sample));
    expect(body.data.urls[mine.filePath]).toMatch(/&expires=\d+&signature=[\w-]{43}$/);
    expect((await plainGet(body.data.urls[mine.filePath])).status).toBe(200);
  });

  it("needs a token and a list of 1 to 100 paths", async () => {
    const noToken = await s.call(basicPublic.fileUrls, { filePaths: ["a.png"] });
    expect(noToken.status).toBe(401);
    const cases: [unknown, string][] = [
      ["a.png", FILE_MESSAGES.pathsNotList],
      [[], FILE_MESSAGES.noPaths],
      [Array.from({ length: MAX_FILE_URLS + 1 }, (_, i) => `${i}.png`), FILE_MESSAGES.tooManyPaths],
      [[""], "文件路径不能为空"],
    ];
    for (const [filePaths, msg] of cases) {
      const { body } = await s.call(basicPublic.fileUrls, { filePaths } as basicPublic.FileUrlsBody, {
        token: demo,
      });
      expect(body).toEqual({ code: 400, msg, data: null });
    }
  });
});

describe("records point only at the caller's own files", () => {
  it("refuses another provider's upload as the avatar or an identity photo, as if it did not exist", async () => {
    const theirs = await upload(newcomer);
    const profile = api.worker.profile;
    const avatar = await s.call(
      profile.changeBaseProfile,
      { providerAvatar: theirs.filePath },
      { token: demo },
    );
    expect(avatar.body).toEqual({ code: 400, msg: PERSONAL_MSG.avatarMissing, data: null });
    const identity = await s.call(
      profile.identifyUserProfile,
      {
        realName: "王小明",
        idCardNo: "11010519491231002X",
        idCardFront: theirs.filePath,
        idCardBack: theirs.filePath,
      },
      { token: demo },
    );
    expect(identity.body).toEqual({ code: 400, msg: PERSONAL_MSG.photoMissing, data: null });
    const demoId = SEED_PROVIDERS.demo.id;
    expect(s.db.prepare("SELECT avatar FROM providers WHERE id = ?").pluck().get(demoId)).toBeNull();
    expect(
      s.db.prepare("SELECT real_name FROM provider_profiles WHERE provider_id = ?").pluck().get(demoId),
    ).toBe("陈志强");
  });
});
