// @vitest-environment node
import { api } from "../../src/api";
import { CONTRACT_MSG, CONTRACT_STATUS } from "../../src/domain/personal";
import { BIZ, BIZ_MSG } from "../bizCodes";
import { SEED_PROVIDERS } from "../accounts/seed/accounts";
import { DEMO_ID_CARD } from "./seed/personal";
import { createTestStandIn, type TestStandIn } from "../testing";
import { contractCodeOf } from "./contractStore";
import { PERSONAL_MSG, SMS_WINDOW_HOOK } from "./personal";
import { PAYMENT_TEST_HOOKS } from "./paymentsExtras";
import { PAYMENT_MSG } from "./paymentStore";

const p = api.worker.profile;
const demoId: string = SEED_PROVIDERS.demo.id;
const code = (key: string, providerId = demoId) => contractCodeOf(providerId, key);

let s: TestStandIn;
let token: string;

beforeEach(async () => {
  s = createTestStandIn({ testHooks: true });
  token = await s.login("demo");
  s.advance(61_000); // the login's SMS resend window is per mobile
});

async function ok<Req, Res>(endpoint: Parameters<TestStandIn["call"]>[0], payload?: Req, t = token) {
  const { body } = await s.call(endpoint as never, payload as never, { token: t });
  expect(body.msg === "success" ? body.code : `${body.code} ${body.msg}`).toBe(1);
  return body.data as Res;
}

async function refused(endpoint: Parameters<TestStandIn["call"]>[0], payload: unknown, t = token) {
  const { body } = await s.call(endpoint as never, payload as never, { token: t });
  expect(body.code).not.toBe(1);
  return body;
}

async function uploadImage(): Promise<string> {
  const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], "a.png", {
    type: "image/png",
  });
  const data = await ok<unknown, { filePath: string }>(api.basicPublic.uploadFile, {
    file,
    appName: "provider-console",
  });
  return data.filePath;
}

describe("profile reads", () => {
  it("answers demo's profile, details, abilities, category covers and areas", async () => {
    const profile = await ok<
      void,
      { companyName: string; providerMobile: string; area: { cityName: string } }
    >(p.getProviderProfileByToken);
    expect(profile).toMatchObject({ companyName: SEED_PROVIDERS.demo.name, providerMobile: "13800000001" });
    expect(profile.area.cityName).toBe("深圳市");
    const details = await ok<void, { workerCount: number; identity: { idCardNoMasked: string } }>(
      p.providerDetails,
    );
    expect(details.workerCount).toBeGreaterThan(0);
    expect(details.identity.idCardNoMasked).toBe(`440${"*".repeat(11)}${DEMO_ID_CARD.slice(-4)}`);
    const abilities = await ok<void, { serverType: number; categoryNames: string[] }[]>(p.abilities);
    expect(abilities.map((a) => a.serverType)).toEqual([1, 2]);
    expect(abilities[0].categoryNames.length).toBeGreaterThan(0);
    const categories = await ok<void, { serverType: number; categoryIds: string[] }[]>(p.coverCategories);
    expect(categories[0].categoryIds).toEqual(
      (abilities[0] as unknown as { categoryIds: string[] }).categoryIds,
    );
    const covers = await ok<void, { area: { areaName: string } }[]>(p.covers);
    expect(covers.map((c) => c.area.areaName)).toContain("南山区");
  });

  it("needs a login, and the menu for the personal centre", async () => {
    expect((await s.call(p.providerDetails, undefined, {})).status).toBe(401);
    const limited = await s.login("limited");
    const { status } = await s.call(p.getProviderContractList, undefined, { token: limited });
    expect(status).toBe(403);
  });
});

