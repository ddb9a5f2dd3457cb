// The results of a list or search with their map: on a phone the list or the map ('Lista' / 'Mapa'),
// from Mantine's md breakpoint both side by side, unless the visitor hid the map ('Ukryj mapę', remembered). The map
// is a chunk of its own, loaded only once it shows.
import { Center, Loader } from '@mantine/core';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import buttons from '../../ui/plain-button.module.css';
import { SegmentedChoice } from '../../ui/segmented-choice.tsx';
import { useWideScreen } from '../../ui/use-wide-screen.ts';
import { setMapHidden, useMapHidden } from './map-preference.ts';
import { resultsMapTexts } from './results-map-texts.ts';
import classes from './results-with-map.module.css';

const ResultsMap = lazy(() => import('./results-map.tsx'));

type Props = {
  /** The criteria of the list's ads as a search's query string (no page, no order). */
  criteria: string;
  /** The list. */
  children: ReactNode;
};

type Shown = 'list' | 'map';
const choices = [
  { value: 'list', label: resultsMapTexts.list },
  { value: 'map', label: resultsMapTexts.map },
] as const;

export function ResultsWithMap({ criteria, children }: Props) {
  const wide = useWideScreen();
  const [shown, setShown] = useState<Shown>('list');
  const mapHidden = useMapHidden();
  const showsMap = wide ? !mapHidden : shown === 'map';
  return (
    <div className={classes.layout} data-map-hidden={wide && mapHidden ? '' : undefined}>
      {/* Desktop only: a phone has the switch below instead. */}
      <button
        type="button"
        className={`${buttons.button} ${buttons.default} ${buttons.small} ${classes.mapToggle}`}
        onClick={() => setMapHidden(!mapHidden)}
      >
        {mapHidden ? resultsMapTexts.showMap : resultsMapTexts.hideMap}
      </button>
      {/* Small: on a phone it stands between the list's heading and its first ad. */}
      <SegmentedChoice
        size="xs"
        className={classes.switch}
        label={resultsMapTexts.view}
        choices={choices}
        value={shown}
        onChange={setShown}
      />
      <div hidden={!wide && shown === 'map'}>{children}</div>
      {showsMap && (
        <div className={classes.map}>
          <Suspense
            fallback={
              <Center h="100%">
                <Loader role="status" aria-label={resultsMapTexts.loading} />
              </Center>
            }
          >
            <ResultsMap criteria={criteria} />
          </Suspense>
        </div>
      )}
    </div>
  );
}
