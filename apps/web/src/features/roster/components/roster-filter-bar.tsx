import { GRADES, MAX_SEARCH_LENGTH } from '@abacus/contract';
import { Button, Col, Form, Input, Radio, Row, Select } from 'antd';
import { useEffect, useEffectEvent, useState } from 'react';
import { isFiltered, withFilter, withoutFilters, type RosterFilters } from '../roster-filters';
import { useDebouncedValue } from '../use-debounced-value';

/** A pause this long in typing counts as "done typing": long enough to skip keystrokes, short to feel live. */
const TYPING_PAUSE_MS = 350;

const ALL = 0;
const gradeOptions = (all: string, each: string) => [
  { value: ALL, label: all },
  ...GRADES.map((grade) => ({ value: grade, label: `${each} ${grade}` })),
];

/** The two grades a roster narrows by, each a select of its own. */
const GRADE_FILTERS = [
  { key: 'sclass', id: 'roster-class', label: 'Class', options: gradeOptions('All classes', 'Class') },
  { key: 'level', id: 'roster-level', label: 'Level', options: gradeOptions('All levels', 'Level') },
] as const;

interface RosterFilterBarProps {
  filters: RosterFilters;
  onChange: (filters: RosterFilters) => void;
}

/** Search by name, narrow by class and level, and switch between the class and the closed accounts. */
export function RosterFilterBar({ filters, onChange }: RosterFilterBarProps) {
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
          aria-label="Show"
          optionType="button"
          value={filters.closed}
          onChange={(event) => onChange(withFilter(filters, { closed: event.target.value === true }))}
          options={[
            { value: false, label: 'My class' },
            { value: true, label: 'Closed accounts' },
          ]}
        />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item label="Search by name or username" htmlFor="roster-name">
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
        {GRADE_FILTERS.map(({ key, id, label, options }) => (
          <Col key={key} xs={12} md={6}>
            <Form.Item label={label} htmlFor={id}>
              <Select
                id={id}
                options={options}
                value={filters[key] ?? ALL}
                onChange={(grade: number) => onChange(withFilter(filters, { [key]: grade || null }))}
              />
            </Form.Item>
          </Col>
        ))}
      </Row>
      {isFiltered({ ...filters, name: nameInput }) && (
        <Form.Item>
          <Button onClick={clear}>Clear the search and filters</Button>
        </Form.Item>
      )}
    </Form>
  );
}
