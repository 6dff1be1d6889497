import { PrinterOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Form, Input, InputNumber, Modal, Typography } from 'antd';
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { analyticsQueries } from '@/api/analytics-queries';
import { formatNumber } from '@/lib/format';
import { MOST_SLIPS, SLIPS_PER_PAGE, slipPages } from '../slip-pages';
import { JoinSlip, type SlipContent } from './join-slip';
import './join-slips.css';

/** Slips offered when the class has nobody yet: a class's worth. */
const CLASS_OF_SLIPS = 30;

/** The slips as printed: pages of them, put straight under <body> where the print stylesheet finds them. */
function SlipSheet({ count, slip }: { count: number; slip: SlipContent }) {
  return createPortal(
    <div className="join-slips-sheet">
      {slipPages(count).map((page) => (
        <div key={page[0]} className="join-slips-page">
          {page.map((number) => (
            <JoinSlip key={number} {...slip} />
          ))}
        </div>
      ))}
    </div>,
    document.body,
  );
}

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
 * "Print join slips": a slip per child with the class code, its address and QR code, ten to an A4
 * page with lines to cut along, printed (or saved as a PDF) by the browser's own print.
 */
export function JoinSlips({ code, joinLink, teacherName }: JoinSlipsProps) {
  const { t } = useTranslation('classCode');
  const [open, setOpen] = useState(false);
  const classSize = useClassSize();
  const [count, setCount] = useState<number | null>(null);
  const [from, setFrom] = useState(teacherName);
  const slips = count ?? (classSize ? Math.min(classSize, MOST_SLIPS) : CLASS_OF_SLIPS);
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
            key="print"
            type="primary"
            size="large"
            icon={<PrinterOutlined aria-hidden />}
            onClick={() => window.print()}
          >
            {t('slips.print', { count: slips, number: formatNumber(slips) })}
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
        <div className="join-slip-preview" aria-label={t('slips.preview')} role="group">
          <JoinSlip {...slip} />
        </div>
      </Modal>
      {open && <SlipSheet count={slips} slip={slip} />}
    </>
  );
}
