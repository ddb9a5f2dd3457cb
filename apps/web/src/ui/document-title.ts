// The browser tab's title of a screen: the page's own name and the portal's.

import { documentTitle } from '@portal/domain';
import { useEffect } from 'react';

export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    if (title) document.title = documentTitle(title);
  }, [title]);
}
