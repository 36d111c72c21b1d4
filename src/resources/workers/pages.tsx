/** The worker pages, loaded on demand by the route declarations (index.ts). */
import { listPage, showPage } from "../engine";
import { workerArchive } from "./archive";
import { workerList } from "./list";

export const WorkerListPage = listPage(workerList);
export const WorkerArchivePage = showPage(workerArchive);
