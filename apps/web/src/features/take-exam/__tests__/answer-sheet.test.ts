// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { keepSheet, optionForKey, readKeptSheet, startingSheet, unansweredNumbers } from '../answer-sheet';

describe('the answer sheet', () => {
  beforeEach(() => sessionStorage.clear());

  it('reads 1–4 and A–D (either case) as the four options, and nothing else', () => {
    expect(['1', '2', '3', '4', 'a', 'B', 'c', 'D'].map(optionForKey)).toEqual([
      'a',
      'b',
      'c',
      'd',
      'a',
      'b',
      'c',
      'd',
    ]);
    expect(['0', '5', 'e', 'Enter', 'ArrowRight', ' '].map(optionForKey)).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it('lists the questions still without an answer, counted from 1', () => {
    expect(unansweredNumbers(['a', null, 'c', null])).toEqual([2, 4]);
    expect(unansweredNumbers(['a', 'b'])).toEqual([]);
  });

  it("starts from the server's answers, overlaid with this tab's newer ones", () => {
    const kept = { answers: [null, 'd', 'a'] as const, flagged: [false, true, false] };
    expect(startingSheet(['b', 'c', null], { answers: [...kept.answers], flagged: kept.flagged })).toEqual({
      answers: ['b', 'd', 'a'],
      flagged: [false, true, false],
    });
    expect(startingSheet(['b', null], null)).toEqual({ answers: ['b', null], flagged: [false, false] });
  });

  it('keeps a sheet across a reload, and ignores one of another size or damaged', () => {
    keepSheet('t1', { answers: ['a', null], flagged: [false, true] });
    expect(readKeptSheet('t1', 2)).toEqual({ answers: ['a', null], flagged: [false, true] });
    expect(readKeptSheet('t1', 3)).toBeNull();
    expect(readKeptSheet('t2', 2)).toBeNull();
    sessionStorage.setItem('abacus.attempt.t3', '{"answers":["x",null],"flagged":[false,false]}');
    expect(readKeptSheet('t3', 2)).toBeNull();
    sessionStorage.setItem('abacus.attempt.t4', 'not json');
    expect(readKeptSheet('t4', 2)).toBeNull();
  });

  it('keeps written answers as numbers, zero and below zero included, and nothing else of the kind', () => {
    keepSheet('t5', { answers: [47, 0, -12, null], flagged: [false, false, true, false] });
    expect(readKeptSheet('t5', 4)).toEqual({
      answers: [47, 0, -12, null],
      flagged: [false, false, true, false],
    });
    expect(startingSheet([null, null, null, 5], readKeptSheet('t5', 4)).answers).toEqual([47, 0, -12, 5]);
    sessionStorage.setItem('abacus.attempt.t6', '{"answers":[1.5,null],"flagged":[false,false]}');
    expect(readKeptSheet('t6', 2)).toBeNull();
    expect(unansweredNumbers([0, null, -3])).toEqual([2]);
  });
});
