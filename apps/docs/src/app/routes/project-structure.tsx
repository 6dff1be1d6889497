import { Typography } from 'antd';
import { InlineCode } from '@/components/ui/inline-code';
import { Page, PageSection } from '@/components/ui/page';
import { DocumentationSite } from '@/features/project-structure/documentation-site';
import { FolderExplanations, ProjectTree } from '@/features/project-structure/project-tree-view';
import { RequestFlowDiagram } from '@/features/project-structure/request-flow-diagram';

export default function ProjectStructureRoute() {
  return (
    <Page
      title="Project Structure"
      intro="One repository, an npm workspace: the REST API, the classroom app, this documentation site and the packages they share."
    >
      <PageSection id="tree" title="Folder tree">
        <Typography.Paragraph>
          Every folder git tracks, and the main files (the <InlineCode>__tests__/</InlineCode> folders beside
          the code they test aside); a test fails when a folder is added, moved or removed without this list.
        </Typography.Paragraph>
        <ProjectTree />
        <Typography.Paragraph>
          At run time the API also creates <InlineCode>data/</InlineCode> (the embedded database and
          development secrets) and <InlineCode>logs/</InlineCode>, and{' '}
          <InlineCode>npm run db:dump</InlineCode> writes to <InlineCode>backups/</InlineCode>; builds go to
          each workspace’s <InlineCode>dist/</InlineCode> and test reports to{' '}
          <InlineCode>coverage/</InlineCode>. None of them is committed.
        </Typography.Paragraph>
      </PageSection>
      <PageSection id="folders" title="What each folder holds">
        <FolderExplanations />
      </PageSection>
      <PageSection id="request-flow" title="Request and response flow">
        <RequestFlowDiagram />
      </PageSection>
      <PageSection id="documentation-site" title="This documentation site">
        <DocumentationSite />
      </PageSection>
    </Page>
  );
}
