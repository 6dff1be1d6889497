import { Typography } from 'antd';
import { Page, PageSection } from '@/components/ui/page';
import { FolderExplanations, ProjectTree } from '@/features/project-structure/project-tree-view';
import { RequestFlowDiagram } from '@/features/project-structure/request-flow-diagram';

export default function ProjectStructureRoute() {
  return (
    <Page
      title="Project Structure"
      intro="One repository, an npm workspace: the API, the question generator and this documentation site."
    >
      <PageSection id="tree" title="Folder tree">
        <ProjectTree />
        <Typography.Paragraph>
          At run time the API also creates <Typography.Text code>data/</Typography.Text> (the embedded
          database and development secrets) and <Typography.Text code>logs/</Typography.Text>, and{' '}
          <Typography.Text code>npm run db:dump</Typography.Text> writes to{' '}
          <Typography.Text code>backups/</Typography.Text>; builds go to each workspace’s{' '}
          <Typography.Text code>dist/</Typography.Text> and test reports to{' '}
          <Typography.Text code>coverage/</Typography.Text>. None of them is committed.
        </Typography.Paragraph>
      </PageSection>
      <PageSection id="folders" title="What each folder holds">
        <FolderExplanations />
      </PageSection>
      <PageSection id="request-flow" title="Request and response flow">
        <RequestFlowDiagram />
      </PageSection>
    </Page>
  );
}
