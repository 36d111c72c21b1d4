// Moves here with the split of ../merchant.ts (schemas there, registrations here).
export { entries } from "../merchant";
