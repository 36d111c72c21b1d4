// Moves here with the split of ../live.ts (schemas there, registrations here).
export { entries } from "../live";