describe("changeBaseProfile", () => {
  it("changes the avatar (a stored image), contact and address; the user info shows the new avatar", async () => {
    const filePath = await uploadImage();
    await ok(p.changeBaseProfile, {
      providerAvatar: filePath,
      contactName: "王芳",
      detailAddress: "新地址1号",
    });
    const profile = await ok<void, { contactName: string; detailAddress: string; providerAvatar: string }>(
      p.getProviderProfileByToken,
    );
    expect(profile).toMatchObject({ contactName: "王芳", detailAddress: "新地址1号" });
    expect(profile.providerAvatar).toContain(encodeURIComponent(filePath));
    expect(s.db.prepare("SELECT avatar FROM providers WHERE id = ?").pluck().get(demoId)).toBe(filePath);
    const info = await ok<void, { providerAvatar: string }>(api.adminTemplate.userInfo);
    expect(info.providerAvatar).toContain(encodeURIComponent(filePath));
    // Both are signed addresses the browser can load without headers.
    for (const url of [profile.providerAvatar, info.providerAvatar]) {
      expect((await s.app.request(`http://stand-in.test${url}`)).status).toBe(200);
    }
  });

  it("refuses an empty change, a missing avatar file and a one-character contact", async () => {
    expect((await refused(p.changeBaseProfile, {})).msg).toBe(PERSONAL_MSG.nothingToChange);
    expect((await refused(p.changeBaseProfile, { providerAvatar: "20260101/none.png" })).msg).toBe(
      PERSONAL_MSG.avatarMissing,
    );
    expect((await refused(p.changeBaseProfile, { contactName: "王" })).msg).toBe(PERSONAL_MSG.contactName);
  });
});

describe("mobile change", () => {
  const send = (mobile: string) =>
    s.call(api.worker.account.sendVerifyCode, { mobile, scene: "modifyMobile" }, { token });

  async function stepOne(): Promise<string> {
    expect((await send("13800000001")).body.code).toBe(1);
    const { modifyToken } = await ok<unknown, { modifyToken: string }>(p.modifiedMobile, {
      verifyCode: "123456",
    });
    return modifyToken;
  }

  it("moves the login to the new mobile in two verified steps", async () => {
    const modifyToken = await stepOne();
    expect((await send("13912345678")).body.code).toBe(1);
    await ok(p.confirmModifiedMobile, { modifyToken, newMobile: "13912345678", verifyCode: "123456" });
    const profile = await ok<void, { providerMobile: string }>(p.getProviderProfileByToken);
    expect(profile.providerMobile).toBe("13912345678");
    s.advance(61_000);
    const fresh = await s.loginBySms("13912345678");
    expect(fresh).toBeTruthy();
    const { body } = await s.call(api.worker.account.sendVerifyCode, {
      mobile: "13800000001",
      scene: "login",
    });
    expect(body.msg).toBe(BIZ_MSG.mobileNotRegistered);
  });

  it("refuses a wrong code of the current mobile", async () => {
    await send("13800000001");
    expect((await refused(p.modifiedMobile, { verifyCode: "000000" })).code).toBe(BIZ.badSmsCode);
  });

  it("refuses a mobile already used, a wrong new code, the same mobile, and a made-up ticket", async () => {
    const modifyToken = await stepOne();
    const taken = await refused(p.confirmModifiedMobile, {
      modifyToken,
      newMobile: "13800000002",
      verifyCode: "123456",
    });
    expect(taken.msg).toBe(BIZ_MSG.mobileAlreadyRegistered);
    expect(
      (
        await refused(p.confirmModifiedMobile, {
          modifyToken,
          newMobile: "13800000001",
          verifyCode: "123456",
        })
      ).msg,
    ).toBe(PERSONAL_MSG.sameMobile);
    await send("13912345678");
    const wrong = await refused(p.confirmModifiedMobile, {
      modifyToken,
      newMobile: "13912345678",
      verifyCode: "000000",
    });
    expect(wrong.code).toBe(BIZ.badSmsCode);
    const madeUp = await refused(p.confirmModifiedMobile, {
      modifyToken: "nope",
      newMobile: "13912345678",
      verifyCode: "123456",
    });
    expect(madeUp.msg).toBe(PERSONAL_MSG.badTicket);
    expect(
      (await refused(p.confirmModifiedMobile, { modifyToken, newMobile: "1291234567", verifyCode: "123456" }))
        .msg,
    ).toBe("新手机号格式不正确");
  });

  it("uses a ticket once", async () => {
    const modifyToken = await stepOne();
    await send("13912345678");
    await ok(p.confirmModifiedMobile, { modifyToken, newMobile: "13912345678", verifyCode: "123456" });
    s.advance(61_000);
    await send("13912345679");
    const again = await refused(p.confirmModifiedMobile, {
      modifyToken,
      newMobile: "13912345679",
      verifyCode: "123456",
    });
    expect(again.msg).toBe(PERSONAL_MSG.badTicket);
  });
});

