import { durationInWords } from '@abacus/contract';
import { currentLanguage, i18n } from '@/i18n/i18n';
import type { Language } from '@/i18n/languages';

/**
 * Numbers, dates and durations in the language the app speaks, through `Intl`. In English, digits are
 * grouped in threes with a narrow no-break space and the decimal sign is a point — the SI style, which
 * reads the same to every reader: a child's "1,234" must not become "1.234" on a German tablet. In
 * Hindi, `Intl` groups as Indian readers do (12,34,567), with the digits a child writes in maths.
 */
const GROUP_SEPARATOR = '\u202f';

const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(language: Language, maximumFractionDigits: number): Intl.NumberFormat {
  const key = `${language}:${maximumFractionDigits}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(language, { maximumFractionDigits, useGrouping: true });
    numberFormats.set(key, format);
  }
  return format;
}

/** `12345.678` → `12 345.68` in English (a narrow no-break space), `12,345.68` in Hindi. */
export function formatNumber(value: number, fractionDigits = 2): string {
  const language = currentLanguage();
  const written = numberFormat(language, fractionDigits).format(value);
  return language === 'en' ? written.replaceAll(',', GROUP_SEPARATOR) : written;
}

/** A percentage the API already computed (0–100, 2 decimals) → `85.5%`. */
export function formatPercent(value: number): string {
  return `${formatNumber(value, 1)}%`;
}

/** Marks out of a total → `18 / 20`. */
export function formatScore(score: number, totalMarks: number): string {
  return `${formatNumber(score)} / ${formatNumber(totalMarks)}`;
}

/** Minutes as the API reports them (2 decimals) → `12 min 30 s`, `45 s`, `1 h 5 min`, as the PDFs say too. */
export function formatMinutes(minutes: number): string {
  return durationInWords(minutes, {
    hours: i18n.t('duration.hours'),
    minutes: i18n.t('duration.minutes'),
    seconds: i18n.t('duration.seconds'),
  });
}

/** Where a language's dates differ from its own `Intl` default: British English writes `23 Nov 2026`. */
const DATE_LOCALES: Record<Language, string> = { en: 'en-GB', hi: 'hi' };

const dateFormats = new Map<string, Intl.DateTimeFormat>();

// Day, short month name and year, never a numeric 03/04 that reads as March or April depending on the reader.
function dateFormat(withTime: boolean): Intl.DateTimeFormat {
  const language = currentLanguage();
  const key = `${language}:${withTime}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(DATE_LOCALES[language], {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      ...(withTime ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } : {}),
    });
    dateFormats.set(key, format);
  }
  return format;
}

/** An ISO date-time → `23 Nov 2026` in the device's time zone. */
export function formatDate(iso: string): string {
  return dateFormat(false).format(new Date(iso));
}

/** An ISO date-time → `23 Nov 2026, 14:05` in the device's time zone. */
export function formatDateTime(iso: string): string {
  return dateFormat(true).format(new Date(iso));
}

/** A calendar day as the API names it (`2026-12-07`): its own day wherever the device is, so read as UTC. */
const calendarDay = (date: string) => new Date(`${date}T00:00:00Z`);

const DAY_STYLES = {
  weekday: { weekday: 'short', timeZone: 'UTC' },
  long: { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** A calendar day (`2026-12-07`) → `Mon` (`weekday`) or `Monday 7 December` (`long`). */
export function formatDay(date: string, style: keyof typeof DAY_STYLES): string {
  const language = currentLanguage();
  const key = `${language}:${style}`;
  let format = dayFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(DATE_LOCALES[language], DAY_STYLES[style]);
    dayFormats.set(key, format);
  }
  return format.format(calendarDay(date));
}
