import { api } from "../../api";
import { call } from "../../providers/http";
import { setUser } from "../../providers/session";

/** Reads the user info again so the header shows the saved avatar, name and mobile (it reads the session). */
export async function refreshUser(): Promise<void> {
  try {
    setUser(await call(api.adminTemplate.userInfo, undefined, { silent: true }));
  } catch {
    // The header keeps what it showed; the next page load reads the user again.
  }
}
