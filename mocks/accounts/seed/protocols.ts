import { PROTOCOL_CODES } from "../../../src/domain/protocols";
import { chinaDateTime } from "../../time";
import { acceptForConsoleAccounts, AGREEMENTS_MUST_ACCEPT } from "../protocolAcceptanceSchema";
import { SEED_PROVIDERS } from "./accounts";
import type { SeedModule } from "../../db/seed/types";

/**
 * The platform's agreements (protocol/alert, protocol/info) and who accepted them: every account of a provider in
 * the console has accepted the current versions, except newcomer (first entry: it accepts both after its first
 * login; it had accepted privacy policy 1.9, so that one reads as updated). Onboarding accounts accept on entering
 * the console.
 */
interface SeedProtocol {
  code: string;
  title: string;
  version: string;
  /** Chapters: a heading and its articles. */
  chapters: { heading: string; articles: string[] }[];
}

const PROTOCOLS: SeedProtocol[] = [
  {
    code: PROTOCOL_CODES.providerService,
    title: "服务商入驻协议",
    version: "3.2",
    chapters: [
      {
        heading: "一、总则",
        articles: [
          "本协议由万家到家服务平台（以下简称“平台”）与入驻平台的服务商（以下简称“服务商”）共同订立，服务商点击“同意”即表示已阅读并接受本协议全部条款。",
          "服务商应具备合法经营资质，并保证提交的资料真实、准确、完整；资料发生变化的，应在 5 个工作日内在个人中心更新。",
          "平台依据本协议及平台规则为服务商提供订单承接、派单、结算与售后协同等服务。",
        ],
      },
      {
        heading: "二、服务要求",
        articles: [
          "服务商应按平台服务标准安排师傅上门，确保师傅持证上岗、着装规范、按约定时间到达。",
          "服务商应在订单时效内完成预约、上门与核销；无法按时完成的，应提前通过工作台改约或说明原因。",
          "因服务质量引发的客诉由服务商负责处理，处理结果应在售后工单中如实回复。",
          "服务商不得私下向客户收取平台约定以外的费用，不得诱导客户绕开平台交易。",
        ],
      },
      {
        heading: "三、结算",
        articles: [
          "平台按月生成账单，服务商确认后于次月 15 日前完成结算。",
          "对账单有异议的，服务商应在账单生成后 7 日内提出，逾期视为确认。",
          "发生客诉赔付的，平台可在结算款中扣除相应金额，并在账单中列明。",
        ],
      },
      {
        heading: "四、协议的变更与终止",
        articles: [
          "平台修订本协议的，将在工作台提示服务商阅读新版本；服务商同意后方可继续使用工作台。",
          "服务商不同意修订内容的，可停止使用平台服务并申请终止合作，终止前已承接的订单仍应履行完毕。",
          "服务商严重违反本协议的，平台有权暂停派单直至终止合作。",
        ],
      },
    ],
  },
  {
    code: PROTOCOL_CODES.privacy,
    title: "隐私政策",
    version: "2.0",
    chapters: [
      {
        heading: "一、我们收集的信息",
        articles: [
          "为完成订单服务，平台会向服务商提供客户的姓名、联系方式与服务地址，上述信息仅可用于该订单的服务。",
          "平台会记录工作台的登录、操作与通话记录，用于安全审计与服务质量管理。",
          "服务商上传的证照、合同与服务照片由平台加密保存，仅服务商本人与平台授权人员可以查看。",
        ],
      },
      {
        heading: "二、信息的使用与保护",
        articles: [
          "服务商及其师傅不得将客户信息用于订单以外的任何用途，不得复制、出售或向第三方提供。",
          "客户号码通过隐私号呼叫，通话记录保存 90 天；订单完成后，客户号码在工作台中脱敏显示。",
          "服务商应为子账号设置最小必要的菜单与按钮权限，并在员工离职时及时停用其账号。",
          "发生或可能发生信息泄露的，服务商应立即通知平台并配合处置。",
        ],
      },
      {
        heading: "三、本政策的更新",
        articles: [
          "2.0 版新增：服务照片与证照的保存与查看规则、子账号权限要求。",
          "本政策更新后，平台将在工作台提示服务商阅读并同意新版本。",
        ],
      },
    ],
  },
  {
    code: PROTOCOL_CODES.deposit,
    title: "保证金管理规则",
    version: "1.4",
    chapters: [
      {
        heading: "保证金管理规则",
        articles: [
          "服务商须缴纳服务保证金，用于保障客户权益。",
          "发生客诉赔付且服务商未按期处理的，平台有权从保证金中扣除。",
          "终止合作且无未结事项的，保证金于 30 个工作日内退还。",
        ],
      },
    ],
  },
];

/** The protocol's HTML (protocolInfo.content): headings and numbered articles, nothing else. */
function html(p: SeedProtocol): string {
  let n = 0;
  return p.chapters
    .map((c) => `<h3>${c.heading}</h3>${c.articles.map((line) => `<p>第${++n}条 ${line}</p>`).join("")}`)
    .join("");
}

const DAY = 24 * 60 * 60 * 1000;

export const protocolsSeed: SeedModule = {
  name: "protocols",
  run({ db, rng, anchor }) {
    const insert = db.prepare(
      "INSERT INTO protocols (code, title, version, content, modified_at, must_accept) VALUES (?, ?, ?, ?, ?, ?)",
    );
    for (const p of PROTOCOLS) {
      const modified = chinaDateTime(anchor - rng.int(30, 200) * DAY);
      insert.run(
        p.code,
        p.title,
        p.version,
        html(p),
        modified,
        AGREEMENTS_MUST_ACCEPT.includes(p.code) ? 1 : 0,
      );
    }
    acceptForConsoleAccounts(db, chinaDateTime(anchor - 20 * DAY));
    const newcomer = db
      .prepare("SELECT id FROM accounts WHERE provider_id = ?")
      .pluck()
      .get(SEED_PROVIDERS.newcomer.id) as number;
    db.prepare(
      "INSERT INTO protocol_acceptances (account_id, protocol_code, version, accepted_at) VALUES (?, ?, ?, ?)",
    ).run(newcomer, PROTOCOL_CODES.privacy, "1.9", chinaDateTime(anchor - 90 * DAY));
  },
};
