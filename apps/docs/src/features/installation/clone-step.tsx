import { CodeBlock } from '@/components/ui/code-block';
import type { GuideStep } from '@/components/ui/step-guide';
import { cloneCommand } from '@/config/project-links';

/** The first step of every installation guide. */
export const CLONE_STEP: GuideStep = {
  title: 'Clone the repository',
  content: <CodeBlock title="Clone" code={cloneCommand()} />,
};
