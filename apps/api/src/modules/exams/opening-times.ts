import { badRequest } from '../../lib/http-error.js';

/** The teacher's switch and the times a switched-on exam opens and closes by itself. */
export interface OpeningTimes {
  switchedOn: boolean;
  opensAt: Date | null;
  closesAt: Date | null;
}

/** What a create or a PATCH says about them: each may be left out; a time may be null (none). */
export interface RequestedOpening {
  is_active?: boolean | undefined;
  opensAt?: string | null | undefined;
  closesAt?: string | null | undefined;
}

export const TIMES_NEED_SWITCH_ON = 'An exam with opening times must be switched on';

export const SWITCHED_OFF: OpeningTimes = { switchedOn: false, opensAt: null, closesAt: null };

/** Whether students may take an exam with these times at `now` (as the database's examIsOpen decides). */
export const isOpenAt = ({ switchedOn, opensAt, closesAt }: OpeningTimes, now: Date): boolean =>
  switchedOn && (opensAt === null || opensAt <= now) && (closesAt === null || now < closesAt);

/** Whether an exam with these times is open at `now` or will open later without the teacher. */
export const opensNowOrLater = ({ switchedOn, closesAt }: OpeningTimes, now: Date): boolean =>
  switchedOn && (closesAt === null || now < closesAt);

/** Switched on and open at `now`: an opening time still to come is dropped, and a closing time past. */
export const openedAt = ({ opensAt, closesAt }: OpeningTimes, now: Date): OpeningTimes => ({
  switchedOn: true,
  opensAt: opensAt !== null && opensAt > now ? null : opensAt,
  closesAt: closesAt !== null && closesAt <= now ? null : closesAt,
});

const dateOf = (time: string | null | undefined) =>
  time === undefined ? undefined : time === null ? null : new Date(time);

/**
 * The times an exam has after a request, from those it has: `is_active: false` switches it off and clears
 * them (giving a time as well → 400); `is_active: true` opens it now, as activating does; a time given
 * switches it on. A closing time not after the opening time → 400.
 */
export function requestedOpening(current: OpeningTimes, request: RequestedOpening, now: Date): OpeningTimes {
  const opensAt = dateOf(request.opensAt);
  const closesAt = dateOf(request.closesAt);
  const timeGiven = (opensAt ?? closesAt ?? null) !== null;
  if (request.is_active === false) {
    if (timeGiven) throw badRequest(TIMES_NEED_SWITCH_ON);
    return SWITCHED_OFF;
  }
  const switched =
    request.is_active === true
      ? openedAt(current, now)
      : {
          switchedOn: current.switchedOn || timeGiven,
          opensAt: current.opensAt,
          closesAt: current.closesAt,
        };
  const next = {
    ...switched,
    ...(opensAt !== undefined && { opensAt }),
    ...(closesAt !== undefined && { closesAt }),
  };
  if (next.opensAt !== null && next.closesAt !== null && next.closesAt <= next.opensAt) {
    throw badRequest('closesAt must be after opensAt');
  }
  return next;
}
