import { Page, PageSection } from '@/components/ui/page';
import { MillionResults } from '@/features/performance/million-results';
import { HotReads } from '@/features/performance/hot-reads';
import { NoisyNeighbour, PdfNeighbour } from '@/features/performance/neighbours';
import { OffTheRequestThread } from '@/features/performance/request-thread';
import { SlowLine } from '@/features/performance/slow-line';
import { useScrollToSection } from '@/hooks/use-scroll-to-section';

export default function PerformanceRoute() {
  useScrollToSection();
  return (
    <Page
      title="Performance"
      intro="What keeps the API quick for every school at once, and what the benchmarks measured on this project’s 2-core machine."
    >
      <PageSection id="slow-line" title="On a slow line">
        <SlowLine />
      </PageSection>
      <PageSection id="request-thread" title="Nothing slow on the thread that answers requests">
        <OffTheRequestThread />
      </PageSection>
      <PageSection id="hot-reads" title="The hot reads under load">
        <HotReads />
      </PageSection>
      <PageSection id="million-results" title="A million results">
        <MillionResults />
      </PageSection>
      <PageSection id="pdf-neighbour" title="Another school’s PDF">
        <PdfNeighbour />
      </PageSection>
      <PageSection id="noisy-neighbour" title="A noisy neighbour">
        <NoisyNeighbour />
      </PageSection>
    </Page>
  );
}
