import { CheckCircleFilled, CloseCircleFilled, DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Typography } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { SorobanNumber } from '@/components/soroban/soroban';
import { ButtonLink } from '@abacus/react-common/router-link';
import { paths } from '@/config/paths';
import { inlineQuestion } from '@/lib/written-question';
import { useDownloadResultPdf } from '../api/download-result-pdf';
import { praiseTier } from '../praise';
import { MasteredPraise } from './mastered-praise';
import { scorePercentage } from '@/lib/score-percentage';
import { formatMinutes, formatNumber, formatPercent, formatScore } from '@/lib/format';
import type { ResultReview as Review } from '@/types/api';
import './result-review.css';

type Letter = 'a' | 'b' | 'c' | 'd';
type ShownQuestion = Review['questions'][number];
type FeedbackItem = NonNullable<Review['feedback']>[number];

const optionText = (question: ShownQuestion, letter: Letter) =>
  // A question of choice has its four options.
  `${letter.toUpperCase()}  ${formatNumber(question[`option_${letter}`]!)}`;

/** A question whose answer was written, not chosen: it has no options. */
const isWritten = (question: ShownQuestion, item: FeedbackItem) =>
  typeof item.chosen === 'number' || item.correct_answer !== undefined || question.option_a === null;

/** The right answer's value, where the reader may see it: the number written, or the right option's. */
function rightValue(question: ShownQuestion, item: FeedbackItem): number | null {
  if (item.correct_answer !== undefined) return item.correct_answer;
  return item.correct_option ? question[`option_${item.correct_option}`] : null;
}

const percentage = (review: Review) => scorePercentage(review.score, review.total_marks);

/** The right answer in beads, as the child would set it on their own soroban. */
function AnswerOnSoroban({ value }: { value: number }) {
  if (!Number.isSafeInteger(value) || value < 0) return null;
  return (
    <div className="review-soroban">
      <SorobanNumber value={value} size="small" />
    </div>
  );
}

/** Who is reading: the student, about their own result, or their teacher. */
export type Reader = 'student' | 'teacher';

/** A written answer and, when it is not right and the reader may see it, the right number. */
function WrittenAnswers({ item, reader }: { item: FeedbackItem; reader: Reader }) {
  const { t } = useTranslation('results');
  const right = item.is_correct ? undefined : item.correct_answer;
  const number = { strong: <strong className="review-number" /> };
  return (
    <div className="review-answers review-answers-written">
      {typeof item.chosen === 'number' ? (
        <span>
          <Trans
            t={t}
            i18nKey={`review.${reader}.wrote`}
            values={{ value: formatNumber(item.chosen) }}
            components={number}
          />
        </span>
      ) : (
        <span>
          <Trans t={t} i18nKey={`review.${reader}.noAnswer`} components={{ strong: <strong /> }} />
        </span>
      )}
      {right !== undefined && (
        <span>
          <span aria-hidden>· </span>
          <Trans
            t={t}
            i18nKey="review.rightNumber"
            values={{ value: formatNumber(right) }}
            components={number}
          />
        </span>
      )}
    </div>
  );
}

/** Praise as much as the score earns, said first: a poor score is encouraged, never praised. */
function Praise({ review }: { review: Review }) {
  const { t } = useTranslation('results');
  return (
    <Typography.Paragraph className="review-praise">
      {t(`review.praise.${praiseTier(percentage(review))}`, {
        right: formatNumber(review.total_correct),
        total: formatNumber(review.total_questions),
      })}
    </Typography.Paragraph>
  );
}

interface ResultReviewProps {
  review: Review;
  timeUp?: boolean;
  /** The formulas the child mastered with this hand-in: praised once, on the screen they come back to. */
  masteredNow?: readonly string[];
  reader?: Reader;
  /**
   * The student's ways on from the result, in place of the way back to My exams: a grading's section
   * leads on to the next section and back to the grading.
   */
  ways?: ReactNode;
}

/**
 * A result: the score first, big, then each question with the answer given and, where the reader may see
 * it, the right one. A teacher always sees the right answers; a student once the test is closed.
 */
