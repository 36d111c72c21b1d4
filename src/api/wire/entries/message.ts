// Moves here with the split of ../message.ts (schemas there, registrations here).
export { entries } from "../message";
