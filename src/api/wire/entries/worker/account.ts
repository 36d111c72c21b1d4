// Moves here with the split of ../worker/account.ts (schemas there, registrations here).
export { entries } from "../../worker/account";
