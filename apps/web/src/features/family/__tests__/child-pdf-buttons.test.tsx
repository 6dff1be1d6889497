// @vitest-environment jsdom
import '@/testing/dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { createQueryClient } from '@/lib/react-query';
import { ChildCertificateButton, WeeklyReportButton } from '../components/child-pdf-buttons';
import { gradeRecord, linkedChild, practiceWeek } from './family-fixtures';

const PDF = new Blob(['%PDF-1.7'], { type: 'application/pdf' });

/** The names the page gave the files it handed to the browser to save. */
let saved: string[] = [];

beforeEach(() => {
  saved = [];
  // jsdom has no object URLs: these stand in, and stay, as a saved file's URL is freed a minute later,
  // when the test is long over. A click on a download link would try to navigate: it is recorded instead.
  URL.createObjectURL = () => 'blob:pdf';
  URL.revokeObjectURL = () => undefined;
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});

afterEach(() => vi.restoreAllMocks());

function answerPdf() {
  return vi.spyOn(api, 'GET').mockImplementation((async () => ({
    data: PDF,
    response: new Response(null, { status: 200 }),
  })) as never);
}

function show(element: ReactNode) {
  render(<QueryClientProvider client={createQueryClient()}>{element}</QueryClientProvider>);
}

describe('a parent’s downloads', () => {
  it('fetch the certificate of the child’s grade, named after the grade and the child', async () => {
    const get = answerPdf();
    show(<ChildCertificateButton child={linkedChild()} record={gradeRecord()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Download certificate of 8th kyu (PDF)' }));
    await waitFor(() => expect(saved).toEqual(['certificate-8th-kyu-ravi-kumar.pdf']));
    expect(get).toHaveBeenCalledWith('/api/v1/parent/children/{studentId}/certificate', {
      params: {
        path: { studentId: 'sRavi000000001' },
        query: expect.objectContaining({ grading: 'gSpring0000001', lang: 'en' }) as unknown,
      },
      parseAs: 'blob',
    });
  });

  it('fetch the report of the week on screen, named after the child and its Monday', async () => {
    const get = answerPdf();
    show(<WeeklyReportButton child={linkedChild()} practice={practiceWeek()} />);
    await userEvent.click(
      screen.getByRole('button', { name: 'Download this week’s report of Ravi Kumar (PDF)' }),
    );
    await waitFor(() => expect(saved).toEqual(['weekly-report-ravi-kumar-2026-12-07.pdf']));
    expect(get).toHaveBeenCalledWith('/api/v1/parent/children/{studentId}/report', {
      params: {
        path: { studentId: 'sRavi000000001' },
        query: expect.objectContaining({ week: '2026-12-07', lang: 'en' }) as unknown,
      },
      parseAs: 'blob',
    });
  });

  it('say why a download failed', async () => {
    vi.spyOn(api, 'GET').mockImplementation((async () => ({
      error: { success: false, statusCode: 409, data: null, message: 'This grading is not passed' },
      response: new Response(null, { status: 409 }),
    })) as never);
    show(<ChildCertificateButton child={linkedChild()} record={gradeRecord()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Download certificate of 8th kyu (PDF)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This grading is not passed');
    expect(saved).toEqual([]);
  });
});
