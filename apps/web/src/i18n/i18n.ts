import type { Locale } from 'antd/lib/locale';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import * as en from '@/locales/en';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from './languages';

/** Where this device keeps the language chosen on it: the class's tablet stays in Hindi for the next child. */
const STORAGE_KEY = 'abacus.language';

/**
 * The one i18next instance of the app. English is part of the first download; every other language is
 * fetched when chosen, so a child in English pays nothing for Hindi.
 */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  resources: { en },
  ns: Object.keys(en),
  defaultNS: 'common',
  // React escapes what it renders; escaping here as well would show &amp; to a child.
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

interface Translation {
  words: Record<string, object>;
  /** Ant Design's own words (a date picker's month names, a list's "No data"). */
  antd: Locale;
}

const translations: Record<Exclude<Language, 'en'>, () => Promise<Translation>> = {
  hi: async () => {
    const [{ hi }, { default: antd }] = await Promise.all([
      import('@/locales/hi'),
      import('antd/locale/hi_IN'),
      // The date pickers name days and months by dayjs's words.
      import('dayjs/locale/hi'),
    ]);
    return { words: hi, antd };
  },
};

const antdLocales = new Map<Language, Locale>();

/** The language this device chose last, or the browser's own when it is one the app speaks. */
export function preferredLanguage(): Language {
  const stored = readStored();
  if (stored) return stored;
  const browser = navigator.languages.map((tag) => tag.split('-')[0]).find(isLanguage);
  return browser ?? DEFAULT_LANGUAGE;
}

function readStored(): Language | null {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

/** Speaks `language` from now on, on this device; resolves once its words are here. */
export async function chooseLanguage(language: Language): Promise<void> {
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // A device that keeps nothing (private mode) still switches, for this visit.
  }
  await speak(language);
}

/** Loads `language`'s words if they are not here yet, then switches every screen to it. */
export async function speak(language: Language): Promise<void> {
  if (language !== 'en' && !i18n.hasResourceBundle(language, 'common')) {
    const translation = await translations[language]();
    for (const [namespace, words] of Object.entries(translation.words)) {
      i18n.addResourceBundle(language, namespace, words, true, true);
    }
    antdLocales.set(language, translation.antd);
  }
  // Fetched here, not with the first screen: only the date pickers, on teachers' screens, use it.
  const { default: dayjs } = await import('dayjs');
  dayjs.locale(language);
  await i18n.changeLanguage(language);
  document.documentElement.lang = language;
}

/** Ant Design's words in `language`; undefined means its own English. */
export function antdLocaleOf(language: Language): Locale | undefined {
  return antdLocales.get(language);
}

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}
