// @vitest-environment jsdom
import '@/testing/dom';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { RegisterSWOptions } from 'vite-plugin-pwa/types';
import { startServiceWorker } from '@/lib/service-worker';
import { AppUpdateNotice } from '../app-update-notice';

const registered = vi.hoisted(() => ({
  options: undefined as RegisterSWOptions | undefined,
  takeOver: vi.fn(async () => undefined),
}));
vi.mock('virtual:pwa-register', () => ({
  registerSW: (options: RegisterSWOptions) => {
    registered.options = options;
    return registered.takeOver;
  },
}));

describe('a new version of the app', () => {
  it('says nothing until a newer build is waiting, then reloads into it when asked', async () => {
    Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
    startServiceWorker();
    render(<AppUpdateNotice />);
    expect(screen.queryByRole('status')).toBeNull();

    act(() => registered.options?.onNeedRefresh?.());
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent('A new version of the app is ready.');
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(registered.takeOver).toHaveBeenCalledWith(true);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
