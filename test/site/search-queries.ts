// The search relevance set (issue 18): what readers type, and the page each expects to find.
// The relevance test runs every query against the real site's index and requires the expected
// page in the top 3 for at least 90% of them. Content issues add queries for their pages
// (at least one per five new pages).
//
// `expect` is the page a reader would want; a second page is listed only where two pages answer
// the question equally well (the configuration and the back-end pages on middlewares).

export interface RelevanceQuery {
  query: string
  expect: string | readonly string[]
  /** Why the query is here, when the query alone does not say (misspelling, config key…). */
  note?: string
}

export const RELEVANCE_QUERIES: readonly RelevanceQuery[] = [
  // Getting started and set-up
  { query: 'install', expect: '/dev-docs/installation' },
  { query: 'quick start', expect: '/dev-docs/quick-start' },
  { query: 'create project with docker', expect: '/dev-docs/installation/docker' },
  { query: 'create-strapi-app', expect: '/dev-docs/installation/cli', note: 'a command as typed' },
  { query: 'project structure', expect: '/dev-docs/project-structure' },
  { query: 'telemetry', expect: '/dev-docs/usage-information' },
  { query: 'templates', expect: '/dev-docs/templates' },

  // Configuration
  { query: 'database', expect: '/dev-docs/configurations/database' },
  { query: 'database configuration', expect: '/dev-docs/configurations/database' },
  { query: 'databse', expect: '/dev-docs/configurations/database', note: 'misspelt' },
  { query: 'postgres connection', expect: '/dev-docs/configurations/database' },
  { query: 'sqlite', expect: '/dev-docs/configurations/sqlite' },
  { query: 'server port host', expect: '/dev-docs/configurations/server' },
  {
    query: 'APP_KEYS',
    expect: ['/dev-docs/configurations/server', '/dev-docs/configurations/environment'],
    note: 'a key as typed',
  },
  { query: 'environment variables', expect: '/dev-docs/configurations/environment' },
  { query: 'cron job', expect: '/dev-docs/configurations/cron' },
  { query: 'api token salt', expect: '/dev-docs/configurations/api-tokens' },
  { query: 'lifecycle functions bootstrap', expect: '/dev-docs/configurations/functions' },
  {
    query: 'middelware',
    expect: ['/dev-docs/configurations/middlewares', '/dev-docs/backend-customization/middlewares'],
    note: 'misspelt',
  },
  { query: 'cors', expect: '/dev-docs/configurations/middlewares' },
  { query: 'single sign on', expect: '/dev-docs/configurations/sso' },
  { query: 'custom conditions rbac', expect: '/dev-docs/configurations/rbac' },
  { query: 'public folder', expect: '/dev-docs/configurations/public-assets' },
  { query: 'admin panel url', expect: '/dev-docs/configurations/admin-panel' },
  { query: 'tsconfig', expect: ['/dev-docs/configurations/typescript', '/dev-docs/typescript'] },

  // Deployment
  { query: 'deploy to heroku', expect: '/dev-docs/deployment/heroku' },
  { query: 'nginx', expect: '/dev-docs/deployment/nginx-proxy' },
  { query: 'pm2', expect: '/dev-docs/deployment/process-manager' },
  { query: 'aws ec2 s3', expect: '/dev-docs/deployment/amazon-aws' },

  // APIs
  { query: 'populate', expect: '/dev-docs/api/rest/populate-select' },
  { query: 'populate=*', expect: '/dev-docs/api/rest/populate-select', note: 'a parameter as typed' },
  { query: 'filters', expect: '/dev-docs/api/rest/filters-locale-publication' },
  { query: 'pagination', expect: '/dev-docs/api/rest/sort-pagination' },
  { query: 'connect disconnect relations', expect: '/dev-docs/api/rest/relations' },
  { query: 'entity service create', expect: '/dev-docs/api/entity-service/crud' },
  { query: 'query engine findMany', expect: '/dev-docs/api/query-engine/single-operations' },
  { query: 'deleteMany', expect: '/dev-docs/api/query-engine/bulk-operations' },
  { query: 'graphql mutation', expect: '/dev-docs/api/graphql' },
  { query: 'dynamic zone', expect: '/dev-docs/api/entity-service/components-dynamic-zones' },

  // Development
  { query: 'webhook', expect: '/dev-docs/backend-customization/webhooks' },
  { query: 'webhok', expect: '/dev-docs/backend-customization/webhooks', note: 'misspelt' },
  { query: 'custom controller', expect: '/dev-docs/backend-customization/controllers' },
  { query: 'policies', expect: '/dev-docs/backend-customization/policies' },
  { query: 'lifecycle hooks beforeCreate', expect: '/dev-docs/backend-customization/models' },
  { query: 'ctx.request.body', expect: '/dev-docs/backend-customization/requests-responses' },
  { query: 'custom field', expect: '/dev-docs/custom-fields' },
  { query: 'extend a plugin', expect: '/dev-docs/plugins-extension' },
  { query: 'create a plugin', expect: '/dev-docs/plugins-development' },
  { query: 'admin panel logo', expect: '/dev-docs/admin-panel-customization' },
  { query: 'upload provider', expect: ['/dev-docs/providers', '/dev-docs/plugins/upload'] },

  // Developer resources and plugins
  { query: 'strapi develop', expect: '/dev-docs/cli', note: 'a command as typed' },
  { query: 'strapi transfer', expect: '/dev-docs/data-management' },
  { query: 'export import data', expect: '/dev-docs/data-management' },
  { query: 'ApplicationError', expect: '/dev-docs/error-handling' },
  { query: 'jest tests', expect: '/dev-docs/testing' },
  { query: 'nextjs', expect: '/dev-docs/integrations/next-js' },
  { query: 'send email', expect: '/dev-docs/plugins/email' },
  { query: 'swagger documentation', expect: '/dev-docs/plugins/documentation' },
  { query: 'jwt', expect: '/dev-docs/plugins/users-permissions' },
  { query: 'responsive images breakpoints', expect: '/dev-docs/plugins/upload' },
  { query: 'locales', expect: '/dev-docs/plugins/i18n' },

  // Update and migration
  { query: 'upgrade strapi', expect: '/dev-docs/update-version' },
  {
    query: 'migrate v3 to v4',
    expect: [
      '/dev-docs/migration-guides',
      '/dev-docs/migration/v3-to-v4/code-migration',
      '/dev-docs/migration/v3-to-v4/data-migration',
      '/dev-docs/migration/v3-to-v4/plugin-migration',
    ],
    note: 'the overview of the guides, or one of the three v3-to-v4 overviews',
  },
  { query: 'mongodb to sql', expect: '/dev-docs/migration/v3-to-v4/data/mongo' },
  { query: 'migration 4.5.1 4.6.1', expect: '/dev-docs/migration/v4/migration-guide-4.5.1-to-4.6.1' },
  { query: 'codemods', expect: '/dev-docs/migration/v3-to-v4/code-migration' },

  // User guide
  { query: 'publish an entry', expect: '/user-docs/content-manager/saving-and-publishing-content' },
  { query: 'upload images', expect: '/user-docs/media-library/adding-assets' },
  { query: 'media library', expect: '/user-docs/media-library' },
  { query: 'rich text editor', expect: '/user-docs/content-manager/writing-content' },
  { query: 'content manager list view', expect: '/user-docs/content-manager' },

  // User guide (issue 24: one query per five new pages at least)
  { query: 'configure the view', expect: '/user-docs/content-manager/configuring-view-of-content-type' },
  { query: 'translate an entry', expect: '/user-docs/content-manager/translating-content' },
  { query: 'create a collection type', expect: '/user-docs/content-type-builder/creating-new-content-type' },
  { query: 'enumeration field', expect: '/user-docs/content-type-builder/configuring-fields-content-type' },
  { query: 'crop an image', expect: '/user-docs/media-library/managing-assets' },
  { query: 'media folders', expect: '/user-docs/media-library/organizing-assets-with-folders' },
  { query: 'invite an administrator', expect: '/user-docs/users-roles-permissions/managing-administrators' },
  { query: 'public role permissions', expect: '/user-docs/users-roles-permissions/configuring-end-users-roles' },
  { query: 'marketplace', expect: '/user-docs/plugins/installing-plugins-via-marketplace' },
  { query: 'audit logs', expect: '/user-docs/settings/audit-logs' },
  {
    query: 'email templates reset password',
    expect: '/user-docs/settings/configuring-users-permissions-plugin-settings',
  },

  // The API reference (issue 21): its operations are records too.
  { query: 'delete a post', expect: '/openapi', note: 'an operation of the API reference' },
  { query: 'list comments api', expect: '/openapi' },
]
