import { TIME_ZONES } from '@abacus/contract';
import { Checkbox, Form, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { SaveChangesEnd } from '@/components/ui/save-changes-end';
import { useCheckedForm } from '@/hooks/use-checked-form';
import { useSaveChanges } from '@/hooks/use-save-changes';
import type { PracticeSettings } from '@/types/api';
import { useUpdatePracticeSettings } from '../api/update-practice-settings';

const FIELDS = ['daily_goal', 'practice_days', 'time_zone', 'weekly_report_day'] as const;
const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
const TIME_ZONE_OPTIONS = TIME_ZONES.map((zone) => ({ value: zone, label: zone }));

/** The zone this device is set to, offered when the school's is still the one it started with. */
const deviceZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * How many questions each child's daily set has, the weekdays whose practice keeps a streak going, the
 * school's time zone (where its days begin and end) and the day parents' weekly reports are emailed;
 * only what changed is sent.
 */
export function PracticeSettingsForm({ settings }: { settings: PracticeSettings }) {
  const { t } = useTranslation('teacherAccount');
  const update = useUpdatePracticeSettings();
  const { form, errors, formProps } = useCheckedForm<PracticeSettings>(FIELDS);
  const { notice, clearNotice, saveChanges } = useSaveChanges(t('practice.saved'), form);
  const submit = (values: PracticeSettings) => {
    errors.clear();
    // The days in the week's order, so that the same days in another order are no change.
    const edited = { ...values, practice_days: WEEKDAYS.filter((day) => values.practice_days.includes(day)) };
    const changes = Object.fromEntries(
      FIELDS.filter((field) => JSON.stringify(edited[field]) !== JSON.stringify(settings[field])).map(
        (field) => [field, edited[field]],
      ),
    ) as Partial<PracticeSettings>;
    saveChanges(changes, (changed, saved) =>
      update.mutate(changed, { onSuccess: (now) => saved(now), onError: errors.show }),
    );
  };
  const suggestZone = settings.time_zone === 'UTC' && deviceZone !== 'UTC' && TIME_ZONES.includes(deviceZone);
  return (
    <Form {...formProps} initialValues={settings} onFinish={submit} onValuesChange={clearNotice}>
      <Form.Item name="daily_goal" label={t('practice.goal')} extra={t('practice.goalHint')}>
        <InputNumber min={5} max={50} precision={0} />
      </Form.Item>
      <Form.Item name="practice_days" label={t('practice.days')} extra={t('practice.daysHint')}>
        {/* At least one day: the API says so, beside the days, when none is ticked. */}
        <Checkbox.Group
          role="group"
          aria-label={t('practice.days')}
          options={WEEKDAYS.map((day) => ({ value: day, label: t(`practice.weekday.${day}`) }))}
        />
      </Form.Item>
      <Form.Item
        name="time_zone"
        label={t('practice.timeZone')}
        extra={suggestZone ? t('practice.deviceZone', { zone: deviceZone }) : t('practice.timeZoneHint')}
      >
        <Select showSearch options={TIME_ZONE_OPTIONS} style={{ maxWidth: 320 }} />
      </Form.Item>
      <Form.Item name="weekly_report_day" label={t('practice.reportDay')} extra={t('practice.reportDayHint')}>
        {/* Searched by the day's name in the screen's language, as the time zone is: typed, then Enter. */}
        <Select
          showSearch
          optionFilterProp="label"
          options={WEEKDAYS.map((day) => ({ value: day, label: t(`practice.weekday.${day}`) }))}
          style={{ maxWidth: 160 }}
        />
      </Form.Item>
      <SaveChangesEnd alert={errors.alert} notice={notice} pending={update.isPending} />
    </Form>
  );
}
