import { Button, Col, Form, Input, Radio, Row, Select } from 'antd';
import { useEffect, useEffectEvent, useState } from 'react';
import { GRADES, isFiltered, withFilter, withoutFilters, type RosterFilters } from '../roster-filters';
import { useDebouncedValue } from '../use-debounced-value';

/** A pause this long in typing counts as "done typing": long enough to skip keystrokes, short to feel live. */
const TYPING_PAUSE_MS = 350;

const ALL = 0;
const gradeOptions = (all: string, each: string) => [
  { value: ALL, label: all },
  ...GRADES.map((grade) => ({ value: grade, label: `${each} ${grade}` })),
];
const CLASS_OPTIONS = gradeOptions('All classes', 'Class');
const LEVEL_OPTIONS = gradeOptions('All levels', 'Level');

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
              maxLength={100}
              allowClear
            />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item label="Class" htmlFor="roster-class">
            <Select
              id="roster-class"
              options={CLASS_OPTIONS}
              value={filters.sclass ?? ALL}
              onChange={(sclass: number) => onChange(withFilter(filters, { sclass: sclass || null }))}
            />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item label="Level" htmlFor="roster-level">
            <Select
              id="roster-level"
              options={LEVEL_OPTIONS}
              value={filters.level ?? ALL}
              onChange={(level: number) => onChange(withFilter(filters, { level: level || null }))}
            />
          </Form.Item>
        </Col>
      </Row>
      {isFiltered({ ...filters, name: nameInput }) && (
        <Form.Item>
          <Button onClick={clear}>Clear the search and filters</Button>
        </Form.Item>
      )}
    </Form>
  );
}
