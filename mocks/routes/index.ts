import type { RouteModule } from "../router";
import account from "./account";
import address from "./address";
import adminTemplate from "./adminTemplate";
import basicPublic from "./basicPublic";
import message from "./message";
import workerAccount from "./workerAccount";
import widgetLookups from "./widgetLookups";
import workOrdersLayout from "./workOrdersLayout";
import workOrders from "./workOrders";
import afterSales from "./afterSales";
import payments from "./payments";
import personal from "./personal";
import hotline from "./hotline";
import files from "./files";
import orders from "./orders";
import orderQueries from "./orderQueries";
import customerCalls from "./customerCalls";
import orderOperations from "./orderOperations";
import orderRecords from "./orderRecords";
import orderDispatch from "./orderDispatch";
import orderMap from "./orderMap";
import dispatchCandidates from "./dispatchCandidates";
import dispatchDev from "./dispatchDev";
import orderCounts from "./orderCounts";
import workers from "./workers";
import applications from "./applications";
import bills from "./bills";
import alerts from "./alerts";
import alertFinish from "./alertFinish";
import presaleServiceOrders from "./presaleServiceOrders";
import workerSettings from "./workerSettings";
import assessData from "./assessData";
import staff from "./staff";
import exportsRoutes from "./exports";
import live from "./live";

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
  staff,
  exportsRoutes,
];
