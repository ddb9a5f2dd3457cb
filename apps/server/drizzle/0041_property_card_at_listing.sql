-- A published ad's new property gets its card with it (one listed offer, its price, the ad leading) instead of
-- property_refresh reading it back: inserting thousands of ads in one statement into a table without statistics
-- made each refresh a scan, the whole insert quadratic.
CREATE OR REPLACE FUNCTION estate_history_write() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  -- Online: published (not a draft of the wizard) and active.
  was_online boolean := CASE WHEN TG_OP = 'INSERT' THEN false ELSE OLD.active = 1 AND NOT OLD.draft END;
  is_online boolean := CASE WHEN TG_OP = 'DELETE' THEN false ELSE NEW.active = 1 AND NOT NEW.draft END;
  found_id integer;
  prop_id integer;
  event_kind text;
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE estate_histories SET estate_id = NULL, offline_at = coalesce(offline_at, now())
      WHERE estate_id = OLD.estate_id RETURNING history_id, property_id INTO found_id, prop_id;
    IF found_id IS NOT NULL THEN
      INSERT INTO estate_events (history_id, estate_id, kind, price)
        VALUES (found_id, OLD.estate_id, 'deleted', OLD.price);
      PERFORM property_refresh(prop_id);
    END IF;
    RETURN NULL;
  END IF;
  SELECT history_id, property_id INTO found_id, prop_id FROM estate_histories WHERE estate_id = NEW.estate_id;
  IF found_id IS NULL THEN
    -- A draft has no history until it is published.
    IF NOT is_online THEN
      RETURN NULL;
    END IF;
    -- The re-listing rule: a first publication continues the advertiser's history of an ad gone off-line within
    -- 60 days in the same locality, at the same address, of the same type and rent, with the area within 3 % (at
    -- least 1 m²); otherwise the ad starts a history, and a property, of its own.
    SELECT history_id, property_id INTO found_id, prop_id FROM estate_histories h
      WHERE h.user_id = NEW.user_id AND h.city_id = NEW.city_id AND h.type = NEW.type AND h.rent = NEW.rent
        AND h.offline_at > now() - interval '60 days'
        AND h.address = estate_history_address(NEW.address)
        AND abs(h.area - NEW.area) <= greatest(1, h.area * 0.03)
      ORDER BY h.offline_at DESC LIMIT 1 FOR UPDATE;
    IF found_id IS NULL THEN
      -- A new property's card is this offer's alone: written here rather than read back by property_refresh,
      -- which a bulk insert into a table without statistics would run as a scan per row.
      INSERT INTO properties (type, rent, first_seen_at, listed_offers, price_min, price_max, lead_estate_id)
        SELECT NEW.type, NEW.rent, now(), count(*), min(NEW.price), max(NEW.price), min(NEW.estate_id)
        FROM (SELECT WHERE NEW.expires_at > now()
          AND NOT EXISTS (SELECT 1 FROM moderation_holds m WHERE m.estate_id = NEW.estate_id)) listed
        RETURNING property_id INTO prop_id;
      INSERT INTO estate_histories (estate_id, user_id, type, rent, city_id, address, area, first_seen_at,
          property_id, district, rooms, floor, latitude, longitude)
        VALUES (NEW.estate_id, NEW.user_id, NEW.type, NEW.rent, NEW.city_id, estate_history_address(NEW.address),
          NEW.area, now(), prop_id, lower(translate(NEW.district, 'ąćęłńóśźżĄĆĘŁŃÓŚŹŻ', 'acelnoszzacelnoszz')),
          NEW.rooms, NEW.floor, CASE WHEN NEW.match_geo = 1 THEN NEW.latitude END,
          CASE WHEN NEW.match_geo = 1 THEN NEW.longitude END)
        RETURNING history_id INTO found_id;
      event_kind := 'listed';
    ELSE
      event_kind := 'relisted';
    END IF;
  ELSIF is_online AND NOT was_online THEN
    event_kind := 'returned';
  ELSIF was_online AND NOT is_online THEN
    event_kind := 'withdrawn';
  ELSIF NEW.price <> OLD.price THEN
    event_kind := 'price';
  ELSIF is_online AND NEW.refreshed_at IS DISTINCT FROM OLD.refreshed_at THEN
    event_kind := 'refreshed';
  END IF;
  IF event_kind IS NOT NULL THEN
    INSERT INTO estate_events (history_id, estate_id, kind, price) VALUES (found_id, NEW.estate_id, event_kind, NEW.price);
  END IF;
  -- The history follows its ad: where it is and what it is now, for a later re-listing or match to find.
  IF event_kind IS DISTINCT FROM 'listed' AND (event_kind IS NOT NULL
      OR (NEW.type, NEW.rent, NEW.city_id, NEW.address, NEW.area, NEW.district, NEW.rooms, NEW.floor, NEW.match_geo,
        NEW.latitude, NEW.longitude)
      IS DISTINCT FROM (OLD.type, OLD.rent, OLD.city_id, OLD.address, OLD.area, OLD.district, OLD.rooms, OLD.floor,
        OLD.match_geo, OLD.latitude, OLD.longitude)) THEN
    UPDATE estate_histories
      SET estate_id = NEW.estate_id, offline_at = CASE WHEN is_online THEN NULL ELSE coalesce(offline_at, now()) END,
        type = NEW.type, rent = NEW.rent, city_id = NEW.city_id, address = estate_history_address(NEW.address),
        area = NEW.area, district = lower(translate(NEW.district, 'ąćęłńóśźżĄĆĘŁŃÓŚŹŻ', 'acelnoszzacelnoszz')),
        rooms = NEW.rooms, floor = NEW.floor, latitude = CASE WHEN NEW.match_geo = 1 THEN NEW.latitude END,
        longitude = CASE WHEN NEW.match_geo = 1 THEN NEW.longitude END
      WHERE history_id = found_id;
  END IF;
  -- The card follows any change of what lists show of an offer: being listed, its price, its expiry.
  IF event_kind IS DISTINCT FROM 'listed' AND (event_kind IS NOT NULL OR NEW.expires_at IS DISTINCT FROM OLD.expires_at) THEN
    PERFORM property_refresh(prop_id);
  END IF;
  RETURN NULL;
END
$$;
