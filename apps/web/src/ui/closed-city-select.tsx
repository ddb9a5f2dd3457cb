// The city select as the server renders it: closed, nothing typed, no error. Mantine's Select builds that markup
// through a combobox store, a popover with its floating position, an input wrapper and a close button, each
// resolving its props and styles: a large share of the render of every page with the search form. Here the same
// markup as plain elements, which the browser hydrates as its Select (closed-city-select.test.tsx holds them equal).
import { type CSSProperties, useId } from 'react';
import classes from './city-select.module.css';

type Props = { label: string; placeholder: string; value: string };

export function ClosedCitySelect({ label, placeholder, value }: Props) {
  // Mantine's id: React's, which depends only on the place in the tree, that of the Select it stands for.
  const id = `mantine-${useId()}`;
  const chevron = <span className={classes.chevron} />;
  return (
    <>
      <div className="m_46b77525" data-size="sm">
        <label
          style={{ '--input-label-size': 'var(--mantine-font-size-sm)' } as CSSProperties}
          className="m_8fdc1311"
          data-size="sm"
          htmlFor={id}
          id={`${id}-label`}
        >
          {label}
        </label>
        <div
          style={
            {
              '--input-height': 'var(--input-height-sm)',
              '--input-fz': 'var(--mantine-font-size-sm)',
              '--input-right-section-pointer-events': 'none',
            } as CSSProperties
          }
          className="m_6c018570"
          data-variant="default"
          data-size="sm"
          data-with-right-section="true"
        >
          <input
            className="m_8fb7ebe7"
            data-variant="default"
            placeholder={placeholder}
            role="combobox"
            aria-haspopup="listbox"
            aria-expanded="false"
            autoComplete="off"
            id={id}
            // A value of its own until the browser's Select, which holds what is typed, takes over.
            defaultValue=""
          />
          <div data-position="right" className="m_82577fc2">
            {value ? (
              <div
                data-combined-clear-section="true"
                style={{ display: 'flex', gap: 2, alignItems: 'center', paddingInlineEnd: 8 }}
              >
                <button
                  style={
                    {
                      '--cb-size': 'var(--cb-size-sm)',
                      pointerEvents: 'all',
                      background: 'var(--input-bg)',
                    } as CSSProperties
                  }
                  className="mantine-focus-auto mantine-active m_86a44da5 m_87cf2631"
                  data-variant="transparent"
                  data-size="sm"
                  type="button"
                  tabIndex={-1}
                  aria-hidden="true"
                >
                  <span className={classes.cross} />
                </button>
                {chevron}
              </div>
            ) : (
              chevron
            )}
          </div>
        </div>
      </div>
      <input type="hidden" value={value} />
    </>
  );
}
