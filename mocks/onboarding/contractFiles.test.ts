// @vitest-environment node
import { api } from "../../src/api";
import { applyMigrations } from "../db";
import { fileOwnersMigration } from "../db/migrations/025_files_002_owned_contract_pdfs";
import { SEED_PROVIDERS } from "../accounts/seed/accounts";
import { createTestStandIn, TEST_ORIGIN, type TestStandIn } from "../testing";
import { contractCodeOf } from "./contractStore";
import { FILE_ACCESS_MESSAGES } from "../files/fileAccess";
import { storedFileUrl } from "../files/fileStore";

const p = api.worker.profile;
const RANDOM_PDF = /^r\/\d{8}\/[0-9a-f]{32}\.pdf$/;

let s: TestStandIn;

beforeEach(() => {
  s = createTestStandIn();
});

const get = (url: string) => s.app.request(new Request(`${TEST_ORIGIN}${url}`));

function contractFile(code: string): string {
  return s.db
    .prepare("SELECT contract_file FROM provider_contracts WHERE contract_code = ?")
    .pluck()
    .get(code) as string;
}

function fileRow(filePath: string): { owner: string | null } | undefined {
  return s.db.prepare("SELECT owner FROM stored_files WHERE file_path = ?").get(filePath) as
    { owner: string | null } | undefined;
}

describe("signed contract PDFs", () => {
  it("are stored under a random name owned by the provider, never at a path made from the contract number", async () => {
    const applicant = await s.login("applicant");
    const code = contractCodeOf(SEED_PROVIDERS.applicant.id, "01");
    const { body } = await s.call(p.signContract, { contractCode: code }, { token: applicant });
    expect(body.code).toBe(1);
    const filePath = contractFile(code);
    expect(filePath).toMatch(RANDOM_PDF);
    expect(filePath).not.toContain(code);
    expect(filePath).not.toContain(SEED_PROVIDERS.applicant.id.slice(-6));
    expect(fileRow(filePath)).toEqual({ owner: SEED_PROVIDERS.applicant.id });
    expect(fileRow(`r/contracts/${code}.pdf`)).toBeUndefined();
    // The answer's address is signed for the applicant and loads without headers; the plain path does not.
    expect((await get(body.data.contractUrl ?? "")).status).toBe(200);
    expect((await get(storedFileUrl(filePath))).status).toBe(401);
  });

  it("newcomer's signed 服务商合作协议 is refused without a token and to demo; its download address serves newcomer", async () => {
    const code = contractCodeOf(SEED_PROVIDERS.newcomer.id, "01");
    const filePath = contractFile(code);
    expect(filePath).toMatch(RANDOM_PDF);
    const anonymous = await get(storedFileUrl(filePath));
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ code: 401, msg: FILE_ACCESS_MESSAGES.unauthorized, data: null });

    const demo = await s.login("demo");
    const urls = await s.call(api.basicPublic.fileUrls, { filePaths: [filePath] }, { token: demo });
    expect(urls.body.data.urls).toEqual({});
    const refused = await s.call(p.reDownloadContract, { contractCode: code }, { token: demo });
    expect(refused.body.code).not.toBe(1);

    const newcomer = await s.acceptAgreements(await s.login("newcomer"));
    const own = await s.call(p.reDownloadContract, { contractCode: code }, { token: newcomer });
    const pdf = await get(own.body.data.contractUrl);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
  });
});

describe("migration files_002 (a database seeded before files were guarded)", () => {
  it("moves contract PDFs off their guessable paths, gives them and the application photos owners, keeps avatars as paths", async () => {
    const code = contractCodeOf(SEED_PROVIDERS.newcomer.id, "01");
    const guessable = `r/contracts/${code}.pdf`;
    const orphan = "r/contracts/HT99999901.pdf";
    const applyPhoto = (
      JSON.parse(
        s.db
          .prepare("SELECT form FROM provider_applications WHERE provider_id = ?")
          .pluck()
          .get(SEED_PROVIDERS.applicant.id) as string,
      ) as { businessLicense: string }
    ).businessLicense;
    const avatar = contractFile(contractCodeOf(SEED_PROVIDERS.demo.id, "01"));
    // The state an earlier seed left: the PDF at its contract number with no owner, and the rest as it was then.
    s.db
      .prepare("UPDATE stored_files SET file_path = ?, owner = NULL WHERE file_path = ?")
      .run(guessable, contractFile(code));
    s.db
      .prepare("UPDATE provider_contracts SET contract_file = ? WHERE contract_code = ?")
      .run(guessable, code);
    s.db
      .prepare(
        `INSERT INTO stored_files (file_path, bucket, name, mime, size, file_type, app_name, owner, created_at, content)
         SELECT ?, bucket, name, mime, size, file_type, app_name, NULL, created_at, content FROM stored_files
         WHERE file_path = ?`,
      )
      .run(orphan, guessable);
    s.db.prepare("UPDATE stored_files SET owner = NULL WHERE file_path = ?").run(applyPhoto);
    s.db
      .prepare("UPDATE providers SET avatar = ? WHERE id = ?")
      .run(storedFileUrl(avatar), SEED_PROVIDERS.demo.id);
    expect((await get(storedFileUrl(guessable))).status).toBe(200); // what the issue found
    s.db.prepare("DELETE FROM _migrations WHERE name = ?").run(fileOwnersMigration.name);

    expect(applyMigrations(s.db)).toEqual([fileOwnersMigration.name]);

    const moved = contractFile(code);
    expect(moved).toMatch(RANDOM_PDF);
    expect(fileRow(moved)).toEqual({ owner: SEED_PROVIDERS.newcomer.id });
    expect(fileRow(guessable)).toBeUndefined();
    expect(fileRow(orphan)).toBeUndefined();
    expect(fileRow(applyPhoto)).toEqual({ owner: SEED_PROVIDERS.applicant.id });
    expect(fileRow("r/contracts/template-01.pdf")).toEqual({ owner: null });
    expect(
      s.db.prepare("SELECT avatar FROM providers WHERE id = ?").pluck().get(SEED_PROVIDERS.demo.id),
    ).toBe(avatar);
    expect((await get(storedFileUrl(guessable))).status).toBe(401);
    const newcomer = await s.acceptAgreements(await s.login("newcomer"));
    const own = await s.call(p.reDownloadContract, { contractCode: code }, { token: newcomer });
    expect(own.body.data.contractUrl).toContain(encodeURIComponent(moved));
    expect((await get(own.body.data.contractUrl)).status).toBe(200);
  });
});
