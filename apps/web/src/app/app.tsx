import { useTranslation } from 'react-i18next';
import { AppUpdateNotice } from '@/components/layout/app-update-notice';
import { AppProvider } from './provider';
import { AppRouter } from './router';

export function App() {
  // A new language draws every screen again from the start, dates and numbers included.
  const { i18n } = useTranslation();
  return (
    <AppProvider>
      <AppUpdateNotice />
      <AppRouter key={i18n.language} />
    </AppProvider>
  );
}
