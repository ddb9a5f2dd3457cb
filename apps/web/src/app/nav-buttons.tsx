// The navbar's buttons as the server renders them: a menu's trigger (inert until its dropdown's code arrives) and
// the phone's burger, closed. The browser renders Mantine's UnstyledButton and Burger (main-nav.tsx); the server
// writes their markup as plain elements, since each Mantine button resolves its props and styles through a dozen
// calls on every page (nav-buttons.test.tsx holds the markup equal). The browser's build leaves these out.
import classes from './layout.module.css';

export const burgerLabel = 'Otwórz menu';

export function ServerNavTrigger({ label }: { label: string }) {
  return (
    <button className={`mantine-focus-auto ${classes.navItem} m_87cf2631`} type="button">
      {label} ▾
    </button>
  );
}

/** Closed, as every page the server renders has it. */
export function ServerNavBurger() {
  return (
    <button
      className="mantine-focus-auto m_fea6bf1a m_87cf2631 mantine-hidden-from-md"
      type="button"
      aria-label={burgerLabel}
      aria-expanded={false}
    >
      <div className="m_d4fb9cad" data-reduce-motion="true" />
    </button>
  );
}
