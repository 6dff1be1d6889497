import { Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { chooseLanguage, currentLanguage } from '@/i18n/i18n';
import { LANGUAGES, type Language } from '@/i18n/languages';

/**
 * The app's language, chosen on this device and kept for the next visit. Each language is named in its
 * own words (and marked so a screen reader says it in that language), so a child finds theirs whichever
 * the screen is in now.
 */
export function LanguageSwitch() {
  const { t } = useTranslation();
  return (
    // Native radios, as the sign-in's role switch (which comes with the first screen too): one tab stop.
    <Radio.Group
      optionType="button"
      aria-label={t('language')}
      value={currentLanguage()}
      onChange={(event) => void chooseLanguage(event.target.value as Language)}
      options={LANGUAGES.map(({ code, name }) => ({
        value: code,
        label: <span lang={code}>{name}</span>,
      }))}
    />
  );
}
