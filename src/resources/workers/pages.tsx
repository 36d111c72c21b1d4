/** The worker pages, loaded on demand by the route declarations (index.ts). */
import { formPage, listPage, showPage } from "../engine";
import { workerArchive } from "./archive";
import { workerEditForm } from "./edit";
import { workerList } from "./list";

export const WorkerListPage = listPage(workerList);
export const WorkerArchivePage = showPage(workerArchive);
export const WorkerEditPage = formPage(workerEditForm);
