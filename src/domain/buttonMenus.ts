/**
 * Which menus a button code belongs to (issue 29: "a button needs its menu"). A code is of use only on the screens
 * of its area, so granting it without any of those menus is refused by the stand-in (mocks/accounts/staffRules.ts) and
 * the permission tree checks a menu when one of its buttons is checked. A code needs ANY one of its menus: the order
 * buttons sit on every order screen, so 订单列表 alone or 待处理订单 alone both carry them.
 */
import {
  AFTER_SALE_SCREENS,
  ORDER_SCREENS,
  SCREENS,
  WORK_ORDER_SCREENS,
  WORKER_SCREENS,
} from "../api/screens";
import { ALL_BUTTON_CODES, isButtonCode, type ButtonArea, type ButtonCode } from "./buttonCodes";

/** The screens of each button area. */
const AREA_MENUS: Record<ButtonArea, readonly string[]> = {
  order: ORDER_SCREENS,
  worker: WORKER_SCREENS,
  bill: [SCREENS.bill],
  aftersales: WORK_ORDER_SCREENS,
  personal: [SCREENS.personal],
  message: [SCREENS.messages],
};

/** Codes of an area that live on another screen of it than the area's list. */
const OWN_MENUS: Partial<Record<ButtonCode, readonly string[]>> = {
  // The alert board's actions (预警备注, 跟踪记录, 预警完结) are on 订单预警 only.
  "order:alertRemark": [SCREENS.orderWarning],
  "order:alertTrack": [SCREENS.orderWarning],
  "order:alertFinish": [SCREENS.orderWarning],
  // The after-sales service orders' actions are on 售后服务单.
  "aftersales:serviceOrderView": AFTER_SALE_SCREENS,
  "aftersales:workerFeedback": AFTER_SALE_SCREENS,
};

function isArea(name: string): name is ButtonArea {
  return Object.prototype.hasOwnProperty.call(AREA_MENUS, name);
}

function areaOf(code: ButtonCode): ButtonArea {
  const area = code.slice(0, code.indexOf(":"));
  if (!isArea(area)) throw new Error(`button code without an area: ${code}`);
  return area;
}

/** The menus (route paths) of a button code: the account needs any one of them for the code to be granted. */
export function menusOfButton(code: ButtonCode): readonly string[] {
  return OWN_MENUS[code] ?? AREA_MENUS[areaOf(code)];
}

/** True when `menus` carry `code` (holds one of its menus); an unknown code is carried by nothing. */
export function buttonHasMenu(code: string, menus: readonly string[]): boolean {
  return isButtonCode(code) && menusOfButton(code).some((path) => menus.includes(path));
}

/** The codes of the catalogue that `menus` carry, in catalogue order. */
export function buttonsCarriedBy(menus: readonly string[]): ButtonCode[] {
  return ALL_BUTTON_CODES.filter((code) => buttonHasMenu(code, menus));
}
