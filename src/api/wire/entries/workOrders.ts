// Moves here with the split of ../workOrders.ts (schemas there, registrations here).
export { entries } from "../workOrders";
