import { afterEach, describe, expect, it } from "vitest";
import { clearOnAccountChange, createQueryClient } from "./queryClient";
import { setToken, setUser } from "./session";

/** The shared QueryClient keeps one account's answers only: a token change empties it, a user update does not. */
describe("the console's QueryClient", () => {
  afterEach(() => setToken(null));

  it("is emptied when the token changes, not when the user info is read again", () => {
    setToken("first");
    const client = createQueryClient();
    const stop = clearOnAccountChange(client);
    client.setQueryData(["data", "profile"], { name: "甲" });
    setUser(null);
    expect(client.getQueryData(["data", "profile"])).toEqual({ name: "甲" });
    setToken("second");
    expect(client.getQueryData(["data", "profile"])).toBeUndefined();
    client.setQueryData(["data", "profile"], { name: "乙" });
    setToken(null);
    expect(client.getQueryData(["data", "profile"])).toBeUndefined();
    stop();
  });
});
