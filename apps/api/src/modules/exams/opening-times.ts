import { badRequest } from '../../lib/http-error.js';

/** The teacher's switch and the times a switched-on exam opens and closes by itself. */
export interface OpeningTimes {
  switchedOn: boolean;
  opensAt: Date | null;
  closesAt: Date | null;
  /**
   * A switched-off exam's due date: the closing time it had, still to come, when the teacher closed it.
   * Reopening it brings it back, so closing and reopening a test never silently drops its deadline.
   */
  keptClosesAt: Date | null;
}

/** What a create or a PATCH says about them: each may be left out; a time may be null (none). */
export interface RequestedOpening {
  is_active?: boolean | undefined;
  opensAt?: string | null | undefined;
  closesAt?: string | null | undefined;
}

export const TIMES_NEED_SWITCH_ON = 'An exam with opening times must be switched on';

export const SWITCHED_OFF: OpeningTimes = {
  switchedOn: false,
  opensAt: null,
  closesAt: null,
  keptClosesAt: null,
};

type Switch = Pick<OpeningTimes, 'switchedOn' | 'opensAt' | 'closesAt'>;

/** Whether students may take an exam with these times at `now` (as the database's examIsOpen decides). */
export const isOpenAt = ({ switchedOn, opensAt, closesAt }: Switch, now: Date): boolean =>
  switchedOn && (opensAt === null || opensAt <= now) && (closesAt === null || now < closesAt);

/** Whether an exam with these times is open at `now` or will open later without the teacher. */
export const opensNowOrLater = ({ switchedOn, closesAt }: Switch, now: Date): boolean =>
  switchedOn && (closesAt === null || now < closesAt);

const stillToCome = (time: Date | null, now: Date) => (time !== null && time > now ? time : null);

/**
 * Switched on and open at `now`: an opening time still to come is dropped, and a closing time past; a
 * switched-off exam closes again by the due date it was closed with, if that is still to come.
 */
export const openedAt = ({ opensAt, closesAt, keptClosesAt }: OpeningTimes, now: Date): OpeningTimes => ({
  switchedOn: true,
  opensAt: opensAt !== null && opensAt > now ? null : opensAt,
  closesAt: stillToCome(closesAt ?? keptClosesAt, now),
  keptClosesAt: null,
});

/** Switched off now: the times go, and a closing time still to come is kept for a reopening. */
const closedAt = ({ switchedOn, closesAt, keptClosesAt }: OpeningTimes, now: Date): OpeningTimes => ({
  ...SWITCHED_OFF,
  keptClosesAt: switchedOn ? stillToCome(closesAt, now) : keptClosesAt,
});

const dateOf = (time: string | null | undefined) =>
  time === undefined ? undefined : time === null ? null : new Date(time);

/**
 * The times an exam has after a request, from those it has: `is_active: false` switches it off and clears
 * them, keeping a due date still to come for a reopening (giving a time as well → 400); `is_active: true`
 * opens it now, as activating does; a time given switches it on; `closesAt: null` drops any due date. A
 * closing time not after the opening time → 400.
 */
export function requestedOpening(current: OpeningTimes, request: RequestedOpening, now: Date): OpeningTimes {
  const opensAt = dateOf(request.opensAt);
  const closesAt = dateOf(request.closesAt);
  const timeGiven = (opensAt ?? closesAt ?? null) !== null;
  if (request.is_active === false) {
    if (timeGiven) throw badRequest(TIMES_NEED_SWITCH_ON);
    return closedAt(current, now);
  }
  const switched: OpeningTimes =
    request.is_active === true
      ? openedAt(current, now)
      : {
          switchedOn: current.switchedOn || timeGiven,
          opensAt: current.opensAt,
          closesAt: current.closesAt,
          keptClosesAt: timeGiven || closesAt === null ? null : current.keptClosesAt,
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
