import { describe, expect, it } from 'vitest';
import { startOrder, type QueuedFile } from '../src/start-order.js';

const file = (project: string, name: string, isolate = true): QueuedFile => ({
  key: `${project}:${name}`,
  project,
  isolate,
});

const keys = (files: QueuedFile[]) => files.map(({ key }) => key);

describe('the order files start in', () => {
  it('is longest first across projects, whatever their names', () => {
    const durations = new Map([
      ['api:short', 1_000],
      ['web (browser):long', 50_000],
      ['generator:middle', 9_000],
    ]);
    const order = startOrder(
      [file('api', 'short'), file('generator', 'middle'), file('web (browser)', 'long')],
      (key) => durations.get(key),
    );
    expect(keys(order)).toEqual(['web (browser):long', 'generator:middle', 'api:short']);
  });

  it('keeps the files of a project that shares its workers together, where its longest one goes', () => {
    const durations = new Map([
      ['api:events', 27_000],
      ['api:health', 1_000],
      ['api:exams', 3_000],
      ['web (browser):hindi', 55_000],
      ['web (browser):join', 18_000],
      ['docs:shell', 13_000],
    ]);
    const order = startOrder(
      [
        file('api', 'health', false),
        file('web (browser)', 'join'),
        file('api', 'events', false),
        file('docs', 'shell', false),
        file('api', 'exams', false),
        file('web (browser)', 'hindi'),
      ],
      (key) => durations.get(key),
    );
    expect(keys(order)).toEqual([
      'web (browser):hindi',
      'api:events',
      'api:exams',
      'api:health',
      'web (browser):join',
      'docs:shell',
    ]);
  });

  it('starts files it knows no duration of first, as new files have none', () => {
    const order = startOrder([file('api', 'known'), file('api', 'new')], (key) =>
      key === 'api:known' ? 60_000 : undefined,
    );
    expect(keys(order)).toEqual(['api:new', 'api:known']);
  });

  it('starts a new file first in its shared block, which stays where its longest known file goes', () => {
    const durations = new Map([
      ['api:events', 12_000],
      ['web (browser):hindi', 40_000],
    ]);
    const order = startOrder(
      [file('api', 'events', false), file('api', 'new', false), file('web (browser)', 'hindi')],
      (key) => durations.get(key),
    );
    expect(keys(order)).toEqual(['web (browser):hindi', 'api:new', 'api:events']);
  });

  it('starts a shared block first when it knows none of its files', () => {
    const order = startOrder([file('web (browser)', 'hindi'), file('api', 'new', false)], (key) =>
      key === 'web (browser):hindi' ? 40_000 : undefined,
    );
    expect(keys(order)).toEqual(['api:new', 'web (browser):hindi']);
  });
});
