// Moves here with the split of ../adminTemplate.ts (schemas there, registrations here).
export { entries } from "../adminTemplate";
