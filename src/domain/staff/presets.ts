/**
 * 编辑权限's presets (issue 29): starting points the owner applies to the tree and then adjusts. Data only: the
 * menus are menu entries (route paths of SCREENS; the pages an entry links to come with it when applied, so every
 * list's 查看 opens its detail), the buttons btn codes of the catalogue, each carried by one of the preset's menus
 * and of use on a screen they show. A preset offers only what the main account itself may grant: the screen cuts
 * it to the grantable tree when applying it (presets.test.ts checks every entry exists).
 */
import { SCREENS } from "../../api/screens";
import type { ButtonCode } from "../../api/buttons";

export interface PermissionPreset {
  key: "dispatch" | "service" | "finance";
  label: string;
  menus: readonly string[];
  buttons: readonly ButtonCode[];
}

/** The provider's messages: each colleague marks read and clears for itself alone (its own bell and list). */
const OWN_MESSAGES: readonly ButtonCode[] = ["message:read", "message:clear"];

export const PERMISSION_PRESETS: readonly PermissionPreset[] = [
  {
    key: "dispatch",
    label: "调度",
    menus: [
      SCREENS.dashboard,
      SCREENS.orderList,
      SCREENS.orderWarning,
      SCREENS.serviceOrderList,
      SCREENS.workerList,
      SCREENS.messages,
    ],
    buttons: [
      "order:view",
      "order:appointment",
      "order:reschedule",
      "order:manualDistribute",
      "order:directDistribute",
      "order:mapDispatch",
      "order:transfer",
      "order:hangUp",
      "order:cancelHangUp",
      "order:remark",
      "order:callCustomer",
      "order:track",
      "order:measureInfo",
      "order:alertRemark",
      "order:alertTrack",
      "worker:view",
      "worker:transferOrders",
      ...OWN_MESSAGES,
    ],
  },
  {
    key: "service",
    label: "客服",
    menus: [
      SCREENS.dashboard,
      SCREENS.orderList,
      SCREENS.workOrderList,
      SCREENS.afterSaleList,
      SCREENS.messages,
    ],
    buttons: [
      "order:view",
      "order:reschedule",
      "order:remark",
      "order:modifyAddress",
      "order:refreshCustomMobile",
      "order:callCustomer",
      "order:track",
      "aftersales:view",
      "aftersales:reply",
      "aftersales:appendMsg",
      "aftersales:respond",
      "aftersales:serviceOrderView",
      "aftersales:workerFeedback",
      ...OWN_MESSAGES,
    ],
  },
  {
    key: "finance",
    label: "财务",
    // The two order lists open the orders they reconcile (订单详情 comes with them, screenLinks.ts) and export them
    // (导出订单, issue 43 E3: 待结算订单 / 已结算订单 files; presets.test.ts holds the two together).
    menus: [SCREENS.dashboard, SCREENS.orderStay, SCREENS.orderSettled, SCREENS.bill, SCREENS.messages],
    buttons: [
      "order:view",
      "order:export",
      "bill:view",
      "bill:confirm",
      "bill:download",
      "bill:workerSettle",
      "bill:workerReward",
      "bill:workerCollection",
      "bill:export",
      ...OWN_MESSAGES,
    ],
  },
];
