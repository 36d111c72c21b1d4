/**
 * Development defaults shared by the console and the stand-in API.
 *
 * These values are for local development and tests ONLY. They are public (committed) on purpose so that
 * `npm start` and `npm test` work on a fresh clone with no configuration. A production build must set
 * every one of them through the environment (see README, "Configuration").
 */
export const devDefaults = {
  apiBaseUrl: "/api",
  accessKey: "dev-console-access-key",
  accessSecret: "dev-console-secret-NOT-FOR-PRODUCTION",
  clientId: "provider-console-dev",
  clientSecret: "dev-client-secret-NOT-FOR-PRODUCTION",
  /** SPKI (base64 DER) of the DEVELOPMENT login key pair; its private half is mocks/dev-keys/login-private.dev.pem. */
  loginPublicKey:
    "MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAjM3CO+xSX4AGmKxZfwJTFAkPrUf11Cv65+8n3+/GyREchKWlwKI0Ybz+mIYEU2YOXivxOhG9nH/O7WxdkNVnYbd4GQ6fcwns/UX+gAnyqH9jDKiJdw30JH6ULTnMb9Ou3ZEOpUw4LdSm8+EtA4cyDdJEpcpLgfRsgroKkQx45DD8yEm/e5Gw/AwPyrxFaKKiF2kXapYOl/0bA/elZicX68mIbonPtT3Jg9AgcEmSFY/qW6J1MVvxsiup63lhDvuvnh7LiYGK8BTqIqOvm2fj2L6mYOXWKO3A8/sXbSbz+2QpadC5NzzsyKH9w/8xkYdb/zc+F1zytMoDgYVs3yt2EQIDAQAB",
  port: 8080,
  apiPort: 8081,
  devPort: 5173,
} as const;
