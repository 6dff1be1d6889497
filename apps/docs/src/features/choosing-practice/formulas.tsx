import { Typography } from 'antd';
import { RouterLink } from '@abacus/react-common/router-link';
import { InlineCode } from '@/components/ui/inline-code';
import { paths } from '@/config/paths';

const { Paragraph, Text } = Typography;

export function Formulas() {
  return (
    <>
      <Paragraph>
        A formula (a <InlineCode>skill</InlineCode> in the API) is one way of moving the beads, or one table
        fact, named as the generator names it (<InlineCode>packages/generator/src/skills.ts</InlineCode>), for
        k = 1 to 9:
      </Paragraph>
      <ul style={{ paddingInlineStart: 20 }}>
        <li>
          <InlineCode>add.direct.k</InlineCode>, <InlineCode>sub.direct.k</InlineCode>: +k or −k{' '}
          <Text strong>directly</Text>, the beads needed being free (or set, taking away).
        </li>
        <li>
          <InlineCode>add.small.k</InlineCode>, <InlineCode>sub.small.k</InlineCode>: with a{' '}
          <Text strong>small friend</Text>, a 5-complement (+4 as +5 −1).
        </li>
        <li>
          <InlineCode>add.big.k</InlineCode>, <InlineCode>sub.big.k</InlineCode>: with a{' '}
          <Text strong>big friend</Text>, a 10-complement (+7 as −3 and 1 carried).
        </li>
        <li>
          <InlineCode>add.mix.k</InlineCode>, <InlineCode>sub.mix.k</InlineCode>: with{' '}
          <Text strong>both friends</Text> (+6 on a rod showing 5: −4 as −5 +1, and 1 carried).
        </li>
        <li>
          <InlineCode>mul.a×b</InlineCode>, <InlineCode>div.a×b</InlineCode>: a <Text strong>table fact</Text>{' '}
          of × or ÷, the smaller factor first, 2 ≤ a ≤ b ≤ 9 (0 and 1 need no table).
        </li>
      </ul>
      <Paragraph>
        A question is replayed as a child works it (<InlineCode>skillsOf</InlineCode>). Each number is entered
        digit by digit from its highest rod down, and each digit on its rod is one step, of one formula. The
        carry or borrow of a big friend is part of it where the next rod’s beads are free, and a step of its
        own where it needs a friend too: 1 carried onto a rod showing 4 is{' '}
        <InlineCode>add.small.1</InlineCode> (+5 −4), onto a 9 it is <InlineCode>add.big.1</InlineCode> and
        carries on. Setting the first number on a cleared soroban is no formula. A product or a quotient uses
        a table fact for each pair of its digits that are both 2 or more, and a running total below zero is
        worked as its size, as children are taught. Every list of formulas is in a teacher’s order: direct
        moves, then small, big and both friends, + before − and 1 to 9 within each, then the × facts and the ÷
        facts.
      </Paragraph>
      <Paragraph>
        A level’s formulas are those its preset’s questions use (<InlineCode>presetSkills</InlineCode>; the
        presets are under <RouterLink to={paths.keyFeatures.getHref()}>Key Features</RouterLink>): the
        generator draws at least 2 000 questions of the preset from fixed seeds, the same every time, and
        lists every formula they use. Level 1’s are the 18 direct moves, +1 to +9 and −1 to −9. A formula the
        preset cannot reach, or reaches more rarely than that, is not the level’s to master, so a child is
        never held back by it.
      </Paragraph>
    </>
  );
}