describe("identifyUserProfile", () => {
  it("stores a valid identification and shows it masked", async () => {
    const front = await uploadImage();
    const back = await uploadImage();
    await ok(p.identifyUserProfile, {
      realName: "王小明",
      idCardNo: "11010519491231002x",
      idCardFront: front,
      idCardBack: back,
    });
    const details = await ok<void, { identity: { realName: string; idCardNoMasked: string } }>(
      p.providerDetails,
    );
    expect(details.identity).toMatchObject({ realName: "王小明", idCardNoMasked: "110***********002X" });
  });

  it("refuses a bad checksum, a non-Chinese name and missing photos", async () => {
    const front = await uploadImage();
    const body = {
      realName: "王小明",
      idCardNo: "110105194912310021",
      idCardFront: front,
      idCardBack: front,
    };
    expect((await refused(p.identifyUserProfile, body)).msg).toBe("身份证号校验位不正确");
    expect((await refused(p.identifyUserProfile, { ...body, realName: "Tom" })).msg).toBe(
      PERSONAL_MSG.realName,
    );
    expect(
      (
        await refused(p.identifyUserProfile, {
          ...body,
          idCardNo: "11010519491231002X",
          idCardBack: "x/none.png",
        })
      ).msg,
    ).toBe(PERSONAL_MSG.photoMissing);
  });
});

describe("contracts", () => {
  it("lists demo's contracts with statuses and deposits; the completed list holds the signed ones", async () => {
    const list = await ok<void, { contractCode: string; contractStatus: number; depositPaid: boolean }[]>(
      p.getProviderContractList,
    );
    expect(list.map((c) => c.contractStatus)).toEqual([2, 2, 2, 2, 3, 4]);
    const done = await ok<void, { contractCode: string }[]>(p.completedContractList);
    expect(done).toHaveLength(4);
    const docs = await ok<void, { docUrl: string }[]>(p.getContractDocs);
    expect(docs).toHaveLength(3);
    const pdf = await s.app.request(`http://stand-in.test${docs[0].docUrl}`);
    expect(pdf.headers.get("content-type")).toContain("pdf");
  });

  it("answers a contract's detail and refuses another provider's", async () => {
    const detail = await ok<unknown, { partyB: string; content: string }>(p.contractDetailsByCode, {
      contractCode: code("01"),
    });
    expect(detail.partyB).toBe(SEED_PROVIDERS.demo.name);
    const other = await refused(p.contractDetailsByCode, {
      contractCode: code("01", SEED_PROVIDERS.applicant.id),
    });
    expect(other.msg).toBe(CONTRACT_MSG.notFound);
  });

  it("re-downloads a signed contract only", async () => {
    const { contractUrl } = await ok<unknown, { contractUrl: string }>(p.reDownloadContract, {
      contractCode: code("01"),
    });
    expect((await s.app.request(`http://stand-in.test${contractUrl}`)).status).toBe(200);
    expect((await refused(p.reDownloadContract, { contractCode: code("05") })).msg).toBe(
      CONTRACT_MSG.downloadOnlySigned,
    );
  });

  it("resets a failed contract to 待签署 and then signs it; refuses to reset one that has not failed", async () => {
    expect((await refused(p.resetContractStatusByFailed, { contractCode: code("01") })).msg).toBe(
      CONTRACT_MSG.resetOnlyFailed,
    );
    await ok(p.resetContractStatusByFailed, { contractCode: code("05") });
    expect((await refused(p.resetContractStatusByFailed, { contractCode: code("05") })).msg).toBe(
      CONTRACT_MSG.resetOnlyFailed,
    );
    const signed = await ok<unknown, { contractStatus: number; contractUrl: string }>(p.signContract, {
      contractCode: code("05"),
    });
    expect(signed.contractStatus).toBe(CONTRACT_STATUS.signed);
    expect((await refused(p.signContract, { contractCode: code("05") })).msg).toBe(
      CONTRACT_MSG.signOnlyToSign,
    );
  });

  it("moves an applicant from 3 to 4 when its last contract is signed", async () => {
    const applicant = await s.login("applicant");
    const phase = async () =>
      (await ok<void, { settlePhase: number }>(api.adminTemplate.userInfo, undefined, applicant)).settlePhase;
    await ok(p.signContract, { contractCode: code("01", SEED_PROVIDERS.applicant.id) }, applicant);
    await ok(p.signContract, { contractCode: code("02", SEED_PROVIDERS.applicant.id) }, applicant);
    expect(await phase()).toBe(3);
    await ok(p.signContract, { contractCode: code("03", SEED_PROVIDERS.applicant.id) }, applicant);
    expect(await phase()).toBe(4);
  });
});

