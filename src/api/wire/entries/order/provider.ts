// Moves here with the split of ../order/provider.ts (schemas there, registrations here).
export { entries } from "../../order/provider";
