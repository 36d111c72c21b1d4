/**
 * Phone width: below antd's `md` breakpoint (768 px), where a list's columns no longer fit beside its fixed ones. The
 * engine's lists show cards there (CardList.tsx); the CSS of the detail page and of the frame uses the same width
 * (`max-width: 767.98px`). The window's width known at render time (windowWidth.ts), as the sider reads its own
 * (siderState.ts), not antd's useBreakpoint, whose first render knows no width yet: the first render is already the
 * right one.
 */
import { use, useDeferredValue, useState } from "react";
import { useNarrowerThan, windowWidth } from "../../widgets/windowWidth";
import type { CardListProps } from "./CardList";
import type { AnyRecord } from "./types";

/** The narrowest window that is not a phone. */
export const PHONE_WIDTH = 768;

/** True while the window is phone-wide (follows a rotation or a resize). */
export const usePhone = (): boolean => useNarrowerThan(PHONE_WIDTH);

// The cards (CardList.tsx, through later.ts), kept once here: not React's lazy, which suspends a first render
// even when the code has arrived (src/layout/progress/loadPage.ts).
type CardsModule = typeof import("./CardList");
let cards: CardsModule | undefined;
let loading: Promise<CardsModule> | undefined;

function loadCards(): Promise<CardsModule> {
  return (loading ??= import("./later")
    .then((later) => later.loadCards())
    .then(
      (module) => (cards = module),
      (error: unknown) => {
        loading = undefined; // a failed chunk is fetched again on the next render (重试)
        throw error;
      },
    ));
}

/**
 * What a list page awaits with its view (index.tsx): the view, at phone width once the cards are here too, so the
 * page shows at once with them (a page shown before them would move its footer down when they came: a layout shift).
 */
export const cardsReady = <V,>(view: V): V | Promise<V> =>
  windowWidth() < PHONE_WIDTH ? loadCards().then(() => view) : view;

/** The cards' module: the first phone-wide render after a desktop one waits for it as for the page's code. */
const useCards = () => cards ?? use(loadCards());

/** The list's cards (CardList.tsx). */
export function PhoneCards<R extends AnyRecord, D extends AnyRecord>(props: CardListProps<R, D>) {
  const CardList = useCards().default<R, D>;
  return <CardList {...props} />;
}

/**
 * What a list shows, `fetched` (its rows with their loading flag) or, on a phone until the first answer's cards are
 * in, the value React last rendered in the background. On a phone, the first page of cards with their actions is the
 * list's largest render, in the page's first seconds on a slow processor: deferred, React renders it in short slices,
 * so that no long task holds the page while the cards are built (about 360 ms of one task at 4x CPU before). The rows
 * and their loading flag go together: the spinner stays until the rows are there, never 暂无数据 between an answer and
 * its rows. Later answers (a tab, a search, a page) are shown as they come, and nothing is rendered in the background
 * any more: the spinner must not stop before their rows are in. A desktop's table is not deferred: there, the first
 * rows of a deep link came 60–130 ms later when they were.
 */
export function useFirstCardsDeferred<T extends { loading: boolean }>(
  fetched: T,
  phone: boolean,
  initial: T,
): T {
  const [firstShown, setFirstShown] = useState(false);
  const deferring = phone && !firstShown;
  const deferred = useDeferredValue(deferring ? fetched : null, deferring ? initial : undefined);
  const arrived = deferred === null || !deferred.loading;
  if (arrived && deferring) setFirstShown(true);
  return arrived ? fetched : deferred;
}
