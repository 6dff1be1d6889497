import { DownloadOutlined, FileSearchOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('results');
  const download = useDownloadResultPdf();
  const title = result.examDetails.title;
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
              {t(result.type === 'practice' ? 'card.practice' : 'card.test')}
            </StatusTag>
            {result.live_round && <StatusTag tone="amber">{t('card.liveRound')}</StatusTag>}
            {result.superseded && <StatusTag tone="grey">{t('card.replaced')}</StatusTag>}
          </Flex>
        </Flex>
        <dl className="result-card-figures">
          <div>
            <dt>{t('card.score')}</dt>
            <dd>
              {formatScore(result.score, result.total_marks)} ({formatPercent(percentage(result))})
            </dd>
          </div>
          <div>
            <dt>{t('card.rightAnswers')}</dt>
            <dd>
              {t('card.rightOfTotal', {
                right: formatNumber(result.total_correct),
                total: formatNumber(result.total_questions),
              })}
            </dd>
          </div>
          <div>
            <dt>{t('card.time')}</dt>
            <dd>{formatMinutes(result.time_taken)}</dd>
          </div>
        </dl>
        <Flex gap={8} wrap>
          <ButtonLink
            type="primary"
            icon={<FileSearchOutlined aria-hidden />}
            to={paths.result.getHref(result.result_id)}
            aria-label={t('card.answersOf', { title, when })}
          >
            {t('card.answers')}
          </ButtonLink>
          <Button
            icon={<DownloadOutlined aria-hidden />}
            loading={download.isPending}
            onClick={() => download.mutate({ resultId: result.result_id, names: [result.examDetails.title] })}
            aria-label={t('card.pdfOf', { title, when })}
          >
            {t('card.pdf')}
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
