/**
 * The console's one QueryClient: refine's (handed to <Refine> through options.reactQuery.clientConfig, in the
 * authenticated part, src/AdminApp.tsx, and on the onboarding page, src/pages/shared/PublicRefine.tsx) and every
 * react-query hook's. Created here, not by <Refine>, so that the admin part and the public pages share one cache:
 * what onboarding read (contracts, deposit) is not read again when the opened account enters the console.
 *
 * Only the modules that render refine import this file (it holds react-query): /login never loads it.
 *
 * A cached answer belongs to one account: when the token changes (logout, another login, a registration), the
 * cache is emptied, as the remounted <Refine> of each login emptied it before.
 */
import { keepPreviousData, QueryClient } from "@tanstack/react-query";
import { getToken, onSessionChange } from "./session";

/** refine's own defaults for the client it would make (no refetch on focus, the previous page kept while loading). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { refetchOnWindowFocus: false, placeholderData: keepPreviousData } },
  });
}

export const queryClient = createQueryClient();

/** Empties `client` whenever the session's token changes; answers the unsubscribe function. */
export function clearOnAccountChange(client: QueryClient): () => void {
  let token = getToken();
  return onSessionChange(() => {
    const next = getToken();
    if (next === token) return;
    token = next;
    client.clear();
  });
}

clearOnAccountChange(queryClient);
