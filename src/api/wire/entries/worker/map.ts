// Moves here with the split of ../worker/map.ts (schemas there, registrations here).
export { entries } from "../../worker/map";
