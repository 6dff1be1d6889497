import { useLiveUpdates } from '@/hooks/use-live-updates';
import { useOpeningTimes } from '@/hooks/use-opening-times';

/**
 * Follows the signed-in account's live updates, and the times its exams open and close by themselves,
 * while a signed-in screen is shown; renders nothing.
 */
export function LiveUpdates() {
  useLiveUpdates();
  useOpeningTimes();
  return null;
}
