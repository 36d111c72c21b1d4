/**
 * What an event says beyond its channel and type (issue 40 §1): the records it touched, what changed and who made
 * it, read from untrusted JSON (the push channel's `data:`, a refine live event's meta). Whatever is not of the
 * shape of src/api/live.ts is left out, so an older gateway's event simply says less.
 */
import type { LiveChange, LiveOperator, LiveStatusChange } from "../../api/live";
import type { WireEvent } from "./types";

export type EventDetails = Pick<WireEvent, "ids" | "change" | "operator">;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Record ids as strings (numbers are written as the server's JSON had them); undefined when none is named. */
export function idsOf(value: unknown): readonly string[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const ids = value
    .filter(
      (id): id is string | number =>
        typeof id === "string" || (typeof id === "number" && Number.isFinite(id)),
    )
    .map(String)
    .filter((id) => id !== "");
  return ids.length > 0 ? ids : undefined;
}

type Code = number | string | null;

const codeOf = (value: unknown): Code | undefined =>
  typeof value === "number" || typeof value === "string" || value === null ? value : undefined;

function statusOf(value: unknown): LiveStatusChange | undefined {
  if (!isRecord(value)) return undefined;
  const from = codeOf(value.from);
  const to = codeOf(value.to);
  if (from === undefined && to === undefined) return undefined;
  return { from: from ?? null, to: to ?? null };
}

function factsOf(value: unknown): Record<string, string | number | null> | undefined {
  if (!isRecord(value)) return undefined;
  const facts: Record<string, string | number | null> = {};
  for (const [name, fact] of Object.entries(value)) {
    const code = codeOf(fact);
    if (code !== undefined) facts[name] = code;
  }
  return Object.keys(facts).length > 0 ? facts : undefined;
}

export function changeOf(value: unknown): LiveChange | undefined {
  if (!isRecord(value)) return undefined;
  const status = statusOf(value.status);
  const fields = Array.isArray(value.fields)
    ? value.fields.filter((field): field is string => typeof field === "string")
    : undefined;
  const facts = factsOf(value.facts);
  const change: LiveChange = {
    ...(status ? { status } : {}),
    ...(fields && fields.length > 0 ? { fields } : {}),
    ...(facts ? { facts } : {}),
  };
  return Object.keys(change).length > 0 ? change : undefined;
}

export function operatorOf(value: unknown): LiveOperator | undefined {
  if (!isRecord(value) || typeof value.accountId !== "number" || typeof value.name !== "string")
    return undefined;
  return { accountId: value.accountId, name: value.name };
}

/** The details of an event body (`ids`, `change`, `operator`), each only when well formed. */
export function detailsOf(body: Record<string, unknown>): EventDetails {
  const ids = idsOf(body.ids);
  const change = changeOf(body.change);
  const operator = operatorOf(body.operator);
  return { ...(ids ? { ids } : {}), ...(change ? { change } : {}), ...(operator ? { operator } : {}) };
}
