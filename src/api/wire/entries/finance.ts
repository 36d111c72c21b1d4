// Moves here with the split of ../finance.ts (schemas there, registrations here).
export { entries } from "../finance";
