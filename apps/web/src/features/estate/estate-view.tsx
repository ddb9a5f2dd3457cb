// The ad detail of a loaded ad (spec §2 'Ad detail'): gallery, price, facts, contact, description, map, related.
import { Badge, Center, Loader } from '@mantine/core';
import { useInViewport } from '@mantine/hooks';
import {
  type EstateDetail,
  estateTypeInfo,
  formatAdPrice,
  formatArea,
  formatPricePerM2,
  localMarketText,
  rentInfo,
  reportTexts,
  routes,
} from '@portal/domain';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useProfile } from '../../api/session.ts';
import { Breadcrumbs } from '../../ui/breadcrumbs.tsx';
import { ClipboardStar } from '../../ui/clipboard-star.tsx';
import { AdHistory } from './ad-history.tsx';
import { ContactBar } from './contact-bar.tsx';
import { useContactReveal } from './contact-reveal.ts';
import { EstateActions } from './estate-actions.tsx';
import { EstateContact } from './estate-contact.tsx';
import { EstateFactsList } from './estate-facts-list.tsx';
import { EstateGallery } from './estate-gallery.tsx';
import classes from './estate-page.module.css';
import { MortgageSection } from './mortgage-section.tsx';
import { OtherOffers } from './other-offers.tsx';
import { RelatedEstates } from './related-estates.tsx';
import { RentSafetyNotice } from './rent-safety-notice.tsx';
import { smallButton } from './small-button.ts';
import { StreetView } from './street-view.tsx';

const EstateMap = lazy(() => import('./estate-map.tsx').then((module) => ({ default: module.EstateMap })));
const SellerMessageDialog = lazy(() => import('./seller-message-dialog.tsx'));
const ReportDialog = lazy(() => import('./report-dialog.tsx'));

function trail(estate: EstateDetail) {
  const typeLabel = estateTypeInfo[estate.type].label;
  const rentLabel = rentInfo[estate.rent].label;
  return [
    { label: `${typeLabel} na ${rentLabel}`, to: routes.list(estate.type, estate.rent) },
    {
      label: estate.city.city,
      to: routes.cityList(estate.type, estate.rent, estate.city.cityId, estate.city.city),
    },
    { label: estate.title },
  ];
}

/**
 * True from the first time the element comes near the screen: the map (Leaflet, its tiles) loads only for a visitor
 * who scrolls to it, not with every ad. False on the server, whose HTML holds the map's place.
 */
function useSeen() {
  const { ref, inViewport } = useInViewport();
  const [isSeen, setSeen] = useState(false);
  useEffect(() => {
    if (inViewport) setSeen(true);
  }, [inViewport]);
  return { ref, isSeen };
}

function Location({ estate }: { estate: EstateDetail }) {
  const { ref, isSeen } = useSeen();
  const { latitudeGeo: latitude, longitudeGeo: longitude, title } = estate;
  if (latitude === null || longitude === null) return null;
  const waiting = (
    <Center className={classes.map}>
      <Loader aria-label="Wczytywanie mapy" role="status" />
    </Center>
  );
  return (
    <section ref={ref} aria-labelledby="estate-location" className={`${classes.section} ${classes.noPrint}`}>
      <h2 className={classes.sectionHeading} id="estate-location">
        Lokalizacja
      </h2>
      {isSeen ? (
        <Suspense fallback={waiting}>
          <EstateMap latitude={latitude} longitude={longitude} title={title} />
        </Suspense>
      ) : (
        waiting
      )}
      <StreetView latitude={latitude} longitude={longitude} title={title} />
    </section>
  );
}

type Props = {
  estate: EstateDetail;
  /** The wizard's preview of the owner's ad: the ad alone, without the page's breadcrumbs and related ads. */
  isPreview?: boolean;
};

export function EstateView({ estate, isPreview = false }: Props) {
  const contact = useContactReveal(estate.estateId);
  // Mounted from the first opening on, so that a closed dialog keeps what the visitor typed.
  const [writing, setWriting] = useState<'never' | 'open' | 'closed'>('never');
  const write = () => setWriting('open');
  const [reporting, setReporting] = useState<'never' | 'open' | 'closed'>('never');
  // Saving or hiding one's own ad makes no sense: the owner sees neither, in the preview or on the page.
  const profile = useProfile();
  const isOwn = isPreview || profile?.userId === estate.user.userId;
  return (
    <div className={classes.view}>
      {!isPreview && (
        <div className={classes.noPrint}>
          <Breadcrumbs items={trail(estate)} />
        </div>
      )}
      <div className={classes.columns}>
        <div className={classes.wide}>
          <EstateGallery photos={estate.photos} type={estate.type} title={estate.title} />
        </div>
        <div className={`${classes.narrow} ${classes.summary}`}>
          <div className={classes.titleRow}>
            <h1 className={classes.title}>{estate.title}</h1>
            {!isOwn && <ClipboardStar estateId={estate.estateId} />}
          </div>
          <EstateActions estate={estate} isOwn={isOwn} />
          {estate.promoted === 1 && (
            <Badge color="yellow.4" c="black" variant="filled">
              Promowane
            </Badge>
          )}
          <div className={classes.prices}>
            <p className={classes.price}>{formatAdPrice(estate.price, estate.rent)}</p>
            <p className={classes.area}>{formatArea(estate.area)}</p>
            <p className={classes.perM2}>{formatPricePerM2(estate.price, estate.area, estate.rent)}</p>
          </div>
          {estate.localMarket && (
            <p className={classes.small}>{localMarketText(estate.price, estate.area, estate.localMarket)}</p>
          )}
          {estate.history && <AdHistory history={estate.history} />}
          {estate.otherOffers && <OtherOffers offers={estate.otherOffers} />}
          <EstateContact estate={estate} contact={contact} onWrite={isPreview ? undefined : write} />
          {estate.rent === 1 && <RentSafetyNotice />}
        </div>
      </div>
      <div className={classes.columns}>
        <section aria-labelledby="estate-description" className={`${classes.wide} ${classes.section}`}>
          <h2 className={classes.sectionHeading} id="estate-description">
            Opis
          </h2>
          <p className={`${classes.text} ${classes.description}`}>{estate.description}</p>
        </section>
        <div className={classes.narrow}>
          <EstateFactsList estate={estate} />
          {!isPreview && (
            <button
              type="button"
              className={`${smallButton} ${classes.reportButton} ${classes.noPrint}`}
              onClick={() => setReporting('open')}
            >
              {reportTexts.title}
            </button>
          )}
        </div>
      </div>
      {estate.rent === 0 && !isPreview && <MortgageSection price={estate.price} />}
      <Location estate={estate} />
      {!isPreview && (
        <div className={classes.noPrint}>
          <RelatedEstates estateId={estate.estateId} />
        </div>
      )}
      {!isPreview && <ContactBar estate={estate} contact={contact} onWrite={write} />}
      {reporting !== 'never' && (
        <Suspense>
          <ReportDialog
            estate={estate}
            opened={reporting === 'open'}
            onClose={() => setReporting('closed')}
          />
        </Suspense>
      )}
      {writing !== 'never' && (
        <Suspense>
          <SellerMessageDialog
            estate={estate}
            opened={writing === 'open'}
            onClose={() => setWriting('closed')}
          />
        </Suspense>
      )}
    </div>
  );
}
