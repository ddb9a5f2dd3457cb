// The ad's facts and amenities as description lists: a screen reader hears each label with its value. Each term
// and value is a plain element styled by the page's module: some fifty Mantine Texts made a large share of the ad
// page's server render (bench/profile-page.ts).
import type { EstateDetail } from '@portal/domain';
import { estateAmenities, estateFacts } from './estate-facts.ts';
import classes from './estate-page.module.css';

export function EstateFactsList({ estate }: { estate: EstateDetail }) {
  const amenities = estateAmenities(estate);
  return (
    <div className={classes.factLists}>
      <section aria-labelledby="estate-facts">
        <h2 className={`${classes.sectionHeading} ${classes.factsHeading}`} id="estate-facts">
          Szczegóły
        </h2>
        <dl className={`${classes.facts} ${classes.twoColumns}`}>
          {estateFacts(estate).map((fact) => (
            <div key={fact.label} className={classes.fact}>
              <dt className={classes.term}>{fact.label}</dt>
              <dd className={classes.value}>{fact.value}</dd>
            </div>
          ))}
        </dl>
      </section>
      {amenities.length > 0 && (
        <section aria-labelledby="estate-amenities">
          <h2 className={`${classes.sectionHeading} ${classes.factsHeading}`} id="estate-amenities">
            Wyposażenie i media
          </h2>
          <dl className={`${classes.facts} ${classes.threeColumns}`}>
            {amenities.map((item) => (
              <div key={item.amenity} className={classes.fact}>
                <dt className={classes.term}>{item.label}</dt>
                <dd className={classes.value}>{item.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
    </div>
  );
}
