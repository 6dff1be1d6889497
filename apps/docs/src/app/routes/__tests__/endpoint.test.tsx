import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COPY_FEEDBACK_MS } from '@/config/layout';
import { apiReference } from '@/lib/openapi/api-reference';
import { renderApp } from '@/testing/render-app';

const tableOf = (title: string) => {
  const heading = screen.getByRole('heading', { name: title });
  const table = heading.nextElementSibling?.querySelector('table');
  if (!table) throw new Error(`no table after "${title}"`);
  return table;
};
const rowsOf = (table: HTMLTableElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

afterEach(() => {
  vi.useRealTimers();
});

describe('an endpoint page', () => {
  it('shows the method, URL and description of the operation', async () => {
    await renderApp('/api/0');
    const login = apiReference.endpoints[0]!;
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(login.label);
    expect(document.querySelector('[data-method="POST"]')).toBeInTheDocument();
    const url = `${window.location.origin}/api/v1/student/login`;
    const isUrlChip = (_: string, element: Element | null) =>
      element?.tagName === 'CODE' && element.textContent === url;
    // The request line, and the console's preview of what it sends.
    expect(screen.getAllByText(isUrlChip)).toHaveLength(2);
    expect(within(screen.getByRole('region', { name: 'Try it' })).getAllByText(isUrlChip)).toHaveLength(1);
    if (login.documented) expect(screen.getByText(login.description)).toBeInTheDocument();
  });

  it('lists path, query and header parameters with type, required flag and description', async () => {
    await renderApp('/api/10');
    expect(rowsOf(tableOf('Path parameters'))).toEqual([
      ['studentId', 'string', 'required', expect.stringContaining('Example: s')],
    ]);
    expect(screen.getByText('This endpoint takes no query parameters.')).toBeInTheDocument();
    const headers = rowsOf(tableOf('Header parameters'));
    expect(headers.map((row) => row.slice(0, 3))).toEqual([
      ['Authorization', 'string', 'required'],
      ['Content-Type', 'string', 'required'],
    ]);
  });

  it('marks the token optional where anonymous calls are allowed', async () => {
    await renderApp('/api/1');
    const headers = rowsOf(tableOf('Header parameters'));
    expect(headers[0]?.slice(0, 3)).toEqual(['Authorization', 'string', 'optional']);
  });

  it('lists the query parameters of a list endpoint', async () => {
    await renderApp('/api/4');
    const names = rowsOf(tableOf('Query parameters')).map((row) => row[0]);
    expect(names).toEqual(expect.arrayContaining(['class', 'level', 'name', 'page', 'limit']));
  });

  it('shows the request and response bodies as formatted JSON, and a curl command', async () => {
    await renderApp('/api/0');
    const request = screen.getByRole('figure', { name: 'Request body (application/json)' });
    expect(JSON.parse(within(request).getByText(/username/).textContent ?? '')).toEqual({
      username: 'ravi.k',
      password: 'blue-river-73',
    });
    const response = screen.getByRole('figure', { name: /^Response body \(200\)/ });
    expect(response).toHaveTextContent('"message": "Login Successful"');
    const curl = screen.getByRole('figure', { name: 'Example request (curl)' });
    expect(curl).toHaveTextContent(`curl -X POST '${window.location.origin}/api/v1/student/login'`);
  });

  it('tabs the success and error codes with their types and descriptions', async () => {
    const { user } = await renderApp('/api/0');
    expect(screen.getByRole('tab', { name: /Success codes/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('200OK');
    await user.click(screen.getByRole('tab', { name: /Error codes/ }));
    const errorsPanel = screen.getByRole('tabpanel', { name: /Error codes/ });
    expect(errorsPanel).toHaveTextContent('401Unauthorized');
    expect(errorsPanel).toHaveTextContent('For example: Invalid username or password');
    expect(errorsPanel).toHaveTextContent('429Too Many Requests');
  });

  it('copies a code block and confirms it for three seconds', async () => {
    // user-event stands in for the system clipboard.
    const { user } = await renderApp('/api/0');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const curl = screen.getByRole('figure', { name: 'Example request (curl)' });
    await user.click(within(curl).getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toMatch(/^curl -X POST/);
    expect(within(curl).getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(COPY_FEEDBACK_MS - 100);
    });
    expect(within(curl).getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(within(curl).getByRole('button', { name: 'Copy' })).toBeInTheDocument();
  });

  it('links to the previous and next endpoints', async () => {
    const { user } = await renderApp('/api/1');
    const pager = screen.getByRole('navigation', { name: 'Other endpoints' });
    expect(within(pager).getByRole('link', { name: /Previous/ })).toHaveAttribute('href', '#/api/0');
    await user.click(within(pager).getByRole('link', { name: /Next/ }));
    expect(
      await screen.findByRole('heading', { level: 1, name: apiReference.endpoints[2]!.label }),
    ).toBeInTheDocument();
  });
});
