// Moves here with the split of ../worker/dispatchSettings.ts (schemas there, registrations here).
export { entries } from "../../worker/dispatchSettings";
