import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { roundQueries, type RoundReading } from '@/api/round-queries';
import { comingMoments, serverNow } from './round-clock';

/** A moment after the question's own, so that the server, reading its clock, finds it passed too. */
const AFTER_MOMENT_MS = 300;
/** How often a running question's countdown and phase are drawn again. */
const TICK_MS = 250;

/**
 * The round, read again at once on each of its events, and also when its question starts and when its
 * time is up by the server's clock: the screen is right even when an event is lost on the way.
 */
export function useRound(roundId: string) {
  const queryClient = useQueryClient();
  const query = useQuery(roundQueries.detail(roundId));
  const reading = query.data;
  useEffect(() => {
    if (!reading) return;
    const readAgain = () =>
      void queryClient.invalidateQueries({ queryKey: roundQueries.detail(roundId).queryKey });
    const timers = comingMoments(reading.round, reading.clockOffsetMs).map((at) =>
      setTimeout(readAgain, at - Date.now() + AFTER_MOMENT_MS),
    );
    return () => timers.forEach(clearTimeout);
  }, [queryClient, reading, roundId]);
  return query;
}

/** The server's time, drawn again every quarter second while a question runs. */
export function useServerTime(reading: RoundReading): number {
  const { clockOffsetMs } = reading;
  const running = reading.round.state === 'question';
  const [now, setNow] = useState(() => serverNow(clockOffsetMs));
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(serverNow(clockOffsetMs)), TICK_MS);
    return () => clearInterval(timer);
  }, [clockOffsetMs, running]);
  return now;
}
