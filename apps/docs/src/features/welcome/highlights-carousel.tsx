import { Carousel, Col, Row, Typography } from 'antd';
import { projectFacts } from 'virtual:project-facts';
import { CAROUSEL_INTERVAL_MS } from '@/config/layout';
import {
  DEVELOPMENT_TOOLS,
  statHighlights,
  TECHNOLOGIES,
  testRunNote,
  type Highlight,
} from './highlight-slides';

const SLIDE_STYLE = { minHeight: 220, padding: '32px 40px 48px', color: '#ffffff' };

function Figure({ highlight, large }: { highlight: Highlight; large: boolean }) {
  return (
    <>
      <div style={{ fontSize: large ? 34 : 26, fontWeight: 700, lineHeight: 1.2 }}>{highlight.value}</div>
      <div style={{ fontSize: 14, opacity: 0.9 }}>{highlight.label}</div>
    </>
  );
}

/**
 * A slide of highlights: the figures share one row, however many the build established, so none
 * leaves an empty column; the lists of tools fill a grid.
 */
function Slide({
  title,
  highlights,
  position,
  note,
}: {
  title: string;
  highlights: Highlight[];
  position: string;
  note?: string;
}) {
  const figures = note !== undefined;
  return (
    <div role="group" aria-roledescription="slide" aria-label={`${position}: ${title}`} style={SLIDE_STYLE}>
      <Typography.Title level={2} style={{ color: '#ffffff', fontSize: 22, marginTop: 0 }}>
        {title}
      </Typography.Title>
      <Row gutter={[24, 24]}>
        {highlights.map((highlight) => (
          <Col key={highlight.label} {...(figures ? { flex: '1 1 0' } : { xs: 12, xl: 8 })}>
            <Figure highlight={highlight} large={figures} />
          </Col>
        ))}
      </Row>
      {figures && <p style={{ margin: '24px 0 0', fontSize: 14, opacity: 0.9 }}>{note}</p>}
    </div>
  );
}

/** Three slides (figures, technologies, development tools), advancing every five seconds. */
export function HighlightsCarousel() {
  const slides = [
    {
      title: 'The project in figures',
      highlights: statHighlights(projectFacts),
      note: testRunNote(projectFacts),
    },
    { title: 'Technologies', highlights: [...TECHNOLOGIES] },
    { title: 'Development tools', highlights: [...DEVELOPMENT_TOOLS] },
  ];
  return (
    <section
      aria-roledescription="carousel"
      aria-label="Project highlights"
      style={{
        borderRadius: 12,
        overflow: 'hidden',
        // On the frame rather than each slide, so the dots below the slides sit on it too.
        background: 'linear-gradient(135deg, #002c8c 0%, #10239e 55%, #391085 100%)',
      }}
    >
      <Carousel autoplay autoplaySpeed={CAROUSEL_INTERVAL_MS}>
        {slides.map((slide, index) => (
          <Slide key={slide.title} {...slide} position={`Slide ${index + 1} of ${slides.length}`} />
        ))}
      </Carousel>
    </section>
  );
}
