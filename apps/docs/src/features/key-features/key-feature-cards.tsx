import { Card, Col, Row, Typography } from 'antd';
import { KEY_FEATURES } from './key-features';

/** The key features as cards; `detailed` adds each feature's particulars. */
export function KeyFeatureCards({ detailed = false }: { detailed?: boolean }) {
  return (
    <Row gutter={[16, 16]}>
      {KEY_FEATURES.map((feature) => (
        <Col key={feature.title} xs={24} lg={12} xxl={detailed ? 12 : 6}>
          <Card style={{ height: '100%' }}>
            <Typography.Title level={3} style={{ fontSize: 17, marginTop: 0 }}>
              <span aria-hidden style={{ color: '#0958d9', marginInlineEnd: 8 }}>
                {feature.icon}
              </span>
              {feature.title}
            </Typography.Title>
            <Typography.Paragraph style={{ marginBottom: detailed ? 12 : 0 }}>
              {feature.summary}
            </Typography.Paragraph>
            {detailed && (
              <ul style={{ paddingInlineStart: 20, margin: 0 }}>
                {feature.details.map((detail) => (
                  <li key={detail}>{detail}</li>
                ))}
              </ul>
            )}
          </Card>
        </Col>
      ))}
    </Row>
  );
}
