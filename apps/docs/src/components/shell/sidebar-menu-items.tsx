import {
  ApartmentOutlined,
  ApiOutlined,
  CloudDownloadOutlined,
  DatabaseOutlined,
  ExperimentOutlined,
  InfoCircleOutlined,
  RocketOutlined,
} from '@ant-design/icons';
import type { MenuProps } from 'antd';
import { paths } from '@/config/paths';
import type { ApiMenu } from '@/lib/openapi/endpoint';
import { MethodTag } from '@/components/ui/method-tag';

type MenuItem = NonNullable<MenuProps['items']>[number];

export interface SidebarMenu {
  items: MenuItem[];
  /** The submenus that contain the item of `path`, outermost first (empty for a top-level item). */
  submenusOf(path: string): string[];
}

const leaf = (path: string, label: string, icon?: React.ReactNode): MenuItem => ({ key: path, label, icon });

function endpointItem(endpoint: ApiMenu['groups'][number]['endpoints'][number]): MenuItem {
  return {
    key: paths.endpoint.getHref(endpoint.index),
    className: 'sidebar-endpoint-item',
    title: endpoint.label,
    label: (
      <span style={{ display: 'flex', alignItems: 'baseline' }}>
        <MethodTag method={endpoint.method} compact />
        <span>{endpoint.label}</span>
      </span>
    ),
  };
}

/**
 * The sidebar: guides first, then the API reference grouped by the OpenAPI tags (a tag with a single
 * operation, such as the health check, is listed directly). Keys are router paths.
 */
export function buildSidebarMenu(reference: ApiMenu): SidebarMenu {
  const apiGroups: MenuItem[] = reference.groups.map((group) => {
    const [only, ...others] = group.endpoints;
    if (only && others.length === 0) return endpointItem(only);
    return { key: `api:${group.tag}`, label: group.tag, children: group.endpoints.map(endpointItem) };
  });

  const items: MenuItem[] = [
    {
      key: 'getting-started',
      label: 'Getting Started',
      icon: <RocketOutlined aria-hidden />,
      children: [
        leaf(paths.welcome.path, 'Welcome'),
        leaf(paths.keyFeatures.path, 'Key Features'),
        leaf(paths.classroomApp.path, 'Classroom App'),
      ],
    },
    {
      key: 'architecture',
      label: 'System Architecture',
      icon: <ApartmentOutlined aria-hidden />,
      children: [
        leaf(paths.coreOverview.path, 'Core Overview'),
        leaf(paths.projectStructure.path, 'Project Structure'),
        leaf(paths.performance.path, 'Performance'),
      ],
    },
    {
      key: 'installation',
      label: 'Installation',
      icon: <CloudDownloadOutlined aria-hidden />,
      children: [
        leaf(paths.environmentVariables.path, 'Environment Variables'),
        leaf(paths.installation.path, 'Installation'),
        leaf(paths.dockerInstallation.path, 'Installation with Docker'),
        leaf(paths.operations.path, 'Operations'),
      ],
    },
    {
      key: 'api',
      label: 'API Documentation',
      icon: <ApiOutlined aria-hidden />,
      children: [
        leaf(paths.authentication.path, 'Authentication'),
        leaf(paths.runningAClass.path, 'Running a Class'),
        leaf(paths.examsAndResults.path, 'Exams, Results and Analytics'),
        leaf(paths.choosingPractice.path, 'How the Platform Chooses Practice'),
        ...apiGroups,
      ],
    },
    leaf(paths.models.path, 'Models', <DatabaseOutlined aria-hidden />),
    leaf(paths.testing.path, 'Testing', <ExperimentOutlined aria-hidden />),
    leaf(paths.about.path, 'About', <InfoCircleOutlined aria-hidden />),
  ];

  const ancestors = new Map<string, string[]>();
  const visit = (item: MenuItem, parents: string[]) => {
    if (!item || !('key' in item) || item.key === undefined) return;
    const key = String(item.key);
    if ('children' in item && item.children) {
      for (const child of item.children) visit(child, [...parents, key]);
    } else {
      ancestors.set(key, parents);
    }
  };
  for (const item of items) visit(item, []);

  return { items, submenusOf: (path) => ancestors.get(path) ?? [] };
}
