import { SCREENS } from "../../../src/api/screens";
import { ALL_BUTTON_CODES, buttonCodesOf, type ButtonCode } from "../../../src/api/buttons";
import { MAIN_ACCOUNT_SCREENS } from "../../../src/domain/staff/mainAccount";
import { hashPassword } from "../../passwords";
import { LIMITED_DISPLAY_NAME } from "../../db/migrations/038_staff_001_accounts";
import { chinaDateTime } from "../../time";
import type { SeedModule } from "../../db/seed/types";

/** The password of every seed account. */
export const DEMO_PASSWORD = "Demo@2026";

/**
 * Every screen of the contract (src/api/screens.ts, the console's routes: registry.test.ts holds them equal) that a
 * provider's accounts can hold, as the access group's menu list: the screens only a main account has are added by
 * the console (src/domain/staff/mainAccount.ts). A screen added to the contract is in it.
 */
export const FULL_MENU: readonly string[] = Object.values(SCREENS).filter(
  (path) => !MAIN_ACCOUNT_SCREENS.includes(path),
);

/** Home, orders and messages only. */
export const LIMITED_MENU: readonly string[] = FULL_MENU.filter(
  (path) =>
    path.startsWith("/dashboard") ||
    path.startsWith("/order/") ||
    path === "/newOrderDetail" ||
    path === "/message/index",
);

/**
 * Order buttons without the ones that move money or hand work to someone else, and the buttons of the account's own
 * messages (标为已读, 清空消息).
 */
const LIMITED_BUTTONS: readonly ButtonCode[] = [
  ...buttonCodesOf("order").filter(
    (code) =>
      !(
        [
          "order:manualDistribute",
          "order:acceptOnBehalf",
          "order:cancel",
          "order:refund",
          "order:abnormalFee",
        ] as ButtonCode[]
      ).includes(code),
  ),
  ...buttonCodesOf("message"),
];

export interface SeedProvider {
  id: string;
  name: string;
  mobile: string;
  /** The company's contact person (联系人, 个人中心): also the name records show for its main account. */
  contactName: string;
  settlePhase: number;
  isFirstEntry: boolean;
}

export const SEED_PROVIDERS = {
  demo: {
    id: "1790000000000000001",
    name: "深圳安居家装服务有限公司",
    mobile: "13800000001",
    contactName: "李明",
    settlePhase: 7,
    isFirstEntry: false,
  },
  applicant: {
    id: "1790000000000000002",
    name: "广州顺达安装服务有限公司",
    mobile: "13800000002",
    contactName: "黄国华",
    settlePhase: 3,
    isFirstEntry: false,
  },
  newcomer: {
    id: "1790000000000000003",
    name: "东莞美家维修服务有限公司",
    mobile: "13800000003",
    contactName: "张伟",
    settlePhase: 6,
    isFirstEntry: true,
  },
  guarded: {
    id: "1790000000000000005",
    name: "中山诚信安装服务有限公司",
    mobile: "13800000005",
    contactName: "周建军",
    settlePhase: 7,
    isFirstEntry: false,
  },
} as const satisfies Record<string, SeedProvider>;

export interface SeedAccount {
  username: string;
  /**
   * Shown in records and 账号管理; a main account's is its company's contact person (see
   * mocks/db/migrations/045_accounts_002_main_display_names.ts).
   */
  displayName?: string;
  /** A staff account: the username of its provider's main account (issue 29); none = the main account. */
  mainAccount?: string;
  mobile: string;
  providerId: string;
  menus: readonly string[];
  buttons: readonly string[];
  /** Password login always answers 200333308. */
  passwordLoginBlocked: boolean;
  /** What the account shows (README table). */
  description: string;
}

