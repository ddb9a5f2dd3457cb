import { expect, type Page } from '@playwright/test';

/**
 * The Mantine classes (`m_` and eight hex digits) on the page for which none of its stylesheets has a rule: a part
 * shown unstyled. Mantine's styles come as lists of components (apps/web/src/app/first-paint-styles.css and
 * mantine-styles.css), so a component added to a screen but not to a list shows here.
 */
export async function unstyledMantineClasses(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const mantineClass = /\bm_[0-9a-f]{8}\b/g;
    const styled = new Set<string>();
    const collect = (rules: CSSRuleList) => {
      for (const rule of rules) {
        if (rule instanceof CSSStyleRule)
          for (const name of rule.selectorText.match(mantineClass) ?? []) styled.add(name);
        if ('cssRules' in rule) collect(rule.cssRules as CSSRuleList);
      }
    };
    for (const sheet of document.styleSheets) collect(sheet.cssRules);
    const shown = new Set(
      [...document.querySelectorAll('[class]')].flatMap((element) => [...element.classList]),
    );
    return [...shown].filter((name) => /^m_[0-9a-f]{8}$/.test(name) && !styled.has(name));
  });
}

export async function checkStyled(page: Page): Promise<void> {
  expect(await unstyledMantineClasses(page), `Mantine parts without their styles on ${page.url()}`).toEqual(
    [],
  );
}

/** A page wider than the screen makes a phone scroll sideways and can push a button out of reach. */
export async function checkFitsWidth(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `page wider than the screen on ${page.url()}`).toBeLessThanOrEqual(0);
}
