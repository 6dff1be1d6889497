// @vitest-environment jsdom
import '@/testing/dom';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/i18n/i18n';
import { common as hindiCommon } from '@/locales/hi/common';
import { family as hindiFamily } from '@/locales/hi/family';
import type { PracticeWeek as Week } from '@/types/api';
import { PracticeWeek } from '../components/practice-week';
import { practiceWeek } from './family-fixtures';

/** The week as a screen reader reads it: each day's name and state, Monday first. */
function daysRead(week: Week, listName: string): string[] {
  render(<PracticeWeek practice={week} />);
  return within(screen.getByRole('list', { name: listName }))
    .getAllByRole('listitem')
    .map((day) => day.querySelector('.visually-hidden')?.textContent ?? '');
}

describe('a child’s week at a glance', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('reads each day with its state, and says whether today’s practice is done', () => {
    expect(daysRead(practiceWeek(), 'Practice this week, Monday to Sunday')).toEqual([
      'Monday 7 December: Done',
      'Tuesday 8 December: Done',
      'Wednesday 9 December: Not done',
      'Today, Thursday 10 December: Not done yet',
      'Friday 11 December: To come',
      'Saturday 12 December: Done',
      'Sunday 13 December: Not a practice day',
    ]);
    screen.getByText('Today’s practice is not done yet.');
    // On screen, each day is its weekday and a mark (today's framed), the marks explained below.
    expect([...document.querySelectorAll('.practice-day-name')].map((name) => name.textContent)).toEqual([
      'Mon',
      'Tue',
      'Wed',
      'Thu',
      'Fri',
      'Sat',
      'Sun',
    ]);
    expect(document.querySelector('.practice-day-today .practice-day-name')?.textContent).toBe('Thu');
    const key = screen.getByRole('list', { name: 'Key' });
    expect(
      within(key)
        .getAllByRole('listitem')
        .map((item) => item.textContent?.trim()),
    ).toEqual(['Done', 'Not done', 'Not done yet', 'To come', 'Not a practice day']);
    screen.getByText('No streak yet');
    screen.getByText('24 min 30 s practised this week');
  });

  it('names only the marks the week shows, with the streak of a child who practised today', () => {
    const week = practiceWeek({
      done_today: true,
      streak: 3,
      week: practiceWeek().week.map((day) => ({ ...day, done: day.counts && day.day <= '2026-12-10' })),
    });
    render(<PracticeWeek practice={week} />);
    screen.getByText('Today’s practice is done.');
    const key = screen.getByRole('list', { name: 'Key' });
    expect(
      within(key)
        .getAllByRole('listitem')
        .map((item) => item.textContent?.trim()),
    ).toEqual(['Done', 'To come', 'Not a practice day']);
    screen.getByText('3 days in a row');
  });

  it('says so when nothing is practised yet this week', () => {
    const week = practiceWeek({ minutes_this_week: 0 });
    render(<PracticeWeek practice={{ ...week, week: week.week.map((day) => ({ ...day, done: false })) }} />);
    screen.getByText('No practice yet this week');
  });

  it('speaks Hindi, the days named as Hindi names them', async () => {
    i18n.addResourceBundle('hi', 'common', hindiCommon, true, true);
    i18n.addResourceBundle('hi', 'family', hindiFamily, true, true);
    await i18n.changeLanguage('hi');
    expect(daysRead(practiceWeek({ minutes_this_week: 12 }), 'इस हफ़्ते का अभ्यास, सोमवार से रविवार तक')).toEqual([
      'सोमवार, 7 दिसंबर: हो गया',
      'मंगलवार, 8 दिसंबर: हो गया',
      'बुधवार, 9 दिसंबर: नहीं हुआ',
      'आज, गुरुवार, 10 दिसंबर: अभी नहीं हुआ',
      'शुक्रवार, 11 दिसंबर: अभी आना है',
      'शनिवार, 12 दिसंबर: हो गया',
      'रविवार, 13 दिसंबर: अभ्यास का दिन नहीं',
    ]);
    screen.getByText('आज का अभ्यास अभी नहीं हुआ है।');
    screen.getByText('इस हफ़्ते 12 मिनट अभ्यास किया');
    expect(document.querySelector('.practice-day-name')?.textContent).toBe('सोम');
  });
});
