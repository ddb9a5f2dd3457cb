// Text fields and selects as plain elements with Mantine's look (plain-fields.module.css), for the pages rendered on
// the server: the search form is on the home page and on every search results page, the sort on every list, and
// Mantine's TextInput and NativeSelect made a large share of their render and of their markup (bench/profile-page.ts).
import { type ComponentProps, type ReactNode, useId } from 'react';
import classes from './plain-fields.module.css';

type FieldProps = { label: string; error?: string | undefined };

/** A label, its control (given the ids that tie them and the error together) and the error below. */
function Field({ label, error, control }: FieldProps & { control: (ids: ControlIds) => ReactNode }) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={classes.field}>
      <label className={classes.label} htmlFor={id}>
        {label}
      </label>
      {control({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? errorId : undefined,
      })}
      {error && (
        <p className={classes.error} id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}

type ControlIds = { id: string; 'aria-invalid': true | undefined; 'aria-describedby': string | undefined };

export function PlainTextField({ label, error, ...input }: FieldProps & ComponentProps<'input'>) {
  return (
    <Field
      label={label}
      error={error}
      control={(ids) => <input className={classes.input} {...ids} {...input} />}
    />
  );
}

type Choice = { value: string; label: string };

export function PlainSelectField({
  label,
  error,
  data,
  ...select
}: FieldProps & ComponentProps<'select'> & { data: readonly Choice[] }) {
  return (
    <Field
      label={label}
      error={error}
      control={(ids) => (
        <select className={`${classes.input} ${classes.select}`} {...ids} {...select}>
          {data.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      )}
    />
  );
}