describe("deposit", () => {
  async function pay(t: string, apiData: unknown) {
    const payment = await ok<unknown, { financeTransNo: string }>(
      p.confirmPayDeposit,
      { apiData, payWay: 14, payChannel: 2 },
      t,
    );
    const response = await s.app.request(
      `http://stand-in.test${PAYMENT_TEST_HOOKS}/${payment.financeTransNo}/status`,
      {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ payStatus: 3 }),
      },
    );
    expect(response.status).toBe(200);
  }

  it("answers demo's unpaid deposit first, paid after the payment completes, and refuses paying twice", async () => {
    const deposit = await ok<unknown, { apiData: { contractNo: string; amount: number }; paid: boolean }>(
      p.getContractDeposit,
      {},
    );
    expect(deposit).toMatchObject({ paid: false, apiData: { contractNo: code("04"), amount: 3000 } });
    await pay(token, deposit.apiData);
    const after = await ok<unknown, { paid: boolean }>(p.getContractDeposit, { contractCode: code("04") });
    expect(after.paid).toBe(true);
    const twice = await refused(p.confirmPayDeposit, { apiData: deposit.apiData, payWay: 14, payChannel: 2 });
    expect(twice.msg).toBe(PAYMENT_MSG.alreadyPaid);
    const info = await ok<void, { settlePhase: number }>(api.adminTemplate.userInfo);
    expect(info.settlePhase).toBe(7);
  });

  it("refuses a deposit seeded as paid, and a contract without a deposit", async () => {
    const paid = await ok<unknown, { apiData: unknown; paid: boolean }>(p.getContractDeposit, {
      contractCode: code("02"),
    });
    expect(paid.paid).toBe(true);
    expect(
      (await refused(p.confirmPayDeposit, { apiData: paid.apiData, payWay: 14, payChannel: 2 })).msg,
    ).toBe(PAYMENT_MSG.alreadyPaid);
    expect((await refused(p.getContractDeposit, { contractCode: code("01") })).msg).toBe(
      CONTRACT_MSG.noDeposit,
    );
  });

  it("moves an applicant to 待开通 (4 → 5, no first entry yet) when it pays its deposit after signing", async () => {
    const applicant = await s.login("applicant");
    for (const key of ["01", "02", "03"]) {
      await ok(p.signContract, { contractCode: code(key, SEED_PROVIDERS.applicant.id) }, applicant);
    }
    const deposit = await ok<unknown, { apiData: unknown }>(p.getContractDeposit, {}, applicant);
    await pay(applicant, deposit.apiData);
    const info = await ok<void, { settlePhase: number; isFirstEntry: boolean }>(
      api.adminTemplate.userInfo,
      undefined,
      applicant,
    );
    // The platform opens the account afterwards (开通, accountOpening.test.ts).
    expect(info).toMatchObject({ settlePhase: 5, isFirstEntry: false });
  });
});

describe("test hook: SMS resend window", () => {
  it("lets a code be sent again at once to a mobile that has just had one", async () => {
    const send = () =>
      s.call(api.worker.account.sendVerifyCode, { mobile: "13800000001", scene: "login" }, { token });
    expect((await send()).body.code).toBe(1);
    expect((await send()).body.code).toBe(BIZ.smsTooFrequent);
    const response = await s.app.request(`http://stand-in.test${SMS_WINDOW_HOOK}`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ mobile: "13800000001" }),
    });
    expect(response.status).toBe(200);
    expect((await send()).body.code).toBe(1);
  });
});
