import { TIME_ZONES, type TimeZone } from '@abacus/contract';
import { currentLanguage } from '@/i18n/i18n';

/** The device's time zone, when it is one the API knows (nearly every device's is). */
function deviceTimeZone(): TimeZone | undefined {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return TIME_ZONES.find((known) => known === zone);
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
