// The routes of routes.tsv written so far, by the content issue that wrote them. The site test
// requires each of these pages and checks it; a content issue adds its pages here when it lands,
// so a page that goes missing later fails the test instead of silently dropping out of it.

/** Pages written before the content issues (the first 23). */
const FIRST_PAGES = [
  '/',
  '/dev-docs/api/rest',
  '/dev-docs/api/rest/parameters',
  '/dev-docs/api/rest/populate-select',
  '/dev-docs/cli',
  '/dev-docs/configurations',
  '/dev-docs/configurations/database',
  '/dev-docs/configurations/server',
  '/dev-docs/faq',
  '/dev-docs/installation',
  '/dev-docs/installation/cli',
  '/dev-docs/installation/docker',
  '/dev-docs/quick-start',
  '/dev-docs/usage-information',
  '/snippets/database-require',
  '/snippets/install-npm-yarn',
  '/status',
  '/user-docs/content-manager',
  '/user-docs/content-manager/saving-and-publishing-content',
  '/user-docs/content-manager/writing-content',
  '/user-docs/intro',
  '/user-docs/media-library/adding-assets',
  '/user-docs/media-library',
]

/** Issue 19: Setup & Deployment. */
const SETUP_AND_DEPLOYMENT = [
  '/dev-docs/project-structure',
  '/dev-docs/installation/templates',
  '/dev-docs/templates',
  ...[
    'admin-panel',
    'middlewares',
    'api',
    'api-tokens',
    'cron',
    'environment',
    'functions',
    'plugins',
    'public-assets',
    'rbac',
    'sso',
    'typescript',
    'sqlite',
  ].map((name) => `/dev-docs/configurations/${name}`),
  '/dev-docs/deployment',
  ...[
    'strapi-cloud',
    'hosting-guides',
    'amazon-aws',
    'azure',
    'digitalocean-app-platform',
    'digitalocean',
    'heroku',
    'optional-software-guides',
    'caddy-proxy',
    'haproxy-proxy',
    'nginx-proxy',
    'process-manager',
    'snippets-proxy/admin-redirect',
    'snippets-proxy/strapi-server',
    'snippets-proxy/subfolder-split-warning',
  ].map((name) => `/dev-docs/deployment/${name}`),
  ...[
    'build-npm-yarn',
    'develop-npm-yarn',
    'installation-prerequisites',
    'hardware-require',
    'operating-system-require',
    'docker-env-table',
  ].map((name) => `/snippets/${name}`),
]

/** Issue 20: APIs and back-end customization. */
const APIS_AND_BACKEND = [
  ...['filters-locale-publication', 'sort-pagination', 'relations'].map((name) => `/dev-docs/api/rest/${name}`),
  '/dev-docs/api/graphql',
  '/dev-docs/api/entity-service',
  ...['crud', 'filter', 'populate', 'order-pagination', 'components-dynamic-zones'].map(
    (name) => `/dev-docs/api/entity-service/${name}`,
  ),
  '/dev-docs/api/query-engine',
  ...['single-operations', 'bulk-operations', 'filtering', 'populating', 'order-pagination'].map(
    (name) => `/dev-docs/api/query-engine/${name}`,
  ),
  '/dev-docs/api/plugins/server-api',
  '/dev-docs/api/plugins/admin-panel-api',
  '/dev-docs/backend-customization',
  ...['routes', 'policies', 'middlewares', 'controllers', 'requests-responses', 'services', 'models', 'webhooks'].map(
    (name) => `/dev-docs/backend-customization/${name}`,
  ),
  '/dev-docs/admin-panel-customization',
  '/dev-docs/development/admin-customization',
  ...['qs-intro-full', 'qs-intro-short', 'qs-for-query-title', 'qs-for-query-body', 'managing-relations'].map(
    (name) => `/snippets/${name}`,
  ),
  '/snippets/entity-query-knex',
]

/** Issue 22: plugins, developer resources and integrations. */
const PLUGINS_AND_RESOURCES = [
  ...['plugins-extension', 'plugins-development', 'typescript', 'custom-fields', 'providers'].map(
    (name) => `/dev-docs/${name}`,
  ),
  ...['data-management', 'database-migrations', 'error-handling', 'testing'].map((name) => `/dev-docs/${name}`),
  '/dev-docs/integrations',
  ...[
    '11ty',
    'angular',
    'dart',
    'flutter',
    'gatsby',
    'gridsome',
    'go',
    'graphql',
    'jekyll',
    'laravel',
    'next-js',
    'nuxt-js',
    'php',
    'python',
    'react',
    'ruby',
    'sapper',
    'svelte',
    'vue-js',
  ].map((name) => `/dev-docs/integrations/${name}`),
  '/dev-docs/plugins',
  ...['plugins-intro', 'documentation', 'email', 'graphql', 'i18n', 'sentry', 'upload', 'users-permissions'].map(
    (name) => `/dev-docs/plugins/${name}`,
  ),
  '/snippets/custom-field-requires-plugin',
]

