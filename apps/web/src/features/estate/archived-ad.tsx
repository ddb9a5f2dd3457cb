// The page of an ad no longer online (withdrawn, expired, deleted): 'Ogłoszenie nieaktualne' in Otodom's and OLX's
// words, what the ad was, and current offers like it. The server answers it with HTTP 410 and renders it.
import { Stack, Text, Title } from '@mantine/core';
import {
  type ArchivedAd,
  countOf,
  estateTypeInfo,
  formatAdPrice,
  formatArea,
  nouns,
  rentInfo,
  routes,
} from '@portal/domain';
import { Breadcrumbs } from '../../ui/breadcrumbs.tsx';
import { useDocumentTitle } from '../../ui/document-title.ts';
import { EstateGrid } from '../../ui/estate-grid.tsx';

export const archivedAdTexts = {
  title: 'Ogłoszenie nieaktualne',
  heading: 'To ogłoszenie jest już nieaktualne',
  lead: 'Ogłoszenie zostało zakończone albo usunięte przez ogłoszeniodawcę. Tak wyglądała oferta:',
  related: 'Podobne aktualne oferty',
  noRelated: 'W tej chwili nie ma podobnych aktualnych ofert.',
} as const;

/** 'Dom na wynajem, Kraków, Bronowice, ul. Długa 1 · 120 m² · 5 pokoi · 4 200 zł/mies.' */
function summaryOf(ad: ArchivedAd) {
  const what = `${estateTypeInfo[ad.type].labelSingular} na ${rentInfo[ad.rent].label}`;
  const place = [ad.city.city, ad.district, ad.street].filter(Boolean).join(', ');
  const facts = [formatArea(ad.area), ad.rooms ? countOf(ad.rooms, nouns.rooms) : undefined];
  return { what, place, facts: facts.filter(Boolean).join(' · '), price: formatAdPrice(ad.price, ad.rent) };
}

export function ArchivedAdView({ ad }: { ad: ArchivedAd }) {
  useDocumentTitle(archivedAdTexts.title);
  const summary = summaryOf(ad);
  return (
    <Stack gap="lg">
      <Breadcrumbs
        items={[
          {
            label: `${estateTypeInfo[ad.type].label} na ${rentInfo[ad.rent].label}`,
            to: routes.list(ad.type, ad.rent),
          },
          { label: archivedAdTexts.title },
        ]}
      />
      <Title order={1}>{archivedAdTexts.heading}</Title>
      <Stack component="section" aria-label={archivedAdTexts.title} gap={4}>
        <Text>{archivedAdTexts.lead}</Text>
        <Text fw={700}>
          {summary.what}, {summary.place}
        </Text>
        <Text>
          {summary.facts} · ostatnia cena {summary.price} · nr {ad.estateId}
        </Text>
      </Stack>
      <Stack component="section" aria-labelledby="archived-related" gap="sm">
        <Title order={2} size="h3" id="archived-related">
          {archivedAdTexts.related}
        </Title>
        {ad.related.length === 0 ? (
          <Text>{archivedAdTexts.noRelated}</Text>
        ) : (
          <EstateGrid estates={ad.related} isLoading={false} placeholders={ad.related.length} />
        )}
      </Stack>
    </Stack>
  );
}
