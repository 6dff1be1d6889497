import { Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Soroban } from '@/components/soroban/soroban';
import { beadsOf, valueOf, type RodBeads } from '@/components/soroban/soroban-beads';
import { formatNumber } from '@/lib/format';

const RODS = 7;

/** Sets a rod's beads after a press: the upper bead toggles; a lower bead moves up with those below it, or down. */
function pressBead(rod: RodBeads, bead: 'upper' | 1 | 2 | 3 | 4): RodBeads {
  if (bead === 'upper') return { ...rod, upper: !rod.upper };
  return { ...rod, lower: rod.lower >= bead ? bead - 1 : bead };
}

/** A soroban to play with: press beads (or use ↑ ↓ and 0–9 on a rod) and see the number they make. */
export function SorobanTrainer() {
  const { t } = useTranslation('sorobanTrainer');
  const [rods, setRods] = useState<RodBeads[]>(() => beadsOf(0, RODS));
  const value = valueOf(rods);
  const setRod = (index: number, next: RodBeads) =>
    setRods((previous) => previous.map((rod, at) => (at === index ? next : rod)));
  return (
    <Flex vertical gap={16} align="start">
      <Typography.Paragraph className="learn-number" aria-live="polite">
        <Trans
          t={t}
          i18nKey="shows"
          values={{ value: formatNumber(value) }}
          components={{ hidden: <span className="visually-hidden" /> }}
        />
      </Typography.Paragraph>
      <Soroban
        rods={rods}
        label={t('label')}
        interactive={{
          onBead: (index, bead) => setRod(index, pressBead(rods[index]!, bead)),
          onDigit: (index, digit) => setRod(index, beadsOf(digit)[0]!),
        }}
      />
      <Button onClick={() => setRods(beadsOf(0, RODS))}>{t('clear')}</Button>
    </Flex>
  );
}
