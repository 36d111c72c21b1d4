/** The worker archive and edit pages, loaded on demand by the route declarations (index.ts); the list is listPages.tsx. */
import { formPage, showPage } from "../engine";
import { workerArchive } from "./archive";
import { workerEditForm } from "./edit";

export const WorkerArchivePage = showPage(workerArchive);
export const WorkerEditPage = formPage(workerEditForm);
