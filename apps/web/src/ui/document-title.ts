// The browser tab's title of a screen: the page's own name and the portal's.
import { useEffect } from 'react';
import { siteName } from './site.ts';

export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    if (title) document.title = `${title} – ${siteName}`;
  }, [title]);
}
