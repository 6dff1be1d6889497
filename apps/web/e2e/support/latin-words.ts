import type { Page } from 'playwright-core';
import { LANGUAGES } from '../../src/i18n/languages';
import { LATIN_KEPT_IN_HINDI } from '../../src/locales/latin-in-hindi';

/**
 * The words of a screen a person reads or hears: its text, and the names, titles and placeholders of
 * what is shown. What the class typed itself (names, titles, usernames, the class code), web addresses
 * and the language switch's "English" (each language is named in its own words) are taken out, as are
 * Ant Design's icon names and step buttons.
 */
export async function latinWordsOnScreen(page: Page, typedByTheClass: readonly string[]): Promise<string[]> {
  const shown = await page.evaluate(() => {
    const texts = [document.body.innerText];
    for (const element of document.querySelectorAll('[aria-label], [title], [placeholder], [alt]')) {
      // Ant Design names its number boxes' step buttons in English whatever the locale ("Increase
      // Value"): a screen reader's words, not the screen's, and not the app's to translate.
      if (!element.checkVisibility() || element.matches('.anticon, .ant-input-number-action')) continue;
      for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
        const value = element.getAttribute(name);
        if (value) texts.push(value);
      }
    }
    return texts.join('\n');
  });
  const rest = [...typedByTheClass, ...LANGUAGES.map(({ name }) => name)]
    .reduce((text, typed) => text.replaceAll(typed, ' '), shown)
    .replace(/https?:\/\/\S+/g, ' ');
  return (rest.match(/[A-Za-z]{2,}/g) ?? []).filter((word) => !LATIN_KEPT_IN_HINDI.has(word));
}
