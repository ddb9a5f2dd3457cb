// Tabs over one panel (the search form's categories), as plain buttons with the keyboard of the WAI-ARIA tabs
// pattern: the arrows, Home and End move between the tabs and choose them; only the chosen tab is in the tab order.
// Mantine's Tabs rendered a dozen components and their style attributes into the home page and every search.
import { type KeyboardEvent, type ReactNode, useRef } from 'react';
import classes from './tab-list.module.css';

type Props<Value extends string> = {
  /** Names the tabs for screen readers. */
  label: string;
  /** Ties the tabs and the panel together: `{id}-tab-{value}`, `{id}-panel`. */
  id: string;
  tabs: readonly { value: Value; label: string }[];
  value: Value;
  onChange: (value: Value) => void;
  /** When anything in the panel gets the focus. */
  onPanelFocus?: () => void;
  /** The chosen tab's panel. */
  children: ReactNode;
};

const moves: Record<string, (at: number, count: number) => number> = {
  ArrowRight: (at, count) => (at + 1) % count,
  ArrowLeft: (at, count) => (at - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

export function TabList<Value extends string>({
  label,
  id,
  tabs,
  value,
  onChange,
  onPanelFocus,
  children,
}: Props<Value>) {
  const list = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent) => {
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    const at = move(
      tabs.findIndex((tab) => tab.value === value),
      tabs.length,
    );
    const next = tabs[at];
    if (!next) return;
    list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[at]?.focus();
    onChange(next.value);
  };
  return (
    <div>
      <div ref={list} role="tablist" aria-label={label} className={classes.list} onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const isChosen = tab.value === value;
          return (
            <button
              key={tab.value}
              type="button"
              role="tab"
              id={`${id}-tab-${tab.value}`}
              className={classes.tab}
              aria-selected={isChosen}
              aria-controls={isChosen ? `${id}-panel` : undefined}
              tabIndex={isChosen ? 0 : -1}
              onClick={() => isChosen || onChange(tab.value)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${value}`} onFocus={onPanelFocus}>
        {children}
      </div>
    </div>
  );
}
