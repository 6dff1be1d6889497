import { ClockCircleOutlined } from '@ant-design/icons';
import { Button, Popover, Result, Typography } from 'antd';
import { Page } from '@/components/ui/page';

function WorkInProgress() {
  return (
    <div style={{ maxWidth: 320 }}>
      <Typography.Paragraph>
        A reference of the data model (students, admins, exams, questions and results) and a page about the
        project and its authors are being written.
      </Typography.Paragraph>
      <Typography.Paragraph style={{ marginBottom: 0 }}>
        Until then, every field is described on the endpoint pages, generated from the API’s OpenAPI document.
      </Typography.Paragraph>
    </div>
  );
}

export default function ComingSoonRoute() {
  return (
    <Page title="Coming Soon">
      <Result
        icon={<ClockCircleOutlined aria-hidden />}
        subTitle="This part of the documentation is not written yet."
        extra={
          <Popover trigger="click" title="Work in progress" content={<WorkInProgress />}>
            <Button type="primary">What is planned?</Button>
          </Popover>
        }
      />
    </Page>
  );
}
