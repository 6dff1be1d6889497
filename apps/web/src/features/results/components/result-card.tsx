import { DownloadOutlined, FileSearchOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Typography } from 'antd';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { ButtonLink } from '@abacus/react-common/router-link';
import { paths } from '@/config/paths';
import { StatusTag } from '@/components/ui/status-tag';
import { formatDateTime, formatMinutes, formatNumber, formatPercent, formatScore } from '@/lib/format';
import { scorePercentage } from '@/lib/score-percentage';
import type { ResultSummary } from '@/types/api';
import { useDownloadResultPdf } from '../api/download-result-pdf';
import './result-card.css';

/** Score of the marks the result was scored against, as the API computes it. */
const percentage = (result: ResultSummary) => scorePercentage(result.score, result.total_marks);

/** One result: which exam, when, the score, and its PDF report. */
export function ResultCard({ result }: { result: ResultSummary }) {
  const download = useDownloadResultPdf();
  const when = formatDateTime(result.date_completed);
  return (
    <Card className="result-card">
      <article aria-label={`${result.examDetails.title}, ${when}`}>
        <Flex justify="space-between" align="start" gap={12}>
          <div>
            <Typography.Title level={3} className="result-card-title">
              {result.examDetails.title}
            </Typography.Title>
            <Typography.Text type="secondary">{when}</Typography.Text>
          </div>
          <Flex vertical align="end" gap={4}>
            <StatusTag tone={result.type === 'practice' ? 'blue' : 'purple'}>
              {result.type === 'practice' ? 'Practice' : 'Test'}
            </StatusTag>
            {result.superseded && <StatusTag tone="grey">Replaced by a retake</StatusTag>}
          </Flex>
        </Flex>
        <dl className="result-card-figures">
          <div>
            <dt>Score</dt>
            <dd>
              {formatScore(result.score, result.total_marks)} ({formatPercent(percentage(result))})
            </dd>
          </div>
          <div>
            <dt>Right answers</dt>
            <dd>
              {formatNumber(result.total_correct)} of {formatNumber(result.total_questions)}
            </dd>
          </div>
          <div>
            <dt>Time</dt>
            <dd>{formatMinutes(result.time_taken)}</dd>
          </div>
        </dl>
        <Flex gap={8} wrap>
          <ButtonLink
            type="primary"
            icon={<FileSearchOutlined aria-hidden />}
            to={paths.result.getHref(result.result_id)}
            aria-label={`Go through the answers of ${result.examDetails.title}, ${when}`}
          >
            Answers
          </ButtonLink>
          <Button
            icon={<DownloadOutlined aria-hidden />}
            loading={download.isPending}
            onClick={() => download.mutate({ resultId: result.result_id, names: [result.examDetails.title] })}
            aria-label={`Download the PDF of ${result.examDetails.title}, ${when}`}
          >
            PDF
          </Button>
        </Flex>
        {download.isError && (
          <div style={{ marginTop: 12 }}>
            <ApiErrorAlert error={download.error} />
          </div>
        )}
      </article>
    </Card>
  );
}