/** Issue 23: Update and Migration. */
const UPDATE_AND_MIGRATION = [
  '/dev-docs/update-version',
  '/dev-docs/migration-guides',
  ...[
    '4.0.0-to-4.0.6',
    '4.0.6-to-4.1.8',
    '4.1.8-to-4.1.10',
    '4.2.x-to-4.3.x',
    '4.3.6-to-4.3.8',
    '4.4.3-to-4.4.5',
    '4.4.5-to-4.5.1',
    '4.5.1-to-4.6.1',
  ].map((versions) => `/dev-docs/migration/v4/migration-guide-${versions}`),
  ...[
    'code-migration',
    'code/backend',
    'code/configuration',
    'code/content-type-schema',
    'code/controllers',
    'code/dependencies',
    'code/global-middlewares',
    'code/graphql',
    'code/policies',
    'code/route-middlewares',
    'code/routes',
    'code/services',
    'code/frontend',
    'code/strapi-global',
    'code/theming',
    'code/translations',
    'code/webpack',
    'code/wysiwyg',
    'plugin-migration',
    'plugin/update-folder-structure',
    'plugin/migrate-back-end',
    'plugin/migrate-front-end',
    'plugin/enable-plugin',
    'data-migration',
    'data/sql',
    'data/sql-relations',
    'data/mongo',
    'data/mongo-sql-cheatsheet',
  ].map((name) => `/dev-docs/migration/v3-to-v4/${name}`),
  '/snippets/codemods-modify-source-code',
  '/snippets/migrate-plugins-extension-caution',
  '/snippets/plugin-migration-intro',
]

/** Issue 24: the user guide. */
const USER_GUIDE = [
  ...['configuring-view-of-content-type', 'managing-relational-fields', 'translating-content', 'reviewing-content'].map(
    (name) => `/user-docs/content-manager/${name}`,
  ),
  '/user-docs/content-type-builder',
  ...['creating-new-content-type', 'configuring-fields-content-type', 'managing-content-types'].map(
    (name) => `/user-docs/content-type-builder/${name}`,
  ),
  '/user-docs/media-library/managing-assets',
  '/user-docs/media-library/organizing-assets-with-folders',
  '/user-docs/users-roles-permissions',
  ...[
    'configuring-administrator-roles',
    'configuring-end-users-roles',
    'managing-administrators',
    'managing-end-users',
  ].map((name) => `/user-docs/users-roles-permissions/${name}`),
  '/user-docs/plugins',
  '/user-docs/plugins/installing-plugins-via-marketplace',
  '/user-docs/plugins/strapi-plugins',
  ...[
    'audit-logs',
    'configuring-users-permissions-plugin-settings',
    'managing-global-settings',
    'review-workflows',
  ].map((name) => `/user-docs/settings/${name}`),
]

export const WRITTEN: readonly string[] = [
  ...FIRST_PAGES,
  ...SETUP_AND_DEPLOYMENT,
  ...APIS_AND_BACKEND,
  ...PLUGINS_AND_RESOURCES,
  ...UPDATE_AND_MIGRATION,
  ...USER_GUIDE,
]

/**
 * Category index pages: they introduce their area in a few paragraphs and list their children
 * with `<DocCardList />` (at least 150 words instead of 400).
 */
export const INDEX_PAGES: ReadonlySet<string> = new Set([
  '/dev-docs/deployment/hosting-guides',
  '/dev-docs/deployment/optional-software-guides',
  '/dev-docs/api/entity-service',
  '/dev-docs/api/query-engine',
  '/dev-docs/backend-customization',
  '/dev-docs/integrations',
  '/dev-docs/migration/v3-to-v4/code-migration',
  '/dev-docs/migration/v3-to-v4/code/backend',
  '/dev-docs/migration/v3-to-v4/code/frontend',
  '/dev-docs/migration/v3-to-v4/plugin-migration',
  '/dev-docs/migration/v3-to-v4/data-migration',
])
