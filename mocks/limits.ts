/**
 * The gateway's limits (issue 8). The counts can be set per run (mocks/README.md, "Environment"); the windows are
 * fixed. Counters live in SQLite, so a restart does not reset them, and `db:reset` / the reset test hook clears them
 * with the rest of the data.
 */
export interface RateLimit {
  count: number;
  windowMs: number;
}

export interface StandInLimits {
  /** A JSON body above this is refused with 413 before it is buffered. */
  jsonBodyBytes: number;
  /** A multipart body above this (one file at the storage's cap plus its form fields) is refused with 413. */
  uploadBodyBytes: number;
  /** SMS codes sent to any mobiles from one client address. */
  smsPerClient: RateLimit;
  /** SMS codes sent by the whole stand-in (the SMS bill of a real gateway). */
  smsTotal: RateLimit;
  /** Wrong tries after which an SMS code is void (checkVerifyCode and the SMS login count together). */
  smsWrongTries: number;
  /**
   * FAILED logins (password or SMS) from one client address after which that address may not try again until the
   * window has passed. Successful logins and ordinary calls are never counted: an office puts dozens of staff
   * behind one address.
   */
  loginFailuresPerClient: RateLimit;
}

const MINUTE = 60_000;

/** The file storage's cap per file (mocks/files/files.ts STORAGE_MAX_SIZE_MB; a test keeps the two equal). */
export const UPLOAD_FILE_MAX_MB = 10;

/** Room for the form fields and multipart boundaries around one file. */
const FORM_OVERHEAD_BYTES = 256 * 1024;

export const DEFAULT_LIMITS: StandInLimits = {
  jsonBodyBytes: 1024 * 1024,
  uploadBodyBytes: UPLOAD_FILE_MAX_MB * 1024 * 1024 + FORM_OVERHEAD_BYTES,
  smsPerClient: { count: 10, windowMs: 10 * MINUTE },
  smsTotal: { count: 1000, windowMs: 60 * MINUTE },
  smsWrongTries: 5,
  loginFailuresPerClient: { count: 30, windowMs: 10 * MINUTE },
};

export const LIMIT_MESSAGES = {
  tooLarge: "请求体过大",
  unsupportedType: "不支持的请求格式",
  malformedBody: "请求体格式不正确",
  smsClientLimit: "验证码发送次数过多，请稍后再试",
  smsTotalLimit: "短信服务繁忙，请稍后再试",
  smsVoid: "验证码错误次数过多，请重新获取",
  loginThrottled: "登录失败次数过多，请10分钟后再试",
} as const;
