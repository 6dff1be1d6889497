import { CheckCircleFilled, CloseCircleFilled, DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Typography } from 'antd';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { SorobanNumber } from '@/components/soroban/soroban';
import { ButtonLink } from '@abacus/react-common/router-link';
import { paths } from '@/config/paths';
import { inlineQuestion } from '@/lib/written-question';
import { useDownloadResultPdf } from '../api/download-result-pdf';
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

const WORDS = {
  student: { figures: 'Your score', answers: 'Your answers', answer: 'Your answer', wrote: 'You wrote' },
  teacher: { figures: 'Score', answers: 'Answers', answer: 'Answer given', wrote: 'Written' },
} as const;

/** A written answer and, when it is not right and the reader may see it, the right number. */
function WrittenAnswers({ item, words }: { item: FeedbackItem; words: (typeof WORDS)[Reader] }) {
  const right = item.is_correct ? undefined : item.correct_answer;
  return (
    <div className="review-answers review-answers-written">
      {typeof item.chosen === 'number' ? (
        <span>
          {words.wrote} <strong className="review-number">{formatNumber(item.chosen)}</strong>
        </span>
      ) : (
        <span>
          {words.answer}: <strong>none</strong>
        </span>
      )}
      {right !== undefined && (
        <span>
          <span aria-hidden>· </span>Answer <strong className="review-number">{formatNumber(right)}</strong>
        </span>
      )}
    </div>
  );
}

interface ResultReviewProps {
  review: Review;
  timeUp?: boolean;
  reader?: Reader;
}

/**
 * A result: the score first, big, then each question with the answer given and, where the reader may see
 * it, the right one. A teacher always sees the right answers; a student once the test is closed.
 */
export function ResultReview({ review, timeUp = false, reader = 'student' }: ResultReviewProps) {
  const download = useDownloadResultPdf();
  const words = WORDS[reader];
  const keyHidden =
    review.feedback?.some((item) => item.correct_option === undefined && item.correct_answer === undefined) ??
    false;
  const pdfNames =
    reader === 'teacher' ? [review.examDetails.title, review.student.fullname] : [review.examDetails.title];
  return (
    <>
      {timeUp && (
        <Alert
          type="info"
          showIcon
          title="Time is up! Your answers were handed in."
          style={{ marginBottom: 16 }}
        />
      )}
      <dl className="review-figures" aria-label={words.figures}>
        <div>
          <dt>Score</dt>
          <dd className="review-score">{formatScore(review.score, review.total_marks)}</dd>
        </div>
        <div>
          <dt>Percentage</dt>
          <dd>{formatPercent(percentage(review))}</dd>
        </div>
        <div>
          <dt>Right answers</dt>
          <dd>
            {formatNumber(review.total_correct)} of {formatNumber(review.total_questions)}
          </dd>
        </div>
        <div>
          <dt>Time</dt>
          <dd>{formatMinutes(review.time_taken)}</dd>
        </div>
      </dl>

      <Flex gap={12} wrap style={{ marginBottom: 24 }}>
        {reader === 'student' && review.type === 'practice' && (
          <ButtonLink type="primary" size="large" to={paths.takeExam.getHref(review.examDetails.exam_id)}>
            Practise again
          </ButtonLink>
        )}
        {reader === 'student' ? (
          <ButtonLink size="large" to={paths.exams.getHref()}>
            My exams
          </ButtonLink>
        ) : (
          <ButtonLink size="large" to={paths.teacherExam.getHref(review.examDetails.exam_id)}>
            The exam
          </ButtonLink>
        )}
        <Button
          size="large"
          icon={<DownloadOutlined aria-hidden />}
          loading={download.isPending}
          onClick={() => download.mutate({ resultId: review.result_id, names: pdfNames })}
        >
          PDF
        </Button>
      </Flex>
      {download.isError && <ApiErrorAlert error={download.error} />}

      {review.feedback && review.questions.length > 0 ? (
        <section aria-label={words.answers}>
          <Typography.Title level={2}>{words.answers}</Typography.Title>
          {keyHidden && (
            <Typography.Paragraph type="secondary">
              This is a test: you see which answers were right. The right answers are shown once your teacher
              closes the test.
            </Typography.Paragraph>
          )}
          <ol className="review-list">
            {review.feedback.map((item) => {
              const question = review.questions[item.position - 1];
              if (!question) return null;
              const right = rightValue(question, item);
              return (
                <li
                  key={item.position}
                  className={item.is_correct ? 'review-item review-right' : 'review-item review-wrong'}
                  aria-label={`Question ${item.position}: ${item.is_correct ? 'right' : 'not right'}`}
                >
                  <Flex justify="space-between" align="start" gap={12}>
                    <span className="review-question">
                      {item.position}. {inlineQuestion(question.question)}
                    </span>
                    {item.is_correct ? (
                      <span className="review-verdict review-verdict-right">
                        <CheckCircleFilled aria-hidden /> Right
                      </span>
                    ) : (
                      <span className="review-verdict review-verdict-wrong">
                        <CloseCircleFilled aria-hidden /> Not right
                      </span>
                    )}
                  </Flex>
                  {isWritten(question, item) ? (
                    <WrittenAnswers item={item} words={words} />
                  ) : (
                    <div className="review-answers">
                      <span>
                        {words.answer}:{' '}
                        <strong>
                          {typeof item.chosen === 'string' ? optionText(question, item.chosen) : 'none'}
                        </strong>
                      </span>
                      {item.correct_option && !item.is_correct && (
                        <span>
                          Right answer: <strong>{optionText(question, item.correct_option)}</strong>
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
        <Typography.Paragraph type="secondary">
          Your teacher shows the score alone while this test is open. Each question, and its right answer,
          appears here once your teacher closes the test.
        </Typography.Paragraph>
      ) : (
        <Typography.Paragraph type="secondary">
          This result was sent without its answers, so there is nothing to go through question by question.
        </Typography.Paragraph>
      )}
    </>
  );
}
