export { DEFAULT_DIALOG_WIDTH, Dialog } from "./Dialog";
