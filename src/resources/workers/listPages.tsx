/**
 * The worker list, loaded on demand by its route declaration (index.ts): a module of its own, so the list loads none of the
 * other pages' code (issue 30).
 */
import { listPage } from "../engine";
import { workerList } from "./list";

export const WorkerListPage = listPage(workerList);
