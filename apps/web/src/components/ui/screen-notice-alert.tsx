import { Alert } from 'antd';
import { useLocation } from 'react-router';
import { noticeOf } from '@/lib/screen-notice';

/** What the screen that sent the teacher here had to say (e.g. that a student was deleted). */
export function ScreenNoticeAlert() {
  const notice = noticeOf(useLocation().state);
  return (
    <div role="status">
      {notice && <Alert type="success" showIcon title={notice} style={{ marginBottom: 16 }} />}
    </div>
  );
}
