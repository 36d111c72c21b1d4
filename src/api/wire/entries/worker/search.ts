// Moves here with the split of ../worker/search.ts (schemas there, registrations here).
export { entries } from "../../worker/search";
