import { ScreenLayout } from '@/components/layout/screen-layout';

/** The projector: a teacher's screen, shown alone so that the room sees the round large. */
export default function ProjectorLayout() {
  return <ScreenLayout allow="teacher" />;
}
