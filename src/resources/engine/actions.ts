/**
 * Which actions a record offers, and running one: the account's btn codes (usePermission().mayDo, the access-control
 * provider's rule) and the record's allowed commands decide what is offered; a run calls the declared endpoint
 * through refine's useCustomMutation, shows the success message and refreshes what the endpoint's write effect names
 * (the record's reads, the lists that hold it, the channel's counts: src/queries/liveRefresh.ts), so the status, the
 * track and the list all show the change. A failed call has already shown its error toast (the HTTP client) and
 * leaves the dialog open with what was typed; a refused write refreshes the record too, so the next try is made on
 * its current version and status.
 *
 * The write carries an idempotency key per attempt of the action (the same key again after an attempt that got no
 * answer) and the version of the record it was made on (src/providers/writeHeaders.ts), through refine's mutation
 * meta (`meta.write`) to the data provider and the HTTP client.
 */
import { useCustomMutation } from "@refinedev/core";
import { useQueryClient } from "@tanstack/react-query";
import { createContext, useCallback, useState } from "react";
import { writeEffectOf, type Endpoint } from "../../api/endpoint";
import { hasButton } from "../../providers/accessControlProvider";
import { servesCall } from "../../providers/servedCalls";
import { toastSuccess } from "../../providers/toast";
import { createWriteAttempts, recordVersionOf, refused, requestIdentity } from "../../providers/writeHeaders";
import { refreshAfterWrite } from "../../queries/liveRefresh";
import type { ActionDecl, ActionTarget, AnyRecord } from "./types";

export const DEFAULT_SUCCESS = "操作成功";

/**
 * Whether the account holds a btn code: usePermission().mayDo in the views; a plain list of codes (declaration
 * tests) is read with the provider's own rule.
 */
export type ButtonCheck = ((code: string) => boolean) | readonly string[];

function holds(buttons: ButtonCheck, code: string): boolean {
  return typeof buttons === "function" ? buttons(code) : hasButton(code, { menu: [], btn: [...buttons] });
}

/**
 * The btn code an action needs: its own `button` or `code`, else its endpoint's when the endpoint is one declaration
 * naming exactly one code (a btn code is written once, on the endpoint: issue 42). An action whose endpoint is picked
 * per record, or names several codes, declares its own; undefined: no code needed.
 */
export function buttonOf(
  action: Pick<ActionDecl<never>, "button" | "code" | "endpoint">,
): string | undefined {
  const own = action.button ?? action.code;
  if (own !== undefined) return own;
  const endpoint = action.endpoint;
  if (endpoint === undefined || typeof endpoint === "function") return undefined;
  const codes = endpoint.permission.button;
  return codes.length === 1 ? codes[0] : undefined;
}

/**
 * True when the action is offered for the record: the gateway serves its call (a chosen path it does not serve is
 * never offered: src/providers/servedCalls.ts), the account holds its btn code (buttonOf), the record's allowed
 * commands (when known) include its command, and its own condition holds. `commands` undefined = not restricted.
 */
export function isOffered<R extends AnyRecord>(
  action: ActionDecl<R>,
  record: R | undefined,
  buttons: ButtonCheck,
  commands: readonly string[] | undefined,
): boolean {
  const button = buttonOf(action);
  const command = action.command ?? action.code;
  if (action.endpoint && typeof action.endpoint !== "function" && !servesCall(action.endpoint)) return false;
  if (button && !holds(buttons, button)) return false;
  if (command && commands && !commands.includes(command)) return false;
  if (action.when && record && !action.when(record)) return false;
  return true;
}

export function endpointOf<R extends AnyRecord>(
  action: ActionDecl<R>,
  record: R | undefined,
  values: Record<string, unknown>,
): Endpoint | undefined {
  return typeof action.endpoint === "function" ? action.endpoint(record, values) : action.endpoint;
}

export function successText<R extends AnyRecord>(action: ActionDecl<R>, result: unknown): string {
  if (typeof action.success === "function") return action.success(result);
  return action.success ?? DEFAULT_SUCCESS;
}

/**
 * Runs actions: call, success message, refresh. Resolves true on success, false when the call failed. `versioned` is
 * the record whose version the write is made on: by default the target's record (a batch has none).
 */
export function useRunAction() {
  const queryClient = useQueryClient();
  const { mutateAsync, mutation } = useCustomMutation();
  const [attempts] = useState(createWriteAttempts);
  const run = useCallback(
    async <R extends AnyRecord>(
      action: ActionDecl<R>,
      target: ActionTarget<R>,
      values: Record<string, unknown>,
      versioned: unknown = target.record,
    ): Promise<boolean> => {
      const endpoint = endpointOf(action, target.record, values);
      if (!endpoint) return false;
      // Awaited: a payload may be built asynchronously (a password encrypted before it is sent, 账号管理).
      const payload: unknown = await (action.payload
        ? action.payload(target, values)
        : { ...target.record, ...values });
      // The data provider sends a version only when there is one (none for a batch).
      const write = {
        idempotencyKey: attempts.keyFor(requestIdentity(endpoint.path, payload)),
        recordVersion: recordVersionOf(versioned),
      };
      try {
        const result = await mutateAsync({
          url: endpoint.path,
          // Stryker disable next-line all: refine wants a method; the data provider calls meta.endpoint with its own.
          method: endpoint.method === "DELETE" ? "delete" : endpoint.method === "PUT" ? "put" : "post",
          values: payload as Record<string, unknown>,
          meta: { endpoint, write },
          // The HTTP client shows the error toast (spec §8); refine shows nothing of its own.
          errorNotification: false,
          successNotification: false,
        });
        attempts.settle();
        toastSuccess(successText(action, result.data));
        await refreshAfterWrite(queryClient, endpoint, payload);
        for (const key of action.refresh ?? []) await queryClient.invalidateQueries({ queryKey: [...key] });
        return true;
      } catch (error) {
        attempts.settle(error);
        if (refused(error) && writeEffectOf(endpoint)) void refreshAfterWrite(queryClient, endpoint, payload);
        return false;
      }
    },
    [attempts, mutateAsync, queryClient],
  );
  return { run, running: mutation.isPending };
}

/** What runs an action (useRunAction's `run`). */
export type RunAction = ReturnType<typeof useRunAction>["run"];

/**
 * One runner for the action bars of a list (ListView provides it): a row's bar runs its confirmations and plain writes
 * through it instead of holding a mutation of its own (issue 44: twenty rows were twenty mutation observers in the
 * list's first render). A dialog keeps its own runner (its 确定 shows the call pending).
 */
export const SharedRunAction = createContext<RunAction | null>(null);
