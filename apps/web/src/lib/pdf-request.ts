import { TIME_ZONES } from '@abacus/contract';
import { currentLanguage } from '@/i18n/i18n';
import type { ReportTimeZone } from '@/types/api';

/** Whether the API knows `zone`: its reports take the contract's time zones, which the client types spell out. */
const isReportTimeZone = (zone: string): zone is ReportTimeZone => TIME_ZONES.includes(zone);

/** The device's time zone, when it is one the API knows (nearly every device's is). */
function deviceTimeZone(): ReportTimeZone | undefined {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return isReportTimeZone(zone) ? zone : undefined;
}

/** Who a PDF is for, as its query says: the language the app speaks and the device's time zone. */
export function pdfReader() {
  const timeZone = deviceTimeZone();
  return { lang: currentLanguage(), ...(timeZone && { timeZone }) };
}

/**
 * The options of a GET that asks for a resource's PDF report (`?format=pdf`), read as a file: written in
 * the language the app speaks, its dates in the device's time zone, as the app shows them.
 */
export const asPdf = <Path extends Record<string, string>>(path: Path) => ({
  params: { path, query: { format: 'pdf' as const, ...pdfReader() } },
  parseAs: 'blob' as const,
});
