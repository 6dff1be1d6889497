import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { apiReference } from '@/lib/openapi/api-reference';
import { renderApp } from '@/testing/render-app';
import { setConsoleToken } from '../console-token';

const consoleSection = () => screen.getByRole('region', { name: 'Try it' });
const indexOf = (method: string, path: string) =>
  apiReference.endpoints.findIndex((endpoint) => endpoint.method === method && endpoint.path === path);

afterEach(() => {
  setConsoleToken('');
});

describe('the try-it console', () => {
  it('is pre-filled from the example: path parameters, body and a token field', async () => {
    const index = indexOf('PATCH', '/api/v1/student/{studentId}');
    const endpoint = apiReference.endpoints[index]!;
    await renderApp(`/api/${index}`);
    const section = consoleSection();
    if (!endpoint.documented) throw new Error('the endpoint is not documented');
    expect(within(section).getByLabelText('studentId (required)')).toHaveValue(
      endpoint.pathParams[0]!.example,
    );
    expect(
      JSON.parse(within(section).getByLabelText<HTMLTextAreaElement>('Request body (JSON)').value),
    ).toEqual(endpoint.requestExample);
    expect(within(section).getByLabelText('Access token (required)')).toHaveValue('');
  });

  it('keeps one token for every endpoint page of the tab', async () => {
    setConsoleToken('header.payload.signature');
    await renderApp(`/api/${indexOf('GET', '/api/v1/admin/me')}`);
    expect(within(consoleSection()).getByLabelText('Access token (required)')).toHaveValue(
      'header.payload.signature',
    );
    expect(window.sessionStorage.getItem('abacus-docs.try-it.access-token')).toBe('header.payload.signature');
  });

  it('asks for no token where none is needed', async () => {
    await renderApp(`/api/${indexOf('GET', '/health')}`);
    expect(within(consoleSection()).queryByLabelText(/Access token/)).not.toBeInTheDocument();
  });

  it('refuses a path that climbs out of the endpoint', async () => {
    const { user } = await renderApp(`/api/${indexOf('DELETE', '/api/v1/exam/{examId}')}`);
    const examId = within(consoleSection()).getByLabelText('examId (required)');
    await user.clear(examId);
    await user.type(examId, '..');
    await user.click(within(consoleSection()).getByRole('button', { name: 'Send the request' }));
    expect(
      await within(consoleSection()).findByText('The path parameter examId cannot be “..”.'),
    ).toBeInTheDocument();
  });
});
