import type { RouteModule } from "./router";
import account from "./accounts/account";
import address from "./lookups/address";
import adminTemplate from "./accounts/adminTemplate";
import basicPublic from "./messages/basicPublic";
import message from "./messages/message";
import workerAccount from "./accounts/workerAccount";
import widgetLookups from "./lookups/widgetLookups";
import workOrdersLayout from "./workOrders/workOrdersLayout";
import workOrders from "./workOrders/workOrders";
import afterSales from "./workOrders/afterSales";
import payments from "./onboarding/payments";
import personal from "./onboarding/personal";
import hotline from "./hotline/hotline";
import files from "./files/files";
import orders from "./orders/orders";
import orderQueries from "./orders/orderQueries";
import customerCalls from "./orders/customerCalls";
import orderOperations from "./orders/orderOperations";
import orderRecords from "./orders/orderRecords";
import orderDispatch from "./dispatch/orderDispatch";
import orderMap from "./dispatch/orderMap";
import dispatchCandidates from "./dispatch/dispatchCandidates";
import dispatchDev from "./dispatch/dispatchDev";
import orderCounts from "./dispatch/orderCounts";
import workers from "./workers/workers";
import applications from "./onboarding/applications";
import bills from "./bills/bills";
import alerts from "./alerts/alerts";
import alertFinish from "./alerts/alertFinish";
import presaleServiceOrders from "./alerts/presaleServiceOrders";
import workerSettings from "./workers/workerSettings";
import assessData from "./workers/assessData";
import staff from "./accounts/staff";
import exportsRoutes from "./exports/exports";
import live from "./live/live";
import servedCalls from "./gateway/servedCalls";

/** Every route module of the stand-in. Add a module for a new service here. */
export const routeModules: RouteModule[] = [
  account,
  adminTemplate,
  workerAccount,
  message,
  basicPublic,
  address,
  widgetLookups,
  workOrdersLayout,
  workOrders,
  afterSales,
  payments,
  personal,
  hotline,
  files,
  orders,
  orderQueries,
  customerCalls,
  orderOperations,
  orderRecords,
  orderDispatch,
  orderMap,
  dispatchCandidates,
  dispatchDev,
  orderCounts,
  workers,
  applications,
  bills,
  alerts,
  alertFinish,
  presaleServiceOrders,
  workerSettings,
  assessData,
  live,
  servedCalls,
  staff,
  exportsRoutes,
];
