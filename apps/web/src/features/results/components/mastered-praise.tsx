import { TrophyFilled } from '@ant-design/icons';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@abacus/react-common/router-link';
import { paths } from '@/config/paths';
import { skillInWords } from '@/lib/skill-words';

/**
 * The moment a child masters a formula, said on the result they handed in: each formula in words, and the
 * way to all of theirs.
 */
export function MasteredPraise({ skills }: { skills: readonly string[] }) {
  const { t } = useTranslation('results');
  return (
    <Alert
      className="mastered-praise"
      type="success"
      showIcon
      icon={<TrophyFilled aria-hidden />}
      role="status"
      title={t('review.mastered.title', { count: skills.length })}
      description={
        <>
          <ul aria-label={t('review.mastered.list')}>
            {skills.map((skill) => (
              <li key={skill}>{skillInWords(skill)}</li>
            ))}
          </ul>
          <ButtonLink to={paths.progress.getHref()} size="small">
            {t('review.mastered.all')}
          </ButtonLink>
        </>
      }
      style={{ marginBottom: 16 }}
    />
  );
}
