import { useQuery } from '@tanstack/react-query';
import { Form, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { analyticsQueries } from '@/api/analytics-queries';
import { Loaded } from '@/components/ui/loaded';
import { paths } from '@/config/paths';
import { skillInWords } from '@/lib/skill-words';
import type { ClassMapRow } from '@/types/api';
import { childrenNeeding, FormulaMap } from './formula-map';

/**
 * The formula map of one level, chosen among `levels` (those with students): a formula's heading opens
 * the builder on a practice of it for the level's children who have not mastered it (all of them when
 * every child has, or none has).
 */
export function FormulaMapSection({ levels }: { levels: readonly number[] }) {
  const { t } = useTranslation('formulas');
  const navigate = useNavigate();
  const [level, setLevel] = useState(levels[0] ?? 1);
  const map = useQuery(analyticsQueries.classMap(level));
  const practise = (skill: string, rows: readonly ClassMapRow[]) => {
    const needing = childrenNeeding(rows, skill);
    const students = needing.length < rows.length ? needing.map((row) => row.student_id) : [];
    void navigate(paths.newExam.getHref(), {
      state: {
        start: {
          level,
          title: t('map.practiceTitle', { formula: skillInWords(skill) }),
          focus: [skill],
          students,
        },
      },
    });
  };
  return (
    <>
      <Form layout="vertical" style={{ maxWidth: 240 }}>
        <Form.Item label={t('map.level')} htmlFor="formula-map-level">
          <Select
            id="formula-map-level"
            value={level}
            onChange={setLevel}
            options={levels.map((each) => ({ value: each, label: t('map.levelNumber', { level: each }) }))}
          />
        </Form.Item>
      </Form>
      <Loaded query={map} label={t('map.loading', { level })} rows={6}>
        {({ items, meta }) => (
          <FormulaMap
            level={level}
            skills={meta.skills}
            rows={items}
            onPractise={(skill) => practise(skill, items)}
          />
        )}
      </Loaded>
    </>
  );
}