export function ResultReview({
  review,
  timeUp = false,
  masteredNow = [],
  reader = 'student',
  ways,
}: ResultReviewProps) {
  const { t } = useTranslation('results');
  const download = useDownloadResultPdf();
  const score = formatScore(review.score, review.total_marks);
  const keyHidden =
    review.feedback?.some((item) => item.correct_option === undefined && item.correct_answer === undefined) ??
    false;
  const pdfNames =
    reader === 'teacher' ? [review.examDetails.title, review.student.fullname] : [review.examDetails.title];
  return (
    <>
      {timeUp && <Alert type="info" showIcon title={t('review.timeUp')} style={{ marginBottom: 16 }} />}
      {reader === 'student' && <Praise review={review} />}
      {masteredNow.length > 0 && <MasteredPraise skills={masteredNow} />}
      <dl className="review-figures" aria-label={t(`review.${reader}.figures`)}>
        <div>
          <dt>{t('review.score')}</dt>
          <dd className="review-score" style={{ '--score-chars': score.length } as CSSProperties}>
            {score}
          </dd>
        </div>
        <div>
          <dt>{t('review.percentage')}</dt>
          <dd>{formatPercent(percentage(review))}</dd>
        </div>
        <div>
          <dt>{t('review.rightAnswers')}</dt>
          <dd>
            {t('review.rightOfTotal', {
              right: formatNumber(review.total_correct),
              total: formatNumber(review.total_questions),
            })}
          </dd>
        </div>
        <div>
          <dt>{t('review.time')}</dt>
          <dd>{formatMinutes(review.time_taken)}</dd>
        </div>
      </dl>

      <Flex gap={12} wrap style={{ marginBottom: 24 }}>
        {/* A day's practice is taken once, and has no exam page: it lives on My exams' Today card. */}
        {reader === 'student' && review.type === 'practice' && !review.examDetails.daily_practice && (
          <ButtonLink type="primary" size="large" to={paths.takeExam.getHref(review.examDetails.exam_id)}>
            {t('review.practiseAgain')}
          </ButtonLink>
        )}
        {reader === 'student'
          ? (ways ?? (
              <ButtonLink size="large" to={paths.exams.getHref()}>
                {t('review.myExams')}
              </ButtonLink>
            ))
          : !review.examDetails.daily_practice && (
              <ButtonLink size="large" to={paths.teacherExam.getHref(review.examDetails.exam_id)}>
                {t('review.theExam')}
              </ButtonLink>
            )}
        <Button
          size="large"
          icon={<DownloadOutlined aria-hidden />}
          loading={download.isPending}
          onClick={() => download.mutate({ resultId: review.result_id, names: pdfNames })}
        >
          {t('review.pdf')}
        </Button>
      </Flex>
      {download.isError && <ApiErrorAlert error={download.error} />}

      {review.feedback && review.questions.length > 0 ? (
        <section aria-label={t(`review.${reader}.answers`)}>
          <Typography.Title level={2}>{t(`review.${reader}.answers`)}</Typography.Title>
          {keyHidden && <Typography.Paragraph type="secondary">{t('review.keyHidden')}</Typography.Paragraph>}
          <ol className="review-list">
            {review.feedback.map((item) => {
              const question = review.questions[item.position - 1];
              if (!question) return null;
              const right = rightValue(question, item);
              return (
                <li
                  key={item.position}
                  className={item.is_correct ? 'review-item review-right' : 'review-item review-wrong'}
                  aria-label={t(item.is_correct ? 'review.questionRight' : 'review.questionNotRight', {
                    number: item.position,
                  })}
                >
                  <Flex justify="space-between" align="start" gap={12}>
                    <span className="review-question">
                      {item.position}. {inlineQuestion(question.question)}
                    </span>
                    {item.is_correct ? (
                      <span className="review-verdict review-verdict-right">
                        <CheckCircleFilled aria-hidden /> {t('review.right')}
                      </span>
                    ) : (
                      <span className="review-verdict review-verdict-wrong">
                        <CloseCircleFilled aria-hidden /> {t('review.notRight')}
                      </span>
                    )}
                  </Flex>
                  {isWritten(question, item) ? (
                    <WrittenAnswers item={item} reader={reader} />
                  ) : (
                    <div className="review-answers">
                      <span>
                        {typeof item.chosen === 'string' ? (
                          <Trans
                            t={t}
                            i18nKey={`review.${reader}.answer`}
                            values={{ answer: optionText(question, item.chosen) }}
                            components={{ strong: <strong /> }}
                          />
                        ) : (
                          <Trans
                            t={t}
                            i18nKey={`review.${reader}.noAnswer`}
                            components={{ strong: <strong /> }}
                          />
                        )}
                      </span>
                      {item.correct_option && !item.is_correct && (
                        <span>
                          <Trans
                            t={t}
                            i18nKey="review.rightAnswer"
                            values={{ answer: optionText(question, item.correct_option) }}
                            components={{ strong: <strong /> }}
                          />
                        </span>
                      )}
                    </div>
                  )}
                  {review.type === 'practice' && right !== null && <AnswerOnSoroban value={right} />}
                </li>
              );
            })}
          </ol>
        </section>
      ) : review.answers ? (
        <Typography.Paragraph type="secondary">{t('review.scoreAlone')}</Typography.Paragraph>
      ) : (
        <Typography.Paragraph type="secondary">{t('review.noAnswers')}</Typography.Paragraph>
      )}
    </>
  );
}
