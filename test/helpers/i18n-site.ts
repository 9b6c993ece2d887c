// Docusaurus sites with locales, written as `docusaurus write-translations` and a translator leave
// them: i18n/<locale>/code.json, docusaurus-theme-classic/{navbar,footer}.json,
// docusaurus-plugin-content-docs/current.json and current/ (some docs translated, others not).

const message = (text: string) => ({ message: text, description: 'test' })
const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`

/** A Docusaurus 2 site (CommonJS config) in English, French and Arabic (right to left). */
export const I18N_DOCUSAURUS_2_SITE: Record<string, string> = {
  'package.json': json({ dependencies: { '@docusaurus/core': '2.4.3' } }),
  'docusaurus.config.js': `module.exports = {
  title: 'Acme',
  url: 'https://docs.acme.test',
  baseUrl: '/',
  onBrokenLinks: 'throw',
  i18n: {
    defaultLocale: 'en',
    locales: ['en', 'fr', 'ar'],
    localeConfigs: {
      en: { label: 'English', htmlLang: 'en-US' },
      fr: { label: 'Français' },
      ar: { label: 'العربية', direction: 'rtl' },
    },
  },
  presets: [
    [
      'classic',
      {
        docs: { sidebarPath: require.resolve('./sidebars.js'), editUrl: 'https://github.com/acme/docs/edit/main/' },
        blog: false,
      },
    ],
  ],
  themeConfig: {
    navbar: {
      title: 'Acme',
      items: [
        { type: 'doc', docId: 'intro', label: 'Tutorial', position: 'left' },
        { type: 'localeDropdown', position: 'right' },
      ],
    },
    footer: { links: [{ title: 'Docs', items: [{ label: 'Tutorial', to: '/docs/intro' }] }], copyright: 'Acme Inc.' },
  },
};
`,
  'sidebars.js': `module.exports = {
  tutorialSidebar: [
    'intro',
    { type: 'category', label: 'Guides', link: { type: 'generated-index' }, items: ['guides/install', 'guides/deploy'] },
  ],
};
`,
  'src/pages/index.md': '# Acme\n\nRockets. Read [the docs](/docs/intro).\n',
  'static/img/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>\n',
  'docs/intro.md':
    '# Introduction\n\nWelcome. See [install](./guides/install.md).\n\n## First steps\n\nquokka english text.\n',
  'docs/guides/install.md': '# Install\n\nRun `acme install`.\n\n## Flags\n\nflags text.\n',
  'docs/guides/deploy.md': '# Deploy\n\nShip it. Back to [the intro](../intro.md#first-steps).\n',
  'i18n/fr/code.json': json({
    'theme.TOCCollapsible.toggleButtonLabel': message('Sur cette page'),
    'theme.docs.paginator.previous': message('Précédent'),
    'theme.docs.paginator.next': message('Suivant'),
    'theme.common.editThisPage': message('Éditer cette page'),
    'theme.SearchBar.label': message('Rechercher'),
    'theme.SearchBar.seeAll': message('Voir les {count} résultats'),
    'theme.NotFound.title': message('Page introuvable'),
    'theme.NotFound.p1': message('Nous n’avons pas trouvé ce que vous recherchez.'),
    'theme.NotFound.p2': message('Veuillez contacter le propriétaire du site qui vous a mené ici.'),
    'theme.SearchPage.emptyResultsTitle': message('Rechercher dans la documentation'),
    'theme.SearchPage.inputPlaceholder': message('Tapez votre recherche ici'),
    'theme.SearchPage.inputLabel': message('Recherche'),
    'theme.SearchPage.documentsFound.plurals': message('Un document trouvé|{count} documents trouvés'),
    'theme.SearchPage.noResultsText': message('Aucun document trouvé'),
    'theme.SearchModal.placeholder': message('Rechercher dans la doc'),
    'theme.SearchModal.searchBox.cancelButtonText': message('Annuler'),
    'theme.SearchModal.noResultsScreen.noResultsText': message('Aucun résultat pour'),
    'theme.SearchModal.noResultsScreen.suggestedQueryText': message('Essayez de chercher'),
    'theme.SearchModal.startScreen.recentSearchesTitle': message('Récemment'),
    // DocSearch's footer: docsgen's dialog has none.
    'theme.SearchModal.footer.closeText': message('pour fermer'),
  }),
  'i18n/fr/docusaurus-theme-classic/navbar.json': json({
    title: message('Acme FR'),
    'item.label.Tutorial': message('Tutoriel'),
  }),
  'i18n/fr/docusaurus-theme-classic/footer.json': json({
    'link.title.Docs': message('Documentation'),
    'link.item.label.Tutorial': message('Le tutoriel'),
    copyright: message('Acme SA.'),
  }),
  'i18n/fr/docusaurus-plugin-content-docs/current.json': json({
    'version.label': message('Suivante'),
    'sidebar.tutorialSidebar.category.Guides': message('Guides pratiques'),
  }),
  'i18n/fr/docusaurus-plugin-content-docs/current/intro.md':
    '# Introduction en français\n\nBienvenue. Voir [installer](./guides/install.md).\n\n## Premiers pas\n\nquokka texte français.\n',
  'i18n/fr/docusaurus-plugin-content-docs/current/guides/install.md':
    '# Installer\n\nLancez `acme install`.\n\n## Flags\n\ntexte des options.\n',
  'i18n/ar/docusaurus-plugin-content-docs/current/intro.md': '# مقدمة\n\nمرحبا.\n\n## First steps\n\nنص.\n',
}

/** A Docusaurus 3 site (ESM config, `.mdx`) with a French locale, the blog and a translated post. */
export const I18N_DOCUSAURUS_3_SITE: Record<string, string> = {
  'package.json': json({ type: 'module', dependencies: { '@docusaurus/core': '^3.5.2' } }),
  'docusaurus.config.mjs': `export default {
  title: 'Beta',
  url: 'https://beta.test',
  baseUrl: '/beta/',
  i18n: { defaultLocale: 'en', locales: ['en', 'fr'], localeConfigs: { fr: { label: 'Français', htmlLang: 'fr-FR' } } },
  presets: [['classic', { docs: { routeBasePath: '/' }, blog: { showReadingTime: false } }]],
  themeConfig: { navbar: { items: [{ type: 'localeDropdown' }] } },
};
`,
  'docs/index.mdx': '# Welcome\n\nStart with [the API](./api.md).\n',
  'docs/api.md': '# API\n\nThe API.\n\n## Endpoints\n\nendpoints text.\n',
  'blog/2024-05-01-launch.md': '---\ntitle: Launch\n---\n\nWe launched.\n',
  'i18n/fr/docusaurus-plugin-content-docs/current/api.md':
    '# API en français\n\nL’API.\n\n## Points d’accès\n\ntexte.\n',
  'i18n/fr/docusaurus-plugin-content-blog/2024-05-01-launch.md': '---\ntitle: Lancement\n---\n\nNous avons lancé.\n',
}
