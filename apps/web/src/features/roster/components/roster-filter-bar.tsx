import { GRADES, MAX_SEARCH_LENGTH } from '@abacus/contract';
import { Button, Col, Form, Input, Radio, Row, Select } from 'antd';
import { useEffect, useEffectEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  isFiltered,
  viewOf,
  withFilter,
  withoutFilters,
  withView,
  type RosterFilters,
  type RosterView,
} from '../roster-filters';
import { useDebouncedValue } from '../use-debounced-value';

/** A pause this long in typing counts as "done typing": long enough to skip keystrokes, short to feel live. */
const TYPING_PAUSE_MS = 350;

const ALL = 0;

/** The two grades a roster narrows by, each a select of its own, with the keys of its words. */
const GRADE_FILTERS = [
  {
    key: 'sclass',
    id: 'roster-class',
    label: 'columns.class',
    all: 'list.allClasses',
    each: 'list.eachClass',
  },
  { key: 'level', id: 'roster-level', label: 'columns.level', all: 'list.allLevels', each: 'list.eachLevel' },
] as const;

interface RosterFilterBarProps {
  filters: RosterFilters;
  onChange: (filters: RosterFilters) => void;
}

/**
 * Search by name, narrow by class and level, and switch between the class, the children waiting for
 * their level, and the closed accounts.
 */
export function RosterFilterBar({ filters, onChange }: RosterFilterBarProps) {
  const { t } = useTranslation('roster');
  const [nameInput, setNameInput] = useState(filters.name);
  const typedName = useDebouncedValue(nameInput, TYPING_PAUSE_MS);

  const applyName = useEffectEvent((name: string) => {
    if (name !== filters.name) onChange(withFilter(filters, { name }));
  });
  useEffect(() => applyName(typedName), [typedName]);

  const clear = () => {
    setNameInput('');
    onChange(withoutFilters(filters));
  };

  return (
    <Form layout="vertical" component={false}>
      <Form.Item>
        <Radio.Group
          aria-label={t('list.show')}
          optionType="button"
          value={viewOf(filters)}
          onChange={(event) => onChange(withView(filters, event.target.value as RosterView))}
          options={[
            { value: 'class', label: t('list.myClass') },
            { value: 'waiting', label: t('list.waiting') },
            { value: 'closed', label: t('list.closedAccounts') },
          ]}
        />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item label={t('list.searchByName')} htmlFor="roster-name">
            <Input
              id="roster-name"
              type="search"
              value={nameInput}
              onChange={(event) => setNameInput(event.target.value)}
              autoComplete="off"
              maxLength={MAX_SEARCH_LENGTH}
              allowClear
            />
          </Form.Item>
        </Col>
        {GRADE_FILTERS.map(({ key, id, label, all, each }) => (
          <Col key={key} xs={12} md={6}>
            <Form.Item label={t(label)} htmlFor={id}>
              <Select
                id={id}
                options={[
                  { value: ALL, label: t(all) },
                  ...GRADES.map((grade) => ({ value: grade, label: t(each, { grade }) })),
                ]}
                value={filters[key] ?? ALL}
                onChange={(grade: number) => onChange(withFilter(filters, { [key]: grade || null }))}
              />
            </Form.Item>
          </Col>
        ))}
      </Row>
      {isFiltered({ ...filters, name: nameInput }) && (
        <Form.Item>
          <Button onClick={clear}>{t('list.clearFilters')}</Button>
        </Form.Item>
      )}
    </Form>
  );
}
