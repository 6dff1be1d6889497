import { isIP } from 'node:net';
import { z } from 'zod';

/** How the environment's values are read and checked: durations, URLs, origins, proxies, secrets. */
const DURATION_UNITS = { s: 1, m: 60, h: 3600, d: 86_400 } as const;
export const MIN_SECRET_LENGTH = 32;

/** `30s`, `5m`, `1h`, `7d` → seconds. */
export const duration = z
  .string()
  .trim()
  .regex(/^[1-9]\d*[smhd]$/, 'must be a whole number followed by s, m, h or d (e.g. 5m, 1h)')
  .transform(
    (value) => Number(value.slice(0, -1)) * DURATION_UNITS[value.slice(-1) as keyof typeof DURATION_UNITS],
  );

export const url = (protocols: readonly string[], example: string) =>
  z
    .string()
    .trim()
    .refine(
      (value) => {
        try {
          return protocols.includes(new URL(value).protocol);
        } catch {
          return false;
        }
      },
      `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')} (e.g. ${example})`,
    );

export const origins = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((origin) => origin.trim())
      .filter((origin) => origin.length > 0),
  )
  .superRefine((list, ctx) => {
    for (const origin of list) {
      let parsed: URL | undefined;
      try {
        parsed = new URL(origin);
      } catch {
        parsed = undefined;
      }
      if (!parsed || parsed.origin !== origin) {
        ctx.addIssue({
          code: 'custom',
          message: `"${origin}" is not an origin (scheme://host[:port], no path or trailing slash)`,
        });
      }
    }
  });

/** proxy-addr's names for the private ranges, accepted as they are. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

const isAddressOrRange = (entry: string) => {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
};

/** A hop count (`1`: one proxy in front) or the proxies' addresses and ranges, comma-separated. */
export const trustedProxies = z
  .string()
  .trim()
  .transform((value, ctx): number | string[] => {
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops >= 1 && hops <= 10) return hops;
      ctx.addIssue({ code: 'custom', message: 'as a hop count must be between 1 and 10' });
      return z.NEVER;
    }
    const entries = value
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry.length > 0);
    for (const entry of entries.filter((entry) => !isAddressOrRange(entry))) {
      ctx.addIssue({
        code: 'custom',
        message: `"${entry}" is neither an address, a range (10.0.0.0/8) nor one of ${PROXY_RANGE_NAMES.join(', ')}`,
      });
    }
    return entries;
  });

export const secret = z
  .string()
  .min(MIN_SECRET_LENGTH, `must be at least ${MIN_SECRET_LENGTH} characters long`);
