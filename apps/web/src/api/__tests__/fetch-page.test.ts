import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from '@/lib/api-client';
import { fetchPage, nextPageNumber } from '@/lib/fetch-page';
import { fetchStudentPage } from '../student-queries';

const meta = { page: 2, limit: 10, total: 11 };

const errorAnswer = (status: number, message: string) => ({
  error: { success: false, statusCode: status, data: null, message },
  response: new Response(null, { status }),
});

afterEach(() => vi.restoreAllMocks());

describe('fetchPage', () => {
  it('keeps the paging the API sends beside the list', async () => {
    const page = await fetchPage(
      Promise.resolve({ data: { data: ['r1'], meta }, response: new Response(null, { status: 200 }) }),
    );
    expect(page).toEqual({ items: ['r1'], meta });
  });

  it('throws the error envelope as an ApiError', async () => {
    await expect(fetchPage(Promise.resolve(errorAnswer(403, 'Admins only')))).rejects.toEqual(
      new ApiError(403, 'Admins only'),
    );
  });
});

describe('nextPageNumber', () => {
  it('names the page after one that leaves items over', () => {
    expect(nextPageNumber({ items: [], meta: { page: 2, limit: 10, total: 21 } })).toBe(3);
  });

  it('names none after the last page, full or not, or after an empty list', () => {
    expect(nextPageNumber({ items: [], meta: { page: 2, limit: 10, total: 20 } })).toBeUndefined();
    expect(nextPageNumber({ items: [], meta: { page: 2, limit: 10, total: 15 } })).toBeUndefined();
    expect(nextPageNumber({ items: [], meta: { page: 1, limit: 10, total: 0 } })).toBeUndefined();
  });
});

describe('fetchStudentPage', () => {
  it('reads the 404 of an empty match as an empty page', async () => {
    vi.spyOn(api, 'GET').mockResolvedValue(errorAnswer(404, 'No students found') as never);
    await expect(fetchStudentPage({ name: 'nobody', page: 1, limit: 20 })).resolves.toEqual({
      items: [],
      meta: { page: 1, limit: 20, total: 0 },
    });
  });

  it('lets other errors through', async () => {
    vi.spyOn(api, 'GET').mockResolvedValue(errorAnswer(400, 'Validation failed') as never);
    await expect(fetchStudentPage({ class: 11 })).rejects.toMatchObject({ status: 400 });
  });
});
