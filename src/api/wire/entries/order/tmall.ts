// Moves here with the split of ../order/tmall.ts (schemas there, registrations here).
export { entries } from "../../order/tmall";
