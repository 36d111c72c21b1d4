/**
 * The btn-code catalogue (spec §6: the access group's `btn` list), part of the contract: a button of the console is
 * shown only when the account holds its code, and a call declared behind a code (`button` on its endpoint) is refused
 * without it. Both sides read it: the console's actions and 编辑权限's tree, the stand-in's grants and checks.
 *
 * Codes are "<area>:<action>", labelled with the Chinese button text. Each area names the screens its codes are of use
 * on ("a button needs its menu", issue 29: an account needs any one of them for the code to be granted), and the codes
 * that live on other screens than those (`own`). Adding an area is adding its labels and one entry here; the seed,
 * the grants of older databases and 编辑权限 follow (mocks/accounts/contractGrants.ts,
 * src/domain/staff/permissionTree.ts). Every code gates something and every write the console offers names one
 * (src/resources/buttonCoverage.test.ts). Codes taken out, and why, are in docs/decisions.md ("Button codes").
 */
import { AFTER_SALE_SCREENS, ORDER_SCREENS, SCREENS, WORK_ORDER_SCREENS, WORKER_SCREENS } from "../screens";
import {
  AFTER_SALE_BUTTON_LABELS,
  BILL_BUTTON_LABELS,
  MESSAGE_BUTTON_LABELS,
  PERSONAL_BUTTON_LABELS,
  WORKER_BUTTON_LABELS,
} from "./areas";
import { ORDER_BUTTON_LABELS } from "./order";

/** One area of the catalogue. */
interface AreaDeclaration<Labels extends Readonly<Record<string, string>>> {
  /** Its codes and their labels, in catalogue order. */
  labels: Labels;
  /** The screens its codes are of use on: an account needs any one of them for a code to be granted. */
  screens: readonly string[];
  /** Codes of use on other screens than the area's. */
  own?: Partial<Record<keyof Labels, readonly string[]>>;
}

const area = <Labels extends Readonly<Record<string, string>>>(declaration: AreaDeclaration<Labels>) =>
  declaration;

/** The areas in catalogue order. */
export const BUTTON_AREAS = {
  order: area({
    labels: ORDER_BUTTON_LABELS,
    screens: ORDER_SCREENS,
    // The alert board's actions (预警备注, 跟踪记录, 预警完结) are on 订单预警 only.
    own: {
      "order:alertRemark": [SCREENS.orderWarning],
      "order:alertTrack": [SCREENS.orderWarning],
      "order:alertFinish": [SCREENS.orderWarning],
    },
  }),
  worker: area({ labels: WORKER_BUTTON_LABELS, screens: WORKER_SCREENS }),
  bill: area({ labels: BILL_BUTTON_LABELS, screens: [SCREENS.bill] }),
  aftersales: area({
    labels: AFTER_SALE_BUTTON_LABELS,
    screens: WORK_ORDER_SCREENS,
    // The after-sales service orders' actions are on 售后服务单.
    own: {
      "aftersales:serviceOrderView": AFTER_SALE_SCREENS,
      "aftersales:workerFeedback": AFTER_SALE_SCREENS,
    },
  }),
  personal: area({ labels: PERSONAL_BUTTON_LABELS, screens: [SCREENS.personal] }),
  message: area({ labels: MESSAGE_BUTTON_LABELS, screens: [SCREENS.messages] }),
};

type Areas = typeof BUTTON_AREAS;

/** An area of the catalogue; a code is named by its area, "<area>:<action>" (catalogue.test.ts checks it). */
export type ButtonArea = keyof Areas;

/** Every code of the catalogue. */
export type ButtonCode = { [A in ButtonArea]: Extract<keyof Areas[A]["labels"], string> }[ButtonArea];

const AREA_NAMES = Object.keys(BUTTON_AREAS) as ButtonArea[];

/** Every code with its label, in catalogue order. */
export const BUTTON_LABELS: Readonly<Record<ButtonCode, string>> = Object.assign(
  {},
  ...AREA_NAMES.map((name) => BUTTON_AREAS[name].labels),
) as Record<ButtonCode, string>;

/** Every button code, in catalogue order. */
export const ALL_BUTTON_CODES: readonly ButtonCode[] = Object.keys(BUTTON_LABELS) as ButtonCode[];

export function isButtonCode(value: string): value is ButtonCode {
  return Object.prototype.hasOwnProperty.call(BUTTON_LABELS, value);
}

export function buttonLabel(code: ButtonCode): string {
  return BUTTON_LABELS[code];
}

/** The area of a code: the one that labels it. */
export function areaOf(code: ButtonCode): ButtonArea {
  const found = AREA_NAMES.find((name) =>
    Object.prototype.hasOwnProperty.call(BUTTON_AREAS[name].labels, code),
  );
  if (!found) throw new Error(`button code outside the catalogue: ${code}`);
  return found;
}

/** The codes of one area, e.g. every "order:" code. */
export function buttonCodesOf(name: ButtonArea): ButtonCode[] {
  return ALL_BUTTON_CODES.filter((code) => areaOf(code) === name);
}

/**
 * The menus (route paths) of a button code: the account needs any one of them for the code to be granted (the
 * stand-in refuses a grant without, mocks/accounts/staffRules.ts; 编辑权限 checks a menu with its button). The order
 * buttons sit on every order screen, so 订单列表 alone or 待处理订单 alone both carry them.
 */
export function menusOfButton(code: ButtonCode): readonly string[] {
  const declared: AreaDeclaration<Readonly<Record<string, string>>> = BUTTON_AREAS[areaOf(code)];
  return declared.own?.[code] ?? declared.screens;
}

/** True when `menus` carry `code` (holds one of its menus); an unknown code is carried by nothing. */
export function buttonHasMenu(code: string, menus: readonly string[]): boolean {
  return isButtonCode(code) && menusOfButton(code).some((path) => menus.includes(path));
}

/** The codes of the catalogue that `menus` carry, in catalogue order. */
export function buttonsCarriedBy(menus: readonly string[]): ButtonCode[] {
  return ALL_BUTTON_CODES.filter((code) => buttonHasMenu(code, menus));
}
