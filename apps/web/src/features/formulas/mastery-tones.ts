import type { StatusTone } from '@/components/ui/status-tag';
import type { SkillReport } from '@/types/api';

export type Mastery = SkillReport['mastery'];

/** Each mastery's tone: grey not yet, amber learning, blue practised, green mastered (always with its word). */
export const MASTERY_TONES: Record<Mastery, StatusTone> = {
  new: 'grey',
  learning: 'amber',
  practised: 'blue',
  mastered: 'green',
};

export const MASTERY_ORDER: readonly Mastery[] = ['new', 'learning', 'practised', 'mastered'];
