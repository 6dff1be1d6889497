import { TIME_ZONES } from '@abacus/contract';
import { z } from 'zod';

/** The languages a PDF report is written in: those the classroom app speaks. */
export const REPORT_LANGUAGES = ['en', 'hi'] as const;
export type ReportLanguage = (typeof REPORT_LANGUAGES)[number];

/** Who a report is for: the language it is written in and the time zone its dates are given in. */
export interface ReportLocale {
  language: ReportLanguage;
  timeZone: string;
}

export const DEFAULT_REPORT_LOCALE: ReportLocale = { language: 'en', timeZone: 'UTC' };

/** The query parameters of a PDF report that say who it is for. */
export const reportLocaleQuery = {
  lang: z
    .enum(REPORT_LANGUAGES, 'must be en or hi')
    .optional()
    .describe("The report's language; left out: the best of Accept-Language, else English"),
  timeZone: z
    .enum(TIME_ZONES, 'must be a time zone such as Asia/Kolkata or UTC')
    .meta({ example: 'Asia/Kolkata' })
    .optional()
    .describe('The IANA time zone its dates are given in (e.g. Asia/Kolkata); left out: UTC'),
};

/**
 * The language of the reader's Accept-Language (RFC 9110 §12.5.4) that a report is written in: of the
 * ranges naming one (`hi-IN` names Hindi), the one they prefer most; ties go to the earlier.
 */
export function negotiatedLanguage(acceptLanguage: string | undefined): ReportLanguage | undefined {
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((range, order) => {
      const [tag = '', ...parameters] = range.trim().split(';');
      const weight = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/i.exec(parameter)?.[1]).find(Boolean);
      return {
        language: tag.trim().toLowerCase().split('-')[0],
        quality: weight ? Number(weight) : 1,
        order,
      };
    })
    .filter(({ quality }) => quality > 0)
    .sort((a, b) => b.quality - a.quality || a.order - b.order);
  return ranked.map(({ language }) => language).find((language) => isReportLanguage(language));
}

const isReportLanguage = (value: unknown): value is ReportLanguage =>
  REPORT_LANGUAGES.some((language) => language === value);

/** Who a report asked for is for: what its query says, else what its Accept-Language prefers. */
export function reportLocaleOf(
  query: { lang?: ReportLanguage; timeZone?: string },
  acceptLanguage: string | undefined,
): ReportLocale {
  return {
    language: query.lang ?? negotiatedLanguage(acceptLanguage) ?? DEFAULT_REPORT_LOCALE.language,
    timeZone: query.timeZone ?? DEFAULT_REPORT_LOCALE.timeZone,
  };
}
