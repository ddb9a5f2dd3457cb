// One of a few choices, shown side by side (the list's layout, the list or its map): a radio group, so that the arrow
// keys move between the choices as screen-reader users expect of it.
import { useId } from 'react';
import classes from './segmented-choice.module.css';

type Props<Value extends string> = {
  /** What is chosen, for screen readers ('Widok listy'). */
  label: string;
  choices: readonly { value: Value; label: string }[];
  value: Value;
  onChange: (value: Value) => void;
  size?: 'xs' | 'sm';
  className?: string;
};

export function SegmentedChoice<Value extends string>({
  label,
  choices,
  value,
  onChange,
  size = 'sm',
  className,
}: Props<Value>) {
  const name = useId();
  const rootClass = [classes.root, size === 'xs' && classes.small, className].filter(Boolean).join(' ');
  return (
    <div role="radiogroup" aria-label={label} className={rootClass}>
      {choices.map((choice) => (
        <label key={choice.value} className={classes.item} data-active={choice.value === value || undefined}>
          <input
            type="radio"
            className={classes.input}
            name={name}
            value={choice.value}
            checked={choice.value === value}
            onChange={() => onChange(choice.value)}
          />
          {choice.label}
        </label>
      ))}
    </div>
  );
}
