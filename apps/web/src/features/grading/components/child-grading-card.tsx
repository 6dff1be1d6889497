import { Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@abacus/react-common/router-link';
import { paths } from '@/config/paths';
import { formatNumber, formatScore } from '@/lib/format';
import {
  hasCertificate,
  paperMinutes,
  sectionIsOpen,
  sectionSteps,
  sectionsTaken,
  type SectionStep,
} from '../grading-outcome';
import type { StudentGrading } from '@/types/api';
import { CertificateButton } from './certificate-button';
import { OutcomeTag } from './outcome-tag';
import './child-grading-card.css';

function SectionRow({ step, of, grading }: { step: SectionStep; of: number; grading: StudentGrading }) {
  const { t } = useTranslation('grading');
  const { standing, number } = step;
  const exam = grading.sections.find((section) => section.position === standing.position)?.exam;
  const name = t('child.sectionOf', {
    number: formatNumber(number),
    of: formatNumber(of),
    title: standing.title,
  });
  return (
    <li
      className={
        step.kind === 'to-take' && step.next ? 'child-grading-section is-next' : 'child-grading-section'
      }
    >
      <Flex justify="space-between" align="center" gap={12} wrap>
        <div>
          <Typography.Text strong className="child-grading-section-name">
            {name}
          </Typography.Text>
          {exam && (
            <Typography.Text type="secondary" className="child-grading-section-facts">
              {/* A paper's sections have the paper's clock, said once above them, not one each. */}
              {grading.paper
                ? t('child.sectionQuestions', {
                    count: exam.total_questions,
                    questions: formatNumber(exam.total_questions),
                  })
                : t('child.sectionFacts', {
                    count: exam.total_questions,
                    questions: formatNumber(exam.total_questions),
                    minutes: formatNumber(exam.duration),
                  })}
            </Typography.Text>
          )}
        </div>
        {step.kind === 'taken' ? (
          <Flex align="center" gap={8} wrap>
            <Typography.Text strong>{formatScore(standing.score ?? 0, standing.fullMarks)}</Typography.Text>
            <OutcomeTag outcome={standing.outcome} />
          </Flex>
        ) : step.kind === 'closed' ? (
          <Typography.Text type="secondary">{t('child.notOpen')}</Typography.Text>
        ) : (
          <ButtonLink
            type={step.next ? 'primary' : 'default'}
            size="large"
            to={paths.takeExam.getHref(standing.exam_id)}
            aria-label={t('child.startSection', { name })}
          >
            {t('child.start')}
          </ButtonLink>
        )}
      </Flex>
    </li>
  );
}

/** What the child has to do next, or how it went once every section is done. */
function Standing({ grading }: { grading: StudentGrading }) {
  const { t } = useTranslation('grading');
  const { standing } = grading;
  const { taken, of } = sectionsTaken(standing);
  if (standing.outcome === 'pending') {
    return (
      <Typography.Paragraph className="child-grading-next">
        {taken === 0
          ? t('child.begin', { count: of, sections: formatNumber(of) })
          : t('child.goOn', { taken: formatNumber(taken), of: formatNumber(of) })}
      </Typography.Paragraph>
    );
  }
  const total = formatScore(standing.total, standing.fullMarks);
  // A grading of grades by score names the one earned, not the band it covers.
  const grade = standing.award ?? grading.grade;
  return (
    <Flex vertical gap={8} className={`child-grading-done child-grading-done-${standing.outcome}`}>
      <Flex align="center" gap={8} wrap>
        <OutcomeTag outcome={standing.outcome} />
        <Typography.Text strong>{t('child.total', { total })}</Typography.Text>
      </Flex>
      <Typography.Paragraph style={{ margin: 0 }}>
        {t(`child.done.${standing.outcome === 'near-pass' ? 'nearPass' : standing.outcome}`, { grade })}
      </Typography.Paragraph>
      {hasCertificate(standing) && <CertificateButton gradingId={grading.grading_id} grade={grade} primary />}
    </Flex>
  );
}

/**
 * One grading a child may sit, as a list of its sections in order: the one to take next has the big
 * Start button, each taken one its score and whether it passed; then the overall outcome.
 */
export function ChildGradingCard({ grading }: { grading: StudentGrading }) {
  const { t } = useTranslation('grading');
  const { standing } = grading;
  const steps = sectionSteps(standing, sectionIsOpen(grading));
  return (
    <Card className="child-grading-card">
      <article aria-label={grading.title}>
        <Typography.Title level={3} className="child-grading-title">
          {grading.title}
        </Typography.Title>
        <Typography.Text type="secondary">{t('child.grade', { grade: grading.grade })}</Typography.Text>
        {grading.paper && (
          <Typography.Paragraph className="child-grading-paper">
            {t('child.paper', {
              minutes: formatNumber(paperMinutes(grading.sections)),
              sections: formatNumber(grading.sections.length),
            })}
          </Typography.Paragraph>
        )}
        <Standing grading={grading} />
        <ol className="child-grading-sections" aria-label={t('child.sections')}>
          {steps.map((step) => (
            <SectionRow key={step.standing.position} step={step} of={steps.length} grading={grading} />
          ))}
        </ol>
      </article>
    </Card>
  );
}
