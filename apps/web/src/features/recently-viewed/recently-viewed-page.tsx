// Route module of /ostatnio-ogladane: the ads this browser opened last (ui/recently-viewed-store.ts), newest first,
// and a button that forgets them.
import { Stack, Text, Title } from '@mantine/core';
import { Breadcrumbs } from '../../ui/breadcrumbs.tsx';
import { useDocumentTitle } from '../../ui/document-title.ts';
import buttons from '../../ui/plain-button.module.css';
import { clearRecentlyViewed, useRecentlyViewed } from '../../ui/recently-viewed-store.ts';
import { recentlyViewedTexts } from './recently-viewed-texts.ts';
import { ViewedEstates } from './viewed-estates.tsx';

export function Component() {
  const ids = useRecentlyViewed();
  useDocumentTitle(recentlyViewedTexts.title);
  return (
    <Stack gap="lg">
      <Breadcrumbs items={[{ label: recentlyViewedTexts.title }]} />
      <Title order={1}>{recentlyViewedTexts.title}</Title>
      <Text>{recentlyViewedTexts.kept}</Text>
      {ids.length === 0 ? (
        <Text size="lg" py="xl" ta="center">
          {recentlyViewedTexts.empty}
        </Text>
      ) : (
        <>
          <div>
            <button
              type="button"
              className={`${buttons.button} ${buttons.default}`}
              onClick={clearRecentlyViewed}
            >
              {recentlyViewedTexts.clear}
            </button>
          </div>
          <ViewedEstates ids={ids} />
        </>
      )}
    </Stack>
  );
}
