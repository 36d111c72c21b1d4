/** The bill group's route as data (its screen is attached in index.ts, so screens may import it). */
import { SCREENS } from "../../api/screens";
import type { RouteDeclaration } from "../types";

/** 账单信息: the provider's bills and the worker bills, two tabs of one page. */
export const billRoute: RouteDeclaration = { path: SCREENS.bill, title: "账单信息", group: "bill" };
