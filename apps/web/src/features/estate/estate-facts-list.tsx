// The ad's facts and amenities as description lists: a screen reader hears each label with its value. Each term
// and value is a plain element styled by the page's module: some fifty Mantine Texts made a large share of the ad
// page's server render (bench/profile-page.ts).
import { SimpleGrid, Stack, Title } from '@mantine/core';
import type { EstateDetail } from '@portal/domain';
import { estateAmenities, estateFacts } from './estate-facts.ts';
import classes from './estate-page.module.css';

export function EstateFactsList({ estate }: { estate: EstateDetail }) {
  const amenities = estateAmenities(estate);
  return (
    <Stack gap="lg">
      <section aria-labelledby="estate-facts">
        <Title order={2} size="h3" id="estate-facts" mb="sm">
          Szczegóły
        </Title>
        <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="xs" className={classes.facts}>
          {estateFacts(estate).map((fact) => (
            <div key={fact.label} className={classes.fact}>
              <dt className={classes.term}>{fact.label}</dt>
              <dd className={classes.value}>{fact.value}</dd>
            </div>
          ))}
        </SimpleGrid>
      </section>
      {amenities.length > 0 && (
        <section aria-labelledby="estate-amenities">
          <Title order={2} size="h3" id="estate-amenities" mb="sm">
            Wyposażenie i media
          </Title>
          <SimpleGrid component="dl" cols={{ base: 2, sm: 3 }} spacing="xs" className={classes.facts}>
            {amenities.map((item) => (
              <div key={item.amenity} className={classes.fact}>
                <dt className={classes.term}>{item.label}</dt>
                <dd className={classes.value}>{item.value}</dd>
              </div>
            ))}
          </SimpleGrid>
        </section>
      )}
    </Stack>
  );
}
