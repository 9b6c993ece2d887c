// The two sidebars of the Strapi site as ../shared/spec/sidebars.md describes them (and the
// original site had them), written independently of site.config.ts so that the site test can
// hold the config to them. Doc ids are content paths without `.md`.

/** A sidebar entry: a doc id, or a category. */
export type Expected = string | ExpectedCategory

export interface ExpectedCategory {
  label: string
  /** The doc the category links to. */
  link?: string
  /** Initial state; nested categories without the key are collapsed (the Docusaurus default). */
  collapsed: boolean
  items: Expected[]
}

const cat = (label: string, collapsed: boolean, items: Expected[], link?: string): ExpectedCategory =>
  link === undefined ? { label, collapsed, items } : { label, collapsed, items, link }

const d = (prefix: string, names: string[]) => names.map((name) => `${prefix}${name}`)

export const DEV_DOCS_SIDEBAR: Expected[] = [
  cat('🚀 Getting Started', false, d('dev-docs/', ['intro', 'quick-start', 'faq', 'usage-information'])),
  cat('⚙️ Setup & Deployment', false, [
    cat('Installation', true, d('dev-docs/installation/', ['cli', 'docker']), 'dev-docs/installation'),
    'dev-docs/project-structure',
    cat(
      'Configuration',
      true,
      [
        cat(
          'Required configurations',
          true,
          d('dev-docs/configurations/', ['database', 'server', 'admin-panel', 'middlewares']),
        ),
        cat(
          'Optional configurations',
          true,
          d('dev-docs/configurations/', [
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
          ]),
        ),
      ],
      'dev-docs/configurations',
    ),
    cat(
      'Deployment',
      true,
      [
        'dev-docs/deployment/strapi-cloud',
        cat(
          'Other Hosting Guides',
          true,
          d('dev-docs/deployment/', ['amazon-aws', 'azure', 'digitalocean-app-platform', 'digitalocean', 'heroku']),
          'dev-docs/deployment/hosting-guides',
        ),
        cat(
          'Optional Software Guides',
          true,
          d('dev-docs/deployment/', ['caddy-proxy', 'haproxy-proxy', 'nginx-proxy', 'process-manager']),
          'dev-docs/deployment/optional-software-guides',
        ),
      ],
      'dev-docs/deployment',
    ),
  ]),
  cat('📦 APIs', false, [
    cat(
      'REST API',
      true,
      d('dev-docs/api/rest/', [
        'parameters',
        'populate-select',
        'filters-locale-publication',
        'sort-pagination',
        'relations',
      ]),
      'dev-docs/api/rest',
    ),
    'dev-docs/api/graphql',
    cat(
      'Entity Service API',
      true,
      d('dev-docs/api/entity-service/', ['crud', 'filter', 'populate', 'order-pagination', 'components-dynamic-zones']),
      'dev-docs/api/entity-service',
    ),
    cat(
      'Query Engine API',
      true,
      d('dev-docs/api/query-engine/', [
        'single-operations',
        'bulk-operations',
        'filtering',
        'populating',
        'order-pagination',
      ]),
      'dev-docs/api/query-engine',
    ),
    'dev-docs/api/plugins/admin-panel-api',
    'dev-docs/api/plugins/server-api',
  ]),
  cat('🔧 Development', false, [
    'dev-docs/admin-panel-customization',
    cat(
      'Back-end customization',
      true,
      d('dev-docs/backend-customization/', [
        'routes',
        'policies',
        'middlewares',
        'controllers',
        'requests-responses',
        'services',
        'models',
        'webhooks',
      ]),
      'dev-docs/backend-customization',
    ),
    ...d('dev-docs/', ['plugins-extension', 'plugins-development', 'typescript', 'custom-fields', 'providers']),
  ]),
  cat('💻 Developer Resources', false, [
    ...d('dev-docs/', ['cli', 'data-management', 'database-migrations', 'error-handling', 'testing']),
    cat(
      'Integrations',
      true,
      d('dev-docs/integrations/', [
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
      ]),
      'dev-docs/integrations',
    ),
  ]),
  cat(
    '🔌 Plugins',
    false,
    d('dev-docs/plugins/', ['documentation', 'email', 'graphql', 'i18n', 'sentry', 'upload', 'users-permissions']),
    'dev-docs/plugins/plugins-intro',
  ),
  cat('♻️ Update and Migration', false, [
    'dev-docs/update-version',
    'dev-docs/migration-guides',
    cat('v3 to v4 migration guides', true, [
      cat(
        'Code migration',
        true,
        [
          cat(
            'Backend migration',
            true,
            d('dev-docs/migration/v3-to-v4/code/', [
              'configuration',
              'content-type-schema',
              'controllers',
              'dependencies',
              'global-middlewares',
              'graphql',
              'policies',
              'route-middlewares',
              'routes',
              'services',
            ]),
            'dev-docs/migration/v3-to-v4/code/backend',
          ),
          cat(
            'Frontend migration',
            true,
            d('dev-docs/migration/v3-to-v4/code/', ['strapi-global', 'theming', 'translations', 'webpack', 'wysiwyg']),
            'dev-docs/migration/v3-to-v4/code/frontend',
          ),
        ],
        'dev-docs/migration/v3-to-v4/code-migration',
      ),
      cat(
        'Plugin migration',
        true,
        d('dev-docs/migration/v3-to-v4/plugin/', [
          'update-folder-structure',
          'migrate-back-end',
          'migrate-front-end',
          'enable-plugin',
        ]),
        'dev-docs/migration/v3-to-v4/plugin-migration',
      ),
      cat(
        'Data migration',
        true,
        d('dev-docs/migration/v3-to-v4/data/', ['sql', 'sql-relations', 'mongo', 'mongo-sql-cheatsheet']),
        'dev-docs/migration/v3-to-v4/data-migration',
      ),
    ]),
  ]),
]

/** The user sidebar: folders generated in `sidebar_position` order (then file name). */
export const USER_DOCS_SIDEBAR: Expected[] = [
  'user-docs/intro',
  cat(
    'Content Manager',
    false,
    d('user-docs/content-manager/', [
      'introduction-to-content-manager',
      'configuring-view-of-content-type',
      'writing-content',
      'managing-relational-fields',
      'translating-content',
      'reviewing-content',
      'saving-and-publishing-content',
    ]),
  ),
  cat(
    'Content-type Builder',
    false,
    d('user-docs/content-type-builder/', [
      'introduction-to-content-types-builder',
      'creating-new-content-type',
      'configuring-fields-content-type',
      'managing-content-types',
    ]),
  ),
  cat(
    'Media Library',
    false,
    d('user-docs/media-library/', [
      'introduction-to-the-media-library',
      'adding-assets',
      'managing-assets',
      'organizing-assets-with-folders',
    ]),
  ),
  cat(
    'Users, Roles & Permissions',
    false,
    d('user-docs/users-roles-permissions/', [
      'introduction-to-users-roles-permissions',
      'configuring-administrator-roles',
      'managing-administrators',
      'configuring-end-users-roles',
      'managing-end-users',
    ]),
  ),
  cat(
    'Plugins',
    false,
    d('user-docs/plugins/', ['introduction-to-plugins', 'installing-plugins-via-marketplace', 'strapi-plugins']),
  ),
  cat(
    'General Settings',
    false,
    d('user-docs/settings/', [
      'audit-logs',
      'configuring-users-permissions-plugin-settings',
      'managing-global-settings',
      'review-workflows',
    ]),
  ),
]
