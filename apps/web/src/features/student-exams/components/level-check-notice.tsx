import { Alert } from 'antd';
import { RouterLink } from '@abacus/react-common/router-link';
import { paths } from '@/config/paths';

/**
 * A child who joined with the class code and whose teacher has not yet checked the level they picked:
 * no exam shows until then (the API lists none), so the screen says why, and what to do meanwhile.
 */
export function LevelCheckNotice({ level }: { level: number | null }) {
  return (
    <Alert
      type="info"
      showIcon
      title={
        level === null ? 'Your teacher will set your level first' : 'Your teacher will check your level first'
      }
      description={
        <>
          {level === null
            ? 'Once your teacher has set it, your practice and tests appear here.'
            : `You picked level ${level}. Once your teacher has checked it, your practice and tests appear here.`}{' '}
          Meanwhile, you can play with the abacus in <RouterLink to={paths.learn.getHref()}>Learn</RouterLink>
          .
        </>
      }
    />
  );
}
