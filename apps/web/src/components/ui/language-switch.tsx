import { Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { chooseLanguage, currentLanguage } from '@/i18n/i18n';
import { LANGUAGES, type Language } from '@/i18n/languages';

/**
 * The languages as the options of a choice: each named in its own words (and marked so a screen reader
 * says it in that language), so a reader finds theirs whichever the screen is in now.
 */
export const LANGUAGE_OPTIONS = LANGUAGES.map(({ code, name }) => ({
  value: code,
  label: <span lang={code}>{name}</span>,
}));

/** The app's language, chosen on this device and kept for the next visit. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  return (
    // Native radios, as the sign-in's role switch (which comes with the first screen too): one tab stop.
    <Radio.Group
      optionType="button"
      aria-label={t('language')}
      value={currentLanguage()}
      onChange={(event) => void chooseLanguage(event.target.value as Language)}
      options={LANGUAGE_OPTIONS}
    />
  );
}
