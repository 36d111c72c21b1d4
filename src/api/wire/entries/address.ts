// Moves here with the split of ../address.ts (schemas there, registrations here).
export { entries } from "../address";
