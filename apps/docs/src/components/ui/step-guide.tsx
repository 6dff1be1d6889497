import { ArrowLeftOutlined, ArrowRightOutlined } from '@ant-design/icons';
import { Button, Flex, Steps } from 'antd';
import { useState, type ReactNode } from 'react';

export interface GuideStep {
  title: string;
  content: ReactNode;
}

interface StepGuideProps {
  /** Names the guide for assistive technology, e.g. "Development setup". */
  label: string;
  steps: readonly GuideStep[];
  orientation?: 'horizontal' | 'vertical';
}

/**
 * A step-by-step guide: starts at step 0; Previous appears only after the
 * first step and Next only before the last.
 */
export function StepGuide({ label, steps, orientation = 'horizontal' }: StepGuideProps) {
  const [current, setCurrent] = useState(0);
  const step = steps[current];
  const isVertical = orientation === 'vertical';
  const navigation = (
    <Flex gap={8} style={{ marginTop: 16 }}>
      {current > 0 && (
        <Button icon={<ArrowLeftOutlined aria-hidden />} onClick={() => setCurrent(current - 1)}>
          Previous
        </Button>
      )}
      {current < steps.length - 1 && (
        <Button
          type="primary"
          icon={<ArrowRightOutlined aria-hidden />}
          iconPlacement="end"
          onClick={() => setCurrent(current + 1)}
        >
          Next
        </Button>
      )}
    </Flex>
  );

  return (
    <section aria-label={label}>
      <Steps
        current={current}
        orientation={orientation}
        items={steps.map((item, index) => ({
          title: item.title,
          ...(isVertical &&
            index === current && {
              content: (
                <div style={{ paddingBlock: 8 }}>
                  {item.content}
                  {navigation}
                </div>
              ),
            }),
        }))}
      />
      {!isVertical && step && (
        <div style={{ marginTop: 24 }} aria-live="polite">
          {step.content}
          {navigation}
        </div>
      )}
    </section>
  );
}
