import { currentLanguage, i18n } from '@/i18n/i18n';
import type { Language } from '@/i18n/languages';

/** What an exam says of its opening: whether students may take it now, and its own times. */
interface Opening {
  is_active: boolean;
  opensAt: string | null;
  closesAt: string | null;
}

const momentFormats = new Map<Language, Intl.DateTimeFormat>();

// A weekday and a date with the time, so that "Opens Mon 24 Nov, 09:00" is never read as last Monday.
function momentFormat(language: Language): Intl.DateTimeFormat {
  let format = momentFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : language, {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    momentFormats.set(language, format);
  }
  return format;
}

/** A moment of an exam's opening in the device's time zone and the app's language: `Mon 24 Nov, 09:00`. */
export const formatMoment = (iso: string) => momentFormat(currentLanguage()).format(new Date(iso));

/**
 * Whether students may take the exam, in a teacher's words: "Open to students", "Open until Mon 24 Nov,
 * 09:30", "Opens Mon 24 Nov, 09:00" (with when it closes, if set), or "Closed".
 */
export function examOpening({ is_active: open, opensAt, closesAt }: Opening, now = new Date()): string {
  if (open) {
    return closesAt
      ? i18n.t('opening.openUntil', { closes: formatMoment(closesAt) })
      : i18n.t('opening.open');
  }
  if (opensAt && new Date(opensAt) > now) {
    return closesAt
      ? i18n.t('opening.opensUntil', { opens: formatMoment(opensAt), closes: formatMoment(closesAt) })
      : i18n.t('opening.opens', { opens: formatMoment(opensAt) });
  }
  return i18n.t('opening.closed');
}

/** Whether the teacher has switched the exam on: open now, or with times of its own (only such have them). */
export const isSwitchedOn = ({ is_active: open, opensAt, closesAt }: Opening) =>
  open || opensAt !== null || closesAt !== null;
