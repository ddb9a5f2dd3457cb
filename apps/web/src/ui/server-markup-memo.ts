// Markup rendered once and reused on the server: a list page's cards are most of its render, and one ad's card is
// the same markup on every page that shows it. Only the server's render (app/render-page.tsx) gives a memo; in the
// browser there is none, and every component renders and hydrates as usual over the markup it was sent.
import { createContext, type ReactNode, useContext } from 'react';

/**
 * The markup `render` gives in the place `key` names (an ad's card in one layout) for `data` (the ad as the page's
 * first data has it): rendered on the first ask and whenever `data` is no longer what it was, remembered for the next.
 */
export type MarkupMemo = (key: string, data: unknown, render: () => ReactNode) => string;

export const MarkupMemoContext = createContext<MarkupMemo | undefined>(undefined);

export const useMarkupMemo = () => useContext(MarkupMemoContext);
