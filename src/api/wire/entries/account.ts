// Moves here with the split of ../account.ts (schemas there, registrations here).
export { entries } from "../account";
