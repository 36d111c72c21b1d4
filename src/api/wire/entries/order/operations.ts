// Moves here with the split of ../order/operations.ts (schemas there, registrations here).
export { entries } from "../../order/operations";
