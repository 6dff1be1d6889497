import { LogoutOutlined } from '@ant-design/icons';
import { Button, Modal } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '@/components/ui/language-switch';
import { endSession } from '@/lib/api-client';
import { leavingQuestion, useLeavingGuarded } from '@/lib/leave-guard';
import './app-header.css';

/**
 * The top bar of a signed-in area: the app's name, who it is for, the language and the way out. While a
 * test runs, the language stays as it is (a switch mid-test would only distract), and a phone shows the
 * way out alone (see app-header.css): its screen is the test's. On a phone, Sign out is its icon alone.
 */
export function AppHeader({ area, children }: { area: string; children?: ReactNode }) {
  const { t } = useTranslation('shared');
  const [modal, modalHolder] = Modal.useModal();
  const testRunning = useLeavingGuarded();
  const signOut = () => {
    const question = leavingQuestion();
    if (!question) return endSession();
    void modal.confirm({
      title: question,
      content: t('header.answersSaved'),
      okText: t('header.signOut'),
      cancelText: t('header.stay'),
      onOk: () => endSession(),
    });
  };
  return (
    <header className={testRunning ? 'app-header app-header-test-running' : 'app-header'}>
      {modalHolder}
      <div className="app-header-bar">
        <span className="app-header-name">
          <AbacusMark /> {t('appName')} <span className="app-header-area">{area}</span>
        </span>
        <div className="app-header-actions">
          {!testRunning && <LanguageSwitch />}
          <Button
            className="app-header-sign-out"
            icon={<LogoutOutlined aria-hidden />}
            aria-label={t('header.signOut')}
            onClick={signOut}
          >
            <span className="app-header-sign-out-word">{t('header.signOut')}</span>
          </Button>
        </div>
      </div>
      {children}
    </header>
  );
}

function AbacusMark() {
  return (
    <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden focusable="false">
      <rect x="2" y="2" width="28" height="28" rx="6" fill="#0958d9" />
      <path d="M6 10h20M6 16h20M6 22h20" stroke="#fff" strokeWidth="1.5" />
      <g fill="#ffd666">
        <circle cx="10" cy="10" r="2.6" />
        <circle cx="17" cy="16" r="2.6" />
        <circle cx="13" cy="22" r="2.6" />
        <circle cx="22" cy="22" r="2.6" />
      </g>
    </svg>
  );
}
