// Moves here with the split of ../order/dispatch.ts (schemas there, registrations here).
export { entries } from "../../order/dispatch";
