// Moves here with the split of ../order/admin.ts (schemas there, registrations here).
export { entries } from "../../order/admin";
