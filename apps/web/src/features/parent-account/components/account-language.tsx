import { Flex, Radio, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { LANGUAGE_OPTIONS } from '@/components/ui/language-switch';
import type { Language } from '@/i18n/languages';
import type { ParentProfile } from '@/types/api';
import { useChangeLanguage } from '../api/parent-account';

/**
 * The language of the parent's account: their screens' (here and on any device they sign in on) and
 * their children's weekly reports'. Saved as soon as it is chosen.
 */
export function AccountLanguage({ parent }: { parent: ParentProfile }) {
  const { t } = useTranslation('parentAccount');
  const { t: area } = useTranslation('parentArea');
  const change = useChangeLanguage();
  return (
    <Flex vertical gap={12} align="start">
      <Typography.Paragraph style={{ margin: 0 }}>{t('language.explained')}</Typography.Paragraph>
      <Radio.Group
        optionType="button"
        buttonStyle="solid"
        size="large"
        aria-label={area('account.language')}
        value={change.isPending ? change.variables : parent.language}
        disabled={change.isPending}
        onChange={(event) => change.mutate(event.target.value as Language)}
        options={LANGUAGE_OPTIONS}
      />
      {change.isPending && (
        <span role="status" className="visually-hidden">
          {t('language.saving')}
        </span>
      )}
      {change.isError && <ApiErrorAlert error={change.error} />}
    </Flex>
  );
}
