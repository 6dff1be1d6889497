import timeZones from './time-zones.json' with { type: 'json' };

/**
 * The IANA time zones a date may be given in (Asia/Kolkata, Europe/London, UTC), written out rather than
 * read from the runtime's Intl, so that the OpenAPI document says the same on every machine. Both the
 * names ICU lists (Asia/Calcutta) and their current IANA names (Asia/Kolkata), which browsers report.
 */
export const TIME_ZONES: readonly string[] = timeZones;
