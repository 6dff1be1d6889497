import { DownloadOutlined, PrinterOutlined } from '@ant-design/icons';
import { DEFAULT_SLIPS, MOST_SLIPS, SLIPS_PER_PAGE } from '@abacus/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Form, Input, InputNumber, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { analyticsQueries } from '@/api/analytics-queries';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { formatNumber } from '@/lib/format';
import { useDownloadJoinSlips } from '../api/download-join-slips';
import { JoinSlip } from './join-slip';
import './join-slips.css';

/** How many open accounts the class has: a slip each is what a teacher usually wants. */
function useClassSize(): number | undefined {
  const levels = useQuery(analyticsQueries.levels());
  return levels.data?.levels.reduce((sum, level) => sum + level.students, 0);
}

interface JoinSlipsProps {
  code: string;
  joinLink: string;
  teacherName: string;
}

/**
 * "Print join slips": a slip per child with the class code, its address and QR code, ten to an A4 page
 * with lines to cut along. The API makes the PDF, with fonts for every script embedded, so a school's
 * name prints whole whatever fonts the teacher's device has.
 */
export function JoinSlips({ code, joinLink, teacherName }: JoinSlipsProps) {
  const { t } = useTranslation('classCode');
  const [open, setOpen] = useState(false);
  const classSize = useClassSize();
  const [count, setCount] = useState<number | null>(null);
  const [from, setFrom] = useState(teacherName);
  const download = useDownloadJoinSlips();
  const slips = count ?? (classSize ? Math.min(classSize, MOST_SLIPS) : DEFAULT_SLIPS);
  const slip = { from: from.trim() || teacherName, code, joinLink };
  const pages = Math.ceil(slips / SLIPS_PER_PAGE);

  return (
    <>
      <Button size="large" icon={<PrinterOutlined aria-hidden />} onClick={() => setOpen(true)}>
        {t('slips.printJoinSlips')}
      </Button>
      <Modal
        open={open}
        title={t('slips.printJoinSlips')}
        width={640}
        onCancel={() => setOpen(false)}
        footer={[
          <Button key="close" size="large" onClick={() => setOpen(false)}>
            {t('slips.close')}
          </Button>,
          <Button
            key="download"
            type="primary"
            size="large"
            icon={<DownloadOutlined aria-hidden />}
            loading={download.isPending}
            onClick={() => download.mutate({ count: slips, from: slip.from, link: joinLink })}
          >
            {t('slips.download', { count: slips, number: formatNumber(slips) })}
          </Button>,
        ]}
      >
        <Typography.Paragraph>
          {t('slips.intro', { perPage: formatNumber(SLIPS_PER_PAGE) })}
        </Typography.Paragraph>
        <Form layout="vertical" requiredMark={false}>
          <Form.Item label={t('slips.from')} htmlFor="join-slips-from">
            <Input
              id="join-slips-from"
              value={from}
              maxLength={60}
              onChange={(event) => setFrom(event.target.value)}
            />
          </Form.Item>
          <Form.Item
            label={t('slips.howMany')}
            htmlFor="join-slips-count"
            extra={`${t('slips.pages', { count: pages, number: formatNumber(pages) })} ${
              classSize ? t('slips.classSize', { number: formatNumber(classSize) }) : ''
            }`}
          >
            <InputNumber
              id="join-slips-count"
              min={1}
              max={MOST_SLIPS}
              precision={0}
              value={slips}
              onChange={(value) => value !== null && setCount(value)}
            />
          </Form.Item>
        </Form>
        {download.isError && <ApiErrorAlert error={download.error} />}
        <div className="join-slip-preview" aria-label={t('slips.preview')} role="group">
          <JoinSlip {...slip} />
        </div>
      </Modal>
    </>
  );
}
