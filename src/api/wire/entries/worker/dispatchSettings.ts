import * as v from "valibot";
import * as settings from "../../../worker/dispatchSettings";
import { wire, type WireEntry } from "../../define";
import * as schemas from "../../worker/dispatchSettings";

/** api.worker.dispatchSettings's calls with their schemas (../../worker/dispatchSettings.ts). */
export const entries: readonly WireEntry[] = [
  wire(settings.dispatchSettings, { answer: schemas.dispatchSettings }),
  wire(settings.setDispatchSettings, { request: schemas.setDispatchSettingsRequest, answer: v.null() }),
];
