// An ad in a list (spec §2 'Ad detail', §9): photo, title link, price, area, rooms, city, photo count, the date it
// was added or refreshed, short description, star; for a property carried by several offers, their number and prices.
// Plain elements styled by its CSS module rather than Mantine's layout components: a list page renders 24 of them
// on the server, where each Stack, Group or Text costs its props' resolution and a style attribute of CSS variables.
import {
  cardPhotoSource,
  countOf,
  cutDescription,
  type EstateCard as EstateCardData,
  formatAdPrice,
  formatArea,
  formatDate,
  formatPricePerM2,
  hidingTexts,
  Limits,
  nouns,
  offersCountText,
  offersPriceRangeText,
  photoUrl,
  routes,
  sellerKindLabels,
} from '@portal/domain';
import { ClipboardStar } from './clipboard-star.tsx';
import classes from './estate-card.module.css';
import { RouteLink } from './route-link.tsx';
import { useMarkupMemo } from './server-markup-memo.ts';

type Props = {
  estate: EstateCardData;
  /** Cards in the first screenful load their photo at once; the rest wait until scrolled near. */
  isAboveFold?: boolean;
  /** The first card's photo is the page's largest paint: fetched ahead of the other images. */
  isFirst?: boolean;
  /** A word about this card for its reader, such as a favourite's drop in price. */
  mark?: string | undefined;
  /** Given, the card offers 'Ukryj to ogłoszenie' (hideable-card.tsx). */
  onHide?: (() => void) | undefined;
};

/**
 * The photo count and the day the ad was added or last refreshed: a date, not 'dziś' or 'wczoraj', since one
 * server-rendered page serves every visitor for a while and is hydrated later, possibly on another day. One text
 * node: a list page's HTML holds 24 cards.
 */
function cardMeta(estate: EstateCardData): string {
  const photos = countOf(estate.photosCount, nouns.photos);
  if (estate.refreshDate) return `${photos} · Odświeżono ${formatDate(estate.refreshDate)}`;
  return `${photos} · Dodano ${formatDate(estate.creationDate)}`;
}

/**
 * On the server a card's inside is rendered once per ad version and place (server-markup-memo.ts) and sent as the
 * same markup; the browser hydrates it as it renders it.
 */
export function EstateCard(props: Props) {
  const memo = useMarkupMemo();
  const isPromoted = props.estate.promoted === 1;
  if (!memo)
    return (
      <article className={classes.card} data-promoted={isPromoted || undefined}>
        <CardInside {...props} />
      </article>
    );
  const { estate, isAboveFold, isFirst, mark, onHide } = props;
  // The key names the card's place; its ad's data is compared with what it was rendered from: a page's two dozen
  // cards, each serialized and hashed as a key, cost more than comparing their fields.
  const place = `card:${estate.estateId}:${[isAboveFold, isFirst, onHide !== undefined, mark]}`;
  return (
    <article
      className={classes.card}
      data-promoted={isPromoted || undefined}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the markup is React's own render of CardInside.
      dangerouslySetInnerHTML={{ __html: memo(place, estate, () => <CardInside {...props} />) }}
    />
  );
}

function CardInside({ estate, isAboveFold = false, isFirst = false, mark, onHide }: Props) {
  const href = routes.estate(estate.type, estate.title, estate.estateId);
  const shownTitle = cutDescription(estate.title, Limits.cardTitle);
  const isPromoted = estate.promoted === 1;
  return (
    <>
      {estate.photo ? (
        // In a <picture>: React preloads a rendered page's eager images with links of their own (one per eager
        // card at the start of a list page), and the page's head already preloads the one that matters.
        <picture>
          <img
            className={classes.photo}
            src={photoUrl(estate.photo, estate.type, 'card')}
            // High-density phones show a card wider than 360 device pixels: they get 750x500.
            {...cardPhotoSource(estate.photo, estate.type)}
            // The title's link beside it says what the photo shows: a screen reader would read the title twice.
            alt=""
            width={360}
            height={270}
            loading={isAboveFold ? 'eager' : 'lazy'}
            // The other photos keep the browser's default priority.
            fetchPriority={isAboveFold && isFirst ? 'high' : undefined}
          />
        </picture>
      ) : (
        <div className={classes.noPhoto}>Brak zdjęcia</div>
      )}
      <div className={classes.body}>
        <div className={classes.head}>
          <h3 className={classes.heading}>
            {/* No data-discover attribute: the app declares its routes up front, there is nothing to discover. */}
            <RouteLink
              to={href}
              className={classes.title}
              discover="none"
              aria-label={shownTitle === estate.title ? undefined : estate.title}
            >
              {shownTitle}
            </RouteLink>
          </h3>
          <ClipboardStar estateId={estate.estateId} />
        </div>
        {isPromoted && <span className={classes.badge}>Promowane</span>}
        {mark && <span className={classes.mark}>{mark}</span>}
        <p className={classes.facts}>
          <span className={classes.price}>{formatAdPrice(estate.price, estate.rent)}</span>
          <span>{formatArea(estate.area)}</span>
          <span>{formatPricePerM2(estate.price, estate.area, estate.rent)}</span>
          {estate.rooms !== null && estate.rooms > 0 && <span>{countOf(estate.rooms, nouns.rooms)}</span>}
        </p>
        {estate.offers && (
          <p className={classes.offers}>
            {`${offersCountText(estate.offers.count)} · ${offersPriceRangeText(estate.offers.priceMin, estate.offers.priceMax, estate.rent)}`}
          </p>
        )}
        <p className={classes.city}>{estate.city.city}</p>
        <p className={classes.seller}>
          {sellerKindLabels[estate.seller.kind]}
          {estate.seller.name && (
            <>
              {' · '}
              <RouteLink to={routes.agency(estate.seller.userId, estate.seller.name)} discover="none">
                {estate.seller.name}
              </RouteLink>
            </>
          )}
        </p>
        <p className={classes.meta}>
          {cardMeta(estate)}
          {onHide && (
            <button
              type="button"
              className={classes.textButton}
              onClick={onHide}
              aria-label={hidingTexts.hideAd}
            >
              Ukryj
            </button>
          )}
        </p>
        <p className={classes.description}>{estate.description}</p>
      </div>
    </>
  );
}
