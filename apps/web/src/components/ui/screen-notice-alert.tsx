import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { noticeOf, noticeText } from '@/lib/screen-notice';

/** What the screen that sent the teacher here had to say (e.g. that a student was deleted). */
export function ScreenNoticeAlert() {
  const { t } = useTranslation();
  const notice = noticeOf(useLocation().state);
  return (
    <div role="status">
      {notice && <Alert type="success" showIcon title={noticeText(notice, t)} style={{ marginBottom: 16 }} />}
    </div>
  );
}
