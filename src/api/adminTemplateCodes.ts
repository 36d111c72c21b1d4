/**
 * The account kinds of the user info (api.adminTemplate.userInfo): a runtime constant both the console
 * (./adminTemplate.ts re-exports it) and the call's schema (./wire/adminTemplate.ts) read, so it imports nothing.
 */

/** Account kinds 0..3. */
export enum AccountKind {
  Merchant = 0,
  Worker = 1,
  Provider = 2,
  Admin = 3,
}
