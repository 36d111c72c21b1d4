// Moves here with the split of ../data.ts (schemas there, registrations here).
export { entries } from "../data";
