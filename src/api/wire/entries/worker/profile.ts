// Moves here with the split of ../worker/profile.ts (schemas there, registrations here).
export { entries } from "../../worker/profile";
