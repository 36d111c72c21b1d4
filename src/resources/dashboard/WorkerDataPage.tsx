import { listPage } from "../engine";
import { workerData } from "./workerData";

/** The page of /dashboard/list, loaded on its own (its figures and dialogs stay out of the home page). */
export default listPage(workerData);