export const SEED_ACCOUNTS: readonly SeedAccount[] = [
  {
    username: "demo",
    mobile: "13800000001",
    providerId: SEED_PROVIDERS.demo.id,
    menus: FULL_MENU,
    buttons: ALL_BUTTON_CODES,
    passwordLoginBlocked: false,
    description: "入驻完成（settlePhase 7），全部菜单和按钮权限，数据最全",
  },
  {
    username: "applicant",
    mobile: "13800000002",
    providerId: SEED_PROVIDERS.applicant.id,
    menus: FULL_MENU,
    buttons: ALL_BUTTON_CODES,
    passwordLoginBlocked: false,
    description: "入驻申请已通过、待签合同（settlePhase 3），登录后只能进入 /apply/index",
  },
  {
    username: "newcomer",
    mobile: "13800000003",
    providerId: SEED_PROVIDERS.newcomer.id,
    menus: FULL_MENU,
    buttons: ALL_BUTTON_CODES,
    passwordLoginBlocked: false,
    description: "入驻完成，首次进入（isFirstEntry），登录后触发首次进入确认，并须阅读、同意平台协议",
  },
  {
    username: "limited",
    displayName: LIMITED_DISPLAY_NAME,
    mainAccount: "demo",
    mobile: "13800000004",
    providerId: SEED_PROVIDERS.demo.id,
    menus: LIMITED_MENU,
    buttons: LIMITED_BUTTONS,
    passwordLoginBlocked: false,
    description:
      "demo 的子账号（demo 在账号管理中可改其权限）：只有首页、订单、消息菜单，订单按钮中无派单/取消/退款/异常费用；可标为已读、清空消息",
  },
  {
    username: "guarded",
    mobile: "13800000005",
    providerId: SEED_PROVIDERS.guarded.id,
    menus: FULL_MENU,
    buttons: ALL_BUTTON_CODES,
    passwordLoginBlocked: true,
    description: "密码登录总是返回 200333308（账号存在安全风险），只能短信验证码登录",
  },
];

/** A main account's display name: its provider's contact person. */
function mainDisplayName(account: SeedAccount): string {
  const provider = Object.values(SEED_PROVIDERS).find((p) => p.id === account.providerId);
  return provider?.contactName ?? account.username;
}

export const accountsSeed: SeedModule = {
  name: "accounts",
  run({ db, rng, anchor }) {
    const insertProvider = db.prepare(
      `INSERT INTO providers (id, name, mobile, avatar, settle_phase, is_first_entry, created_at)
       VALUES (?, ?, ?, NULL, ?, ?, ?)`,
    );
    const insertAccount = db.prepare(
      `INSERT INTO accounts (username, mobile, password_hash, provider_id, account_kind, menus, buttons,
         password_login_blocked, created_at, display_name)
       VALUES (?, ?, ?, ?, 2, ?, ?, ?, ?, ?)`,
    );
    const linkMain = db.prepare(
      "UPDATE accounts SET main_account_id = (SELECT id FROM accounts WHERE username = ?) WHERE username = ?",
    );
    const day = 24 * 60 * 60 * 1000;
    for (const p of Object.values(SEED_PROVIDERS)) {
      const createdAt = chinaDateTime(anchor - rng.int(120, 400) * day);
      insertProvider.run(p.id, p.name, p.mobile, p.settlePhase, p.isFirstEntry ? 1 : 0, createdAt);
    }
    for (const a of SEED_ACCOUNTS) {
      const salt = Array.from({ length: 16 }, () => rng.int(0, 255).toString(16).padStart(2, "0")).join("");
      insertAccount.run(
        a.username,
        a.mobile,
        hashPassword(DEMO_PASSWORD, salt),
        a.providerId,
        JSON.stringify(a.menus),
        JSON.stringify(a.buttons),
        a.passwordLoginBlocked ? 1 : 0,
        chinaDateTime(anchor - rng.int(60, 100) * day),
        a.displayName ?? mainDisplayName(a),
      );
    }
    for (const a of SEED_ACCOUNTS) if (a.mainAccount) linkMain.run(a.mainAccount, a.username);
  },
};
