import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { i18n } from '@/i18n/i18n';
import { ApiError } from '@/lib/api-client';
import { problemInAppWords } from '@/lib/problem-words';

/** The message for any error a call can end with, in words a child understands, in the app's language. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return problemInAppWords(error.message, error.status);
  return i18n.t('somethingWentWrongTryAgain');
}

interface ApiErrorAlertProps {
  error: unknown;
  /** Messages about fields the form does not show (validation errors placed nowhere else). */
  details?: readonly string[];
  /** What to do about it, said under the message. */
  hint?: string;
  /** Offers a "Try again" button, e.g. to refetch a failed list. */
  onRetry?: () => void;
}

/** The one way the app shows what went wrong: the API's `message`, and any details. */
export function ApiErrorAlert({ error, details = [], hint, onRetry }: ApiErrorAlertProps) {
  const { t } = useTranslation();
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      title={errorMessage(error)}
      description={
        details.length > 0 || hint ? (
          <>
            {hint}
            {details.length > 0 && (
              <ul style={{ margin: 0, paddingInlineStart: 20 }}>
                {details.map((detail) => (
                  <li key={detail}>{detail}</li>
                ))}
              </ul>
            )}
          </>
        ) : undefined
      }
      action={
        onRetry && (
          <Button size="small" onClick={onRetry}>
            {t('tryAgain')}
          </Button>
        )
      }
    />
  );
}
