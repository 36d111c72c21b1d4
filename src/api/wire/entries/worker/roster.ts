// Moves here with the split of ../worker/roster.ts (schemas there, registrations here).
export { entries } from "../../worker/roster";
