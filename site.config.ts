import { defineConfig } from 'docsgen'

export default defineConfig({
  title: 'Strapi Documentation',
  tagline: 'Design APIs fast, manage content easily.',
  url: 'https://docs.strapi.io',
  baseUrl: '/',
  favicon: 'img/favicon.svg',
  // Every page as Markdown, /llms.txt and /llms-full.txt, and "Copy page" (issue 27).
  llms: true,
  repositoryUrl: 'https://github.com/strapi/documentation',
  editUrl: 'https://github.com/strapi/documentation/edit/main/docusaurus/docs/',

  i18n: {
    defaultLocale: 'en',
    locales: [{ code: 'en', label: 'English', direction: 'ltr' }],
  },

  docs: {
    routeBasePath: '/',
    versions: [{ name: 'current', label: 'Next' }],
    sidebars: {
      devDocsSidebar: [
        {
          type: 'category',
          label: '🚀 Getting Started',
          collapsed: false,
          items: [
            { type: 'doc', id: 'dev-docs/intro', label: 'Welcome!' },
            { type: 'doc', id: 'dev-docs/quick-start', label: 'Quick Start Guide' },
            'dev-docs/faq',
            'dev-docs/usage-information',
          ],
        },
        {
          type: 'category',
          label: '⚙️ Setup & Deployment',
          collapsed: false,
          items: [
            {
              type: 'category',
              label: 'Installation',
              link: { type: 'doc', id: 'dev-docs/installation' },
              items: ['dev-docs/installation/cli', 'dev-docs/installation/docker'],
            },
            'dev-docs/project-structure',
            {
              type: 'category',
              label: 'Configuration',
              link: { type: 'doc', id: 'dev-docs/configurations' },
              items: [
                {
                  type: 'category',
                  label: 'Required configurations',
                  items: [
                    'dev-docs/configurations/database',
                    'dev-docs/configurations/server',
                    'dev-docs/configurations/admin-panel',
                    'dev-docs/configurations/middlewares',
                  ],
                },
                {
                  type: 'category',
                  label: 'Optional configurations',
                  items: [
                    'dev-docs/configurations/api',
                    'dev-docs/configurations/api-tokens',
                    'dev-docs/configurations/cron',
                    'dev-docs/configurations/environment',
                    'dev-docs/configurations/functions',
                    'dev-docs/configurations/plugins',
                    'dev-docs/configurations/public-assets',
                    'dev-docs/configurations/rbac',
                    'dev-docs/configurations/sso',
                    'dev-docs/configurations/typescript',
                  ],
                },
              ],
            },
            {
              type: 'category',
              label: 'Deployment',
              link: { type: 'doc', id: 'dev-docs/deployment' },
              items: [
                'dev-docs/deployment/strapi-cloud',
                {
                  type: 'category',
                  label: 'Other Hosting Guides',
                  link: { type: 'doc', id: 'dev-docs/deployment/hosting-guides' },
                  items: [
                    'dev-docs/deployment/amazon-aws',
                    'dev-docs/deployment/azure',
                    'dev-docs/deployment/digitalocean-app-platform',
                    'dev-docs/deployment/digitalocean',
                    'dev-docs/deployment/heroku',
                    // 'dev-docs/deployment/google-app-platform': commented out in the original too.
                  ],
                },
                {
                  type: 'category',
                  label: 'Optional Software Guides',
                  link: { type: 'doc', id: 'dev-docs/deployment/optional-software-guides' },
                  items: [
                    'dev-docs/deployment/caddy-proxy',
                    'dev-docs/deployment/haproxy-proxy',
                    'dev-docs/deployment/nginx-proxy',
                    'dev-docs/deployment/process-manager',
                  ],
                },
              ],
            },
          ],
        },
        {
          type: 'category',
          label: '📦 APIs',
          collapsed: false,
          items: [
            {
              type: 'category',
              label: 'REST API',
              link: { type: 'doc', id: 'dev-docs/api/rest' },
              items: [
                'dev-docs/api/rest/parameters',
                'dev-docs/api/rest/populate-select',
                'dev-docs/api/rest/filters-locale-publication',
                'dev-docs/api/rest/sort-pagination',
                'dev-docs/api/rest/relations',
              ],
            },
            'dev-docs/api/graphql',
            {
              type: 'category',
              label: 'Entity Service API',
              link: { type: 'doc', id: 'dev-docs/api/entity-service' },
              items: [
                'dev-docs/api/entity-service/crud',
                'dev-docs/api/entity-service/filter',
                'dev-docs/api/entity-service/populate',
                'dev-docs/api/entity-service/order-pagination',
                'dev-docs/api/entity-service/components-dynamic-zones',
              ],
            },
            {
              type: 'category',
              label: 'Query Engine API',
              link: { type: 'doc', id: 'dev-docs/api/query-engine' },
              items: [
                'dev-docs/api/query-engine/single-operations',
                'dev-docs/api/query-engine/bulk-operations',
                'dev-docs/api/query-engine/filtering',
                'dev-docs/api/query-engine/populating',
                'dev-docs/api/query-engine/order-pagination',
              ],
            },
            'dev-docs/api/plugins/admin-panel-api',
            'dev-docs/api/plugins/server-api',
          ],
        },
        {
          type: 'category',
          label: '🔧 Development',
          collapsed: false,
          items: [
            'dev-docs/admin-panel-customization',
            {
              type: 'category',
              label: 'Back-end customization',
              link: { type: 'doc', id: 'dev-docs/backend-customization' },
              items: [
                'dev-docs/backend-customization/routes',
                'dev-docs/backend-customization/policies',
                'dev-docs/backend-customization/middlewares',
                'dev-docs/backend-customization/controllers',
                'dev-docs/backend-customization/requests-responses',
                'dev-docs/backend-customization/services',
                'dev-docs/backend-customization/models',
                'dev-docs/backend-customization/webhooks',
              ],
            },
            'dev-docs/plugins-extension',
            'dev-docs/plugins-development',
            'dev-docs/typescript',
            'dev-docs/custom-fields',
            'dev-docs/providers',
          ],
        },
        {
          type: 'category',
          label: '💻 Developer Resources',
          collapsed: false,
          items: [
            'dev-docs/cli',
            'dev-docs/data-management',
            'dev-docs/database-migrations',
            'dev-docs/error-handling',
            'dev-docs/testing',
            {
              type: 'category',
              label: 'Integrations',
              link: { type: 'doc', id: 'dev-docs/integrations' },
              items: [
                'dev-docs/integrations/11ty',
                'dev-docs/integrations/angular',
                'dev-docs/integrations/dart',
                'dev-docs/integrations/flutter',
                'dev-docs/integrations/gatsby',
                'dev-docs/integrations/gridsome',
                'dev-docs/integrations/go',
                'dev-docs/integrations/graphql',
                'dev-docs/integrations/jekyll',
                'dev-docs/integrations/laravel',
                'dev-docs/integrations/next-js',
                'dev-docs/integrations/nuxt-js',
                'dev-docs/integrations/php',
                'dev-docs/integrations/python',
                'dev-docs/integrations/react',
                'dev-docs/integrations/ruby',
                'dev-docs/integrations/sapper',
                'dev-docs/integrations/svelte',
                'dev-docs/integrations/vue-js',
              ],
            },
          ],
        },
        {
          type: 'category',
          label: '🔌 Plugins',
          collapsed: false,
          link: { type: 'doc', id: 'dev-docs/plugins/plugins-intro' },
          items: [
            'dev-docs/plugins/documentation',
            'dev-docs/plugins/email',
            'dev-docs/plugins/graphql',
            'dev-docs/plugins/i18n',
            'dev-docs/plugins/sentry',
            'dev-docs/plugins/upload',
            'dev-docs/plugins/users-permissions',
          ],
        },
        {
          type: 'category',
          label: '♻️ Update and Migration',
          collapsed: false,
          items: [
            'dev-docs/update-version',
            'dev-docs/migration-guides',
            {
              type: 'category',
              label: 'v3 to v4 migration guides',
              collapsed: true,
              items: [
                {
                  type: 'category',
                  label: 'Code migration',
                  collapsed: true,
                  link: { type: 'doc', id: 'dev-docs/migration/v3-to-v4/code-migration' },
                  items: [
                    {
                      type: 'category',
                      label: 'Backend migration',
                      collapsed: true,
                      link: { type: 'doc', id: 'dev-docs/migration/v3-to-v4/code/backend' },
                      items: [
                        'dev-docs/migration/v3-to-v4/code/configuration',
                        'dev-docs/migration/v3-to-v4/code/content-type-schema',
                        'dev-docs/migration/v3-to-v4/code/controllers',
                        'dev-docs/migration/v3-to-v4/code/dependencies',
                        'dev-docs/migration/v3-to-v4/code/global-middlewares',
                        'dev-docs/migration/v3-to-v4/code/graphql',
                        'dev-docs/migration/v3-to-v4/code/policies',
                        'dev-docs/migration/v3-to-v4/code/route-middlewares',
                        'dev-docs/migration/v3-to-v4/code/routes',
                        'dev-docs/migration/v3-to-v4/code/services',
                      ],
                    },
                    {
                      type: 'category',
                      label: 'Frontend migration',
                      collapsed: true,
                      link: { type: 'doc', id: 'dev-docs/migration/v3-to-v4/code/frontend' },
                      items: [
                        'dev-docs/migration/v3-to-v4/code/strapi-global',
                        'dev-docs/migration/v3-to-v4/code/theming',
                        'dev-docs/migration/v3-to-v4/code/translations',
                        'dev-docs/migration/v3-to-v4/code/webpack',
                        'dev-docs/migration/v3-to-v4/code/wysiwyg',
                      ],
                    },
                  ],
                },
                {
                  type: 'category',
                  label: 'Plugin migration',
                  collapsed: true,
                  link: { type: 'doc', id: 'dev-docs/migration/v3-to-v4/plugin-migration' },
                  items: [
                    'dev-docs/migration/v3-to-v4/plugin/update-folder-structure',
                    'dev-docs/migration/v3-to-v4/plugin/migrate-back-end',
                    'dev-docs/migration/v3-to-v4/plugin/migrate-front-end',
                    'dev-docs/migration/v3-to-v4/plugin/enable-plugin',
                  ],
                },
                {
                  type: 'category',
                  label: 'Data migration',
                  collapsed: true,
                  link: { type: 'doc', id: 'dev-docs/migration/v3-to-v4/data-migration' },
                  items: [
                    'dev-docs/migration/v3-to-v4/data/sql',
                    'dev-docs/migration/v3-to-v4/data/sql-relations',
                    'dev-docs/migration/v3-to-v4/data/mongo',
                    'dev-docs/migration/v3-to-v4/data/mongo-sql-cheatsheet',
                  ],
                },
              ],
            },
          ],
        },
      ],
      userDocsSidebar: [
        'user-docs/intro',
        {
          type: 'category',
          label: 'Content Manager',
          collapsed: false,
          items: [{ type: 'autogenerated', dirName: 'user-docs/content-manager' }],
        },
        {
          type: 'category',
          label: 'Content-type Builder',
          collapsed: false,
          items: [{ type: 'autogenerated', dirName: 'user-docs/content-type-builder' }],
        },
        {
          type: 'category',
          label: 'Media Library',
          collapsed: false,
          items: [{ type: 'autogenerated', dirName: 'user-docs/media-library' }],
        },
        {
          type: 'category',
          label: 'Users, Roles & Permissions',
          collapsed: false,
          items: [{ type: 'autogenerated', dirName: 'user-docs/users-roles-permissions' }],
        },
        {
          type: 'category',
          label: 'Plugins',
          collapsed: false,
          items: [{ type: 'autogenerated', dirName: 'user-docs/plugins' }],
        },
        {
          type: 'category',
          label: 'General Settings',
          collapsed: false,
          items: [{ type: 'autogenerated', dirName: 'user-docs/settings' }],
        },
      ],
    },
  },

  siteVersion: '4.6.2',

  navbar: {
    logo: {
      alt: 'Strapi Documentation Logo',
      src: 'img/logo.svg',
      srcDark: 'img/logo-dark.svg',
    },
    items: [
      { label: 'Developer Docs', to: '/', position: 'left' },
      { label: 'User Guide', to: '/user-docs/intro', position: 'left' },
      {
        label: 'GitHub',
        href: 'https://github.com/strapi/documentation',
        position: 'right',
        ariaLabel: 'GitHub repository of the Strapi documentation',
      },
    ],
  },

  footer: {
    style: 'dark',
    links: [
      {
        title: 'Docs',
        items: [
          { label: 'User Guide', to: '/user-docs/intro' },
          { label: 'Dev Docs', to: '/' },
        ],
      },
      {
        title: 'Community',
        items: [
          { label: 'Discord', href: 'https://discord.strapi.io' },
          { label: 'Twitter', href: 'https://twitter.com/strapijs' },
          { label: 'Stack Overflow', href: 'https://stackoverflow.com/questions/tagged/strapi' },
        ],
      },
      {
        title: 'More',
        items: [
          { label: 'Blog', href: 'https://strapi.io/blog' },
          { label: 'GitHub', href: 'https://github.com/strapi/documentation' },
        ],
      },
    ],
  },

  colorMode: {
    defaultMode: 'light',
    disableSwitch: false,
    respectPrefersColorScheme: false,
  },

  tableOfContents: {
    minHeadingLevel: 2,
    maxHeadingLevel: 3,
  },

  titleDelimiter: '|',
  noIndex: false,
  onBrokenLinks: 'warn',
  onBrokenMarkdownLinks: 'warn',
  onDuplicateRoutes: 'warn',

  openapi: [{ spec: 'openapi/rest-api.yaml', route: '/openapi/' }],

  liveCodeBlock: {
    playgroundPosition: 'bottom',
  },

  // The particle easter egg (static/js/particles.js): the Konami code starts it.
  scripts: [{ src: '/js/particles.js', async: true }],
})
