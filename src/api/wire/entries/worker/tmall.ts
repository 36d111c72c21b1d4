// Moves here with the split of ../worker/tmall.ts (schemas there, registrations here).
export { entries } from "../../worker/tmall";
