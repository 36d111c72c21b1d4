import type { ResourceDeclaration } from "../types";
import { workerArchiveRoute, workerEditRoute, workerListRoute } from "./routes";

/** The screen of a route, from the lazily loaded pages module (the declarations stay out of the entry chunk). */
const page = (name: keyof typeof import("./pages")) => () =>
  import("./pages").then((pages) => ({ default: pages[name] }));
const listScreen = (name: keyof typeof import("./listPages")) => () =>
  import("./listPages").then((pages) => ({ default: pages[name] }));

export const resource: ResourceDeclaration = {
  name: "workers",
  routes: [
    { ...workerListRoute, screen: listScreen("WorkerListPage") },
    { ...workerEditRoute, screen: page("WorkerEditPage") },
    { ...workerArchiveRoute, screen: page("WorkerArchivePage") },
  ],
};
