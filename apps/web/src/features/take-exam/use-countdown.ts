import { useEffect, useRef, useState } from 'react';

/**
 * Milliseconds left until `deadline`, counted on the server's clock: the device's clock may be minutes
 * off, so the difference between the two (taken when the attempt arrived) is added to it. Ticks
 * every quarter second; calls `onTimeUp` once when it reaches zero.
 */
export function useCountdown(deadline: string, serverTime: string, onTimeUp: () => void): number {
  const [offset] = useState(() => Date.parse(serverTime) - Date.now());
  const left = () => Math.max(0, Date.parse(deadline) - (Date.now() + offset));
  const [remaining, setRemaining] = useState(left);
  const timeUp = useRef(onTimeUp);
  useEffect(() => {
    timeUp.current = onTimeUp;
  });
  const fired = useRef(false);

  useEffect(() => {
    const tick = () => {
      const now = left();
      setRemaining(now);
      if (now === 0 && !fired.current) {
        fired.current = true;
        timeUp.current();
      }
    };
    tick();
    const timer = setInterval(tick, 250);
    return () => clearInterval(timer);
    // `left` reads only the deadline and the offset, both fixed for the attempt.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [deadline, offset]);

  return remaining;
}

/** `12:05` (minutes and seconds), `1:02:05` past an hour; rounded up, so 0:00 means time is up. */
export function formatClock(milliseconds: number): string {
  const total = Math.ceil(milliseconds / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}
