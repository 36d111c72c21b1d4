/**
 * The name a failed login's error carries when the account must switch to SMS verification (codes 200333303 and
 * 200333308). Its own module so that the login page can read it without loading the auth provider early.
 */
export const SMS_REQUIRED_ERROR = "SmsRequired";
