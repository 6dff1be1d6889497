import { AimOutlined, StarOutlined, UsergroupAddOutlined } from '@ant-design/icons';
import { Card, Col, Row, Typography } from 'antd';

const CARDS = [
  {
    title: 'Core Features',
    icon: <StarOutlined aria-hidden />,
    points: [
      'Exams with generated multiple-choice arithmetic questions',
      'Practice exams without limit, one-time assessments by level',
      'Results, per-question feedback, analytics and PDF reports',
      'Secure tokens, role-based access, isolated teachers',
    ],
  },
  {
    title: 'Target Users',
    icon: <UsergroupAddOutlined aria-hidden />,
    points: [
      'Students of grades 1 to 10 learning abacus, mental or Vedic maths',
      'Teachers running abacus and mental-math classes',
      'Schools, tutorial centres and education-technology providers',
      'Developers building web and mobile apps on the API',
    ],
  },
  {
    title: 'Value Proposition',
    icon: <AimOutlined aria-hidden />,
    points: [
      'Exams in seconds: no question banks to write or check',
      'A fair assessment: graded by the server, one attempt enforced',
      'Runs anywhere: an embedded PostgreSQL, so npm start is enough',
      'Documentation generated from the code, so it never drifts',
    ],
  },
];

export function AudienceCards() {
  return (
    <Row gutter={[16, 16]}>
      {CARDS.map((card) => (
        <Col key={card.title} xs={24} lg={8}>
          <Card style={{ height: '100%' }}>
            <Typography.Title level={3} style={{ fontSize: 18, marginTop: 0 }}>
              <span aria-hidden style={{ color: '#0958d9', marginInlineEnd: 8 }}>
                {card.icon}
              </span>
              {card.title}
            </Typography.Title>
            <ul style={{ paddingInlineStart: 20, margin: 0 }}>
              {card.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          </Card>
        </Col>
      ))}
    </Row>
  );
}
