// Moves here with the split of ../basicPublic.ts (schemas there, registrations here).
export { entries } from "../basicPublic";
