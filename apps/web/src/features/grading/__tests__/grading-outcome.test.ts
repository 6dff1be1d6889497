import { describe, expect, it } from 'vitest';
import {
  hasCertificate,
  nearPassFrom,
  OUTCOME_TONE,
  sectionExamIds,
  sectionSteps,
  sectionsTaken,
} from '../grading-outcome';
import { grading, standing, studentOutcome } from './grading-fixtures';

const allOpen = () => true;

describe('nearPassFrom', () => {
  it('starts a near pass the given share of the full marks below the pass mark', () => {
    expect(nearPassFrom(100, 150, 10)).toBe(85);
  });

  it('rounds up, so that a score below the line is never called a near pass', () => {
    expect(nearPassFrom(14, 25, 10)).toBe(12);
  });

  it('is the pass mark itself when there is no near pass, and never below 0', () => {
    expect(nearPassFrom(14, 20, 0)).toBe(14);
    expect(nearPassFrom(5, 20, 50)).toBe(0);
  });
});

describe('sectionSteps', () => {
  it('numbers the sections in their order and marks the first one not taken as the next', () => {
    const steps = sectionSteps(
      studentOutcome([standing(3, 'pending'), standing(1, 'pass'), standing(2, 'pending')]),
      allOpen,
    );
    expect(steps.map((step) => [step.number, step.standing.title, step.kind])).toEqual([
      [1, 'Addition', 'taken'],
      [2, 'Multiplication', 'to-take'],
      [3, 'Division', 'to-take'],
    ]);
    expect(steps.filter((step) => step.kind === 'to-take' && step.next).map((step) => step.number)).toEqual([
      2,
    ]);
  });

  it('passes over a closed section: the next one is the first the child can start now', () => {
    const steps = sectionSteps(
      studentOutcome([standing(1, 'fail'), standing(2, 'pending'), standing(3, 'pending')]),
      (examId) => examId !== 'exam_2',
    );
    expect(steps.map((step) => step.kind)).toEqual(['taken', 'closed', 'to-take']);
    expect(steps[2]).toMatchObject({ next: true });
  });

  it('has no next step once every section is taken', () => {
    const steps = sectionSteps(
      studentOutcome([standing(1, 'pass'), standing(2, 'near-pass'), standing(3, 'fail')], 'fail'),
      allOpen,
    );
    expect(steps.every((step) => step.kind === 'taken')).toBe(true);
  });
});

describe('sectionsTaken', () => {
  it('counts the sections with a result', () => {
    expect(sectionsTaken(studentOutcome([standing(1, 'near-pass'), standing(2, 'pending')]))).toEqual({
      taken: 1,
      of: 2,
    });
  });
});

describe('an outcome', () => {
  it('has a colour of its own for each standing', () => {
    expect(new Set(Object.values(OUTCOME_TONE)).size).toBe(4);
  });

  it('gives a certificate for a pass only', () => {
    expect(hasCertificate({ outcome: 'pass' })).toBe(true);
    expect(hasCertificate({ outcome: 'near-pass' })).toBe(false);
    expect(hasCertificate({ outcome: 'fail' })).toBe(false);
    expect(hasCertificate({ outcome: 'pending' })).toBe(false);
  });
});

describe('sectionExamIds', () => {
  it('gathers the exams of every section of every grading', () => {
    const ids = sectionExamIds([grading(), grading({ sections: [] })]);
    expect([...ids].sort()).toEqual(['exam_1', 'exam_2', 'exam_3']);
  });
});
