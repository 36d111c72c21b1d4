import { SMS_REQUIRED_CODES } from "../src/api/account";
import { AGREEMENTS_PENDING_CODE, PROTOCOL_MESSAGES } from "../src/domain/protocols";

/**
 * Business codes the stand-in answers (HTTP 200, envelope code below). The spec fixes only the two codes that switch
 * the login to SMS verification; the others are ours.
 */
export const BIZ = {
  /** Wrong username or password. */
  badCredentials: 200333301,
  /** Five wrong passwords in a row: SMS login required until one succeeds (spec §4). */
  tooManyWrongPasswords: SMS_REQUIRED_CODES[0],
  /** The account is flagged: password login always refused (spec §4). */
  riskyAccount: SMS_REQUIRED_CODES[1],
  badSmsCode: 200333310,
  mobileNotRegistered: 200333311,
  mobileAlreadyRegistered: 200333312,
  smsTooFrequent: 200333313,
  providerNameTaken: 200333314,
  onboardingIncomplete: 200333315,
  badCaptcha: 200333316,
  /** The SMS code had too many wrong tries: it is void, a new one must be sent. */
  smsCodeVoid: 200333317,
  /** Too many failed logins from one client address. */
  loginThrottled: 200333318,
  forbiddenUid: 200333320,
  /** Issue 29: a disabled staff account cannot log in. */
  accountDisabled: 200333321,
  notFound: 200333404,
  /** Issue 40: the write was made on a record changed since (X-Record-Version older than the record's). */
  recordChanged: 200333409,
  /** Issue 40: an Idempotency-Key already used by this account for another request. */
  idempotencyKeyReused: 200333422,
  /** Issue 43 (A1): an agreement to accept first; every call but the session's and the agreements' is refused. */
  agreementsPending: AGREEMENTS_PENDING_CODE,
} as const;

export const BIZ_MSG = {
  badCredentials: "用户名或密码错误",
  tooManyWrongPasswords: "密码错误次数过多，请使用短信验证码登录",
  riskyAccount: "账号存在安全风险，请使用短信验证码登录",
  badSmsCode: "验证码错误或已过期",
  mobileNotRegistered: "该手机号未注册",
  mobileAlreadyRegistered: "该手机号已注册",
  smsTooFrequent: "验证码发送过于频繁，请稍后再试",
  providerNameTaken: "该服务商名称已被注册",
  onboardingIncomplete: "入驻流程尚未完成",
  badCaptcha: "图形验证码错误或已过期",
  forbiddenUid: "无权访问其他用户的消息",
  accountDisabled: "账号已停用，请联系主账号",
  agreementsPending: PROTOCOL_MESSAGES.mustAccept,
} as const;
