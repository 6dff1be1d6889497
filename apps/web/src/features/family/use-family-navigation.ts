import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { screenNotice } from '@/lib/screen-notice';
import type { LinkedChild } from '@/types/api';

/**
 * Where a parent goes once a child is linked (to that child's page) or unlinked (to their first child's,
 * or to link one), told what was done there: the screen that did it is gone by then.
 */
export function useFamilyNavigation() {
  const navigate = useNavigate();
  return {
    linked: ({ student_id, fullname: name }: LinkedChild) =>
      void navigate(paths.family.getHref(student_id), {
        state: screenNotice({ key: 'family:link.linked', values: { name } }),
      }),
    unlinked: ({ fullname: name }: LinkedChild) =>
      void navigate(paths.family.getHref(), {
        replace: true,
        state: screenNotice({ key: 'family:unlink.done', values: { name } }),
      }),
  };
}
