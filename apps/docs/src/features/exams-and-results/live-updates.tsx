import { Typography } from 'antd';
import { InlineCode } from '@/components/ui/inline-code';

export function LiveUpdates() {
  return (
    <Typography.Paragraph>
      <InlineCode>GET /api/v1/events</InlineCode> is a stream of Server-Sent Events, opened with the access
      token like any call, that says what changed for the account as it happens — an exam created, opened,
      closed, changed or deleted (to its admin and the students of its level), a result handed in or set aside
      for a retake (to the exam’s admin and the student), a live round opened, moved on, closed or ended (to
      its admin and to the children who may join it; who joined and answered to the admin alone) — by ids
      alone: the client reads what it shows again. Each connection starts with <InlineCode>ready</InlineCode>{' '}
      (read everything again), so nothing missed while disconnected is lost; a heartbeat comes every{' '}
      <InlineCode>EVENTS_HEARTBEAT_INTERVAL</InlineCode>, and the stream ends when its token expires, its
      account may no longer act (deleted, closed class, new password, another level) and on shutdown, for the
      client to reconnect. With PostgreSQL the events travel between API processes by{' '}
      <InlineCode>LISTEN</InlineCode>/<InlineCode>NOTIFY</InlineCode>.
    </Typography.Paragraph>
  );
}
