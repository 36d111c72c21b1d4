// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  afterLoginPath,
  decideRoute,
  isOnboardingComplete,
  isPublicPath,
  loginPathFor,
  normalizePath,
  safeReducePath,
  type GuardDecision,
} from "./guard";

const allow: GuardDecision = { kind: "allow" };
const to = (path: string): GuardDecision => ({ kind: "redirect", to: path });

describe("decideRoute (spec §4 route guard)", () => {
  const cases: [
    string,
    { path: string; fullPath?: string; hasToken: boolean; settlePhase?: number },
    GuardDecision,
  ][] = [
    ["no token: /login is public", { path: "/login", hasToken: false }, allow],
    ["no token: /password/index is public", { path: "/password/index", hasToken: false }, allow],
    ["no token: /404 is public", { path: "/404", hasToken: false }, allow],
    ["no token: /401 is public", { path: "/401", hasToken: false }, allow],
    ["no token: /apply/index is public", { path: "/apply/index", hasToken: false }, allow],
    [
      "no token: deep link kept in reduce",
      { path: "/order/index", fullPath: "/order/index?orderNo=A1&x=中", hasToken: false },
      to("/login?reduce=" + encodeURIComponent("/order/index?orderNo=A1&x=%E4%B8%AD")),
    ],
    ["no token: / goes to plain /login", { path: "/", hasToken: false }, to("/login")],
    ["no token: unknown path goes to login", { path: "/nope", hasToken: false }, to("/login?reduce=%2Fnope")],
    ["token, user unknown: fetch", { path: "/dashboard", hasToken: true }, { kind: "fetchUser" }],
    ["token, user unknown, /404 allowed", { path: "/404", hasToken: true }, allow],
    ["token, user unknown, /401 allowed at once", { path: "/401", hasToken: true }, allow],
    ["token, user unknown, /401/ allowed at once", { path: "/401/", hasToken: true }, allow],
    [
      "token, user unknown, /login waits for the user",
      { path: "/login", hasToken: true },
      { kind: "fetchUser" },
    ],
    ["incomplete user not sent from /401 to apply", { path: "/401", hasToken: true, settlePhase: 3 }, allow],
    ["incomplete user not sent from /404 to apply", { path: "/404", hasToken: true, settlePhase: 3 }, allow],
    ["complete user on /login goes to /", { path: "/login", hasToken: true, settlePhase: 7 }, to("/")],
    [
      "complete user on /password/index goes to /",
      { path: "/password/index", hasToken: true, settlePhase: 6 },
      to("/"),
    ],
    [
      "incomplete user on /login goes to apply",
      { path: "/login", hasToken: true, settlePhase: 5 },
      to("/apply/index"),
    ],
    [
      "incomplete user on /password/index goes to apply",
      { path: "/password/index", hasToken: true, settlePhase: 3 },
      to("/apply/index"),
    ],
    ["incomplete user kept on apply", { path: "/apply/index", hasToken: true, settlePhase: 5 }, allow],
    [
      "incomplete user sent to apply",
      { path: "/dashboard", hasToken: true, settlePhase: 5 },
      to("/apply/index"),
    ],
    ["complete user off apply", { path: "/apply/index", hasToken: true, settlePhase: 6 }, to("/")],
    ["complete user allowed", { path: "/order/index", hasToken: true, settlePhase: 7 }, allow],
    ["trailing slash normalised", { path: "/login/", hasToken: true, settlePhase: 7 }, to("/")],
  ];
  it.each(cases)("%s", (_name, input, expected) => {
    expect(
      decideRoute({
        path: input.path,
        fullPath: input.fullPath ?? input.path,
        hasToken: input.hasToken,
        settlePhase: input.settlePhase,
      }),
    ).toEqual(expected);
  });
});

describe("safeReducePath", () => {
  it.each([
    ["/order/index", "/order/index"],
    ["/order/watch/detail?orderNo=1#top", "/order/watch/detail?orderNo=1#top"],
    ["//evil.example/x", null],
    ["/\\evil.example", null],
    ["https://evil.example/", null],
    ["javascript:alert(1)", null],
    ["order/index", null],
    ["", null],
    [null, null],
    ["/login?reduce=/x", null],
    ["/a\nb", null],
    ["/order//", "/order//"],
    ["/a//b", "/a//b"],
    ["/a/\\b", null],
    ["/order/\\", null],
  ])("%s → %s", (input, expected) => {
    expect(safeReducePath(input)).toBe(expected);
  });
});

describe("normalizePath / isPublicPath / isOnboardingComplete", () => {
  it.each([
    ["/", "/"],
    ["", ""],
    ["/login", "/login"],
    ["/login/", "/login"],
    ["/login///", "/login"],
  ])("normalizePath(%j) → %j", (input, expected) => {
    expect(normalizePath(input)).toBe(expected);
  });

  it("public paths are found with trailing slashes", () => {
    expect(isPublicPath("/apply/index/")).toBe(true);
    expect(isPublicPath("/login//")).toBe(true);
    expect(isPublicPath("/")).toBe(false);
  });

  it("onboarding is complete only for a number above 5", () => {
    expect(isOnboardingComplete(6)).toBe(true);
    expect(isOnboardingComplete(5)).toBe(false);
    expect(isOnboardingComplete(undefined)).toBe(false);
    // The server's JSON is not trusted to be a number.
    expect(isOnboardingComplete("6" as unknown as number)).toBe(false);
  });
});

describe("loginPathFor / afterLoginPath", () => {
  it("never uses refine's `to` parameter", () => {
    expect(loginPathFor("/bill/index")).toBe("/login?reduce=%2Fbill%2Findex");
    expect(loginPathFor("/bill/index")).not.toContain("to=");
  });
  it("drops unsafe intended paths", () => {
    expect(loginPathFor("//evil.example")).toBe("/login");
  });
  it("complete users go to the safe reduce path or home", () => {
    expect(afterLoginPath(7, "/order/index")).toBe("/order/index");
    expect(afterLoginPath(7, "https://evil.example")).toBe("/");
    expect(afterLoginPath(7, null)).toBe("/");
  });
  it("incomplete users go to apply whatever reduce says", () => {
    expect(afterLoginPath(5, "/order/index")).toBe("/apply/index");
  });
});
