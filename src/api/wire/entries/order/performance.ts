// Moves here with the split of ../order/performance.ts (schemas there, registrations here).
export { entries } from "../../order/performance";
