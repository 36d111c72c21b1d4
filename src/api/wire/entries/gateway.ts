// Moves here with the split of ../gateway.ts (schemas there, registrations here).
export { entries } from "../gateway";
