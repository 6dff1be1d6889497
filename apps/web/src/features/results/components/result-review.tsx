import { CheckCircleFilled, CloseCircleFilled, DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Typography } from 'antd';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { SorobanNumber } from '@/components/soroban/soroban';
import { ButtonLink } from '@/components/ui/router-link';
import { paths } from '@/config/paths';
import { inlineQuestion } from '@/lib/written-question';
import { useDownloadResultPdf } from '../api/download-result-pdf';
import { formatMinutes, formatNumber, formatPercent, formatScore } from '@/lib/format';
import type { ResultReview as Review } from '@/types/api';
import './result-review.css';

type Letter = 'a' | 'b' | 'c' | 'd';
type ShownQuestion = Review['questions'][number];

const optionText = (question: ShownQuestion, letter: Letter) =>
  `${letter.toUpperCase()}  ${formatNumber(question[`option_${letter}`])}`;

const percentage = (review: Review) =>
  review.total_marks > 0 ? Math.round((review.score / review.total_marks) * 10_000) / 100 : 0;

/** The right answer in beads, as the child would set it on their own soroban. */
function AnswerOnSoroban({ value }: { value: number }) {
  if (!Number.isSafeInteger(value) || value < 0) return null;
  return (
    <div className="review-soroban">
      <SorobanNumber value={value} size="small" />
    </div>
  );
}

/** My result: the score first, big, then each question with my answer and, where I may see it, the right one. */
export function ResultReview({ review, timeUp }: { review: Review; timeUp: boolean }) {
  const download = useDownloadResultPdf();
  const keyHidden = review.feedback?.some((item) => item.correct_option === undefined) ?? false;
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
      <dl className="review-figures" aria-label="Your score">
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
        {review.type === 'practice' && (
          <ButtonLink type="primary" size="large" to={paths.takeExam.getHref(review.examDetails.exam_id)}>
            Practise again
          </ButtonLink>
        )}
        <ButtonLink size="large" to={paths.exams.getHref()}>
          My exams
        </ButtonLink>
        <Button
          size="large"
          icon={<DownloadOutlined aria-hidden />}
          loading={download.isPending}
          onClick={() => download.mutate(review.result_id)}
        >
          PDF
        </Button>
      </Flex>
      {download.isError && <ApiErrorAlert error={download.error} />}

      {review.feedback && review.questions.length > 0 ? (
        <section aria-label="Your answers">
          <Typography.Title level={2}>Your answers</Typography.Title>
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
                  <div className="review-answers">
                    <span>
                      Your answer: <strong>{item.chosen ? optionText(question, item.chosen) : 'none'}</strong>
                    </span>
                    {item.correct_option && !item.is_correct && (
                      <span>
                        Right answer: <strong>{optionText(question, item.correct_option)}</strong>
                      </span>
                    )}
                  </div>
                  {review.type === 'practice' && item.correct_option && (
                    <AnswerOnSoroban value={question[`option_${item.correct_option}`]} />
                  )}
                </li>
              );
            })}
          </ol>
        </section>
      ) : (
        <Typography.Paragraph type="secondary">
          This result was sent without its answers, so there is nothing to go through question by question.
        </Typography.Paragraph>
      )}
    </>
  );
}
