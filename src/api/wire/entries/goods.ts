// Moves here with the split of ../goods.ts (schemas there, registrations here).
export { entries } from "../goods";
