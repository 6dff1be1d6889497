// @vitest-environment jsdom
import '@/testing/dom';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import { ExamIntegrityFields } from '@/components/form-fields/exam-fields';
import { i18n } from '@/i18n/i18n';
import { examBuilder as hindiBuilder } from '@/locales/hi/exam-builder';
import { shared as hindiShared } from '@/locales/hi/shared';
import { initialValues } from '../../builder-settings';
import { usePreviewedSettings } from '../../use-previewed-settings';
import { SettingsWithPreview } from '../settings-with-preview';

/** A practice's settings beside their preview, with the switch that gives each child their own numbers. */
function Builder() {
  const { formProps, previewProps } = usePreviewedSettings(() => ({ ...initialValues(1), seed: 7 }));
  return (
    <SettingsWithPreview {...previewProps}>
      <Form {...formProps}>
        <ExamIntegrityFields />
      </Form>
    </SettingsWithPreview>
  );
}

const previewTitle = () => screen.getByRole('heading', { level: 2 });

describe('the preview’s title', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('calls the questions a sample once each child gets their own numbers', async () => {
    render(<Builder />);
    expect(previewTitle()).toHaveTextContent(/^The questions it will have$/);
    await userEvent.click(screen.getByRole('switch', { name: 'Each child their own numbers' }));
    expect(previewTitle()).toHaveTextContent(
      /^A sample of its questions: each child gets their own numbers$/,
    );
  });

  it('says so in Hindi', async () => {
    i18n.addResourceBundle('hi', 'examBuilder', hindiBuilder, true, true);
    i18n.addResourceBundle('hi', 'shared', hindiShared, true, true);
    await i18n.changeLanguage('hi');
    render(<Builder />);
    expect(previewTitle()).toHaveTextContent(/^इसमें ऐसे सवाल होंगे$/);
    await userEvent.click(screen.getByRole('switch', { name: hindiShared.exam.ownNumbers }));
    expect(previewTitle()).toHaveTextContent(/^इसके सवालों का एक नमूना: हर बच्चे को अपनी अलग संख्याएँ मिलेंगी$/);
  });
});
