/**
 * Every route of the site (hash routes). The router and every internal link use these, so a
 * path is written once. `getHref` returns the router path; an optional section names an element id
 * on the page, which the page scrolls to.
 */
const withSection = (path: string, section?: string) => (section ? `${path}#${section}` : path);

export const paths = {
  home: { path: '/', getHref: () => '/' },
  welcome: { path: '/welcome', getHref: () => '/welcome' },
  keyFeatures: { path: '/key-feature', getHref: () => '/key-feature' },
  classroomApp: {
    path: '/classroom-app',
    getHref: (section?: string) => withSection('/classroom-app', section),
  },
  coreOverview: { path: '/architecture/core', getHref: () => '/architecture/core' },
  projectStructure: {
    path: '/architecture/project-structure',
    getHref: () => '/architecture/project-structure',
  },
  performance: {
    path: '/architecture/performance',
    getHref: (section?: string) => withSection('/architecture/performance', section),
  },
  // The misspelling is the published route; links to it must keep working.
  environmentVariables: { path: '/enviroment-variables', getHref: () => '/enviroment-variables' },
  installation: {
    path: '/installation',
    getHref: (section?: string) => withSection('/installation', section),
  },
  dockerInstallation: { path: '/installation-with-docker', getHref: () => '/installation-with-docker' },
  operations: {
    path: '/operations',
    getHref: (section?: string) => withSection('/operations', section),
  },
  authentication: { path: '/authentication', getHref: () => '/authentication' },
  runningAClass: {
    path: '/running-a-class',
    getHref: (section?: string) => withSection('/running-a-class', section),
  },
  examsAndResults: {
    path: '/exams-and-results',
    getHref: (section?: string) => withSection('/exams-and-results', section),
  },
  choosingPractice: {
    path: '/choosing-practice',
    getHref: (section?: string) => withSection('/choosing-practice', section),
  },
  endpoint: { path: '/api/:index', getHref: (index: number) => `/api/${index}` },
  testing: { path: '/testing', getHref: () => '/testing' },
  comingSoon: { path: '/coming-soon', getHref: () => '/coming-soon' },
  notFound: { path: '/not-found', getHref: () => '/not-found' },
  models: { path: '/models', getHref: () => '/models' },
  about: { path: '/about', getHref: () => '/about' },
} as const;
