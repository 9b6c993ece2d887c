import { beforeAll, describe, expect, it } from 'vitest'
import { buildFixture, type FixtureBuild } from '../helpers/build-fixture.js'
import { I18N_DOCUSAURUS_2_SITE } from '../helpers/i18n-site.js'

// Issue 25, locales: the words of the 404 page, the search page and the search dialog from a
// locale's i18n/<locale>/code.json, by the keys Docusaurus's theme-classic and
// theme-search-algolia give them; English, byte for byte, where the locale gives none.

const main = (html: string) => /<main[\s\S]*?<\/main>/.exec(html)?.[0] ?? ''
const dialog = (html: string) => /<dialog[\s\S]*?<\/dialog>/.exec(html)?.[0] ?? ''
const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1]

describe("a translated locale's search and 404 words", () => {
  let fr: FixtureBuild
  let en: FixtureBuild
  beforeAll(async () => {
    fr = await buildFixture(I18N_DOCUSAURUS_2_SITE, { locale: 'fr' })
    en = await buildFixture(I18N_DOCUSAURUS_2_SITE)
  })

  it('gives the 404 page Docusaurus’s title and paragraphs, in its title too', () => {
    const page = fr.file('404.html')
    expect(title(page)).toBe('Page introuvable | Acme')
    const body = main(page)
    expect(body).toContain('<h1>Page introuvable</h1>')
    expect(body).toContain('<p>Nous n’avons pas trouvé ce que vous recherchez.</p>')
    expect(body).toContain('<p>Veuillez contacter le propriétaire du site qui vous a mené ici.</p>')
    // docsgen's own sentences have no translation: left out rather than shown in English.
    expect(body).not.toContain('Go back to the')
    expect(body).toContain('placeholder="Rechercher"')
  })

  it('gives the search page its title, its box’s placeholder and label, and the buttons their word', () => {
    const page = fr.file('search/index.html')
    expect(title(page)).toBe('Rechercher dans la documentation | Acme')
    const body = main(page)
    expect(body).toContain('<h1>Rechercher dans la documentation</h1>')
    expect(body).toContain('placeholder="Tapez votre recherche ici" aria-label="Recherche"')
    expect(body).toContain('<button type="submit" class="button button-primary">Rechercher</button>')
  })

  it('gives the dialog its placeholder and close button, and the client script its words', () => {
    const modal = dialog(fr.file('docs/intro/index.html'))
    expect(modal).toContain('placeholder="Rechercher dans la doc"')
    expect(modal).toContain('>Annuler</button>')
    const words = /data-search-words="([^"]*)"/.exec(modal)?.[1] ?? '{}'
    expect(JSON.parse(words.replaceAll('&quot;', '"'))).toEqual({
      noResults: 'Aucun résultat pour',
      suggestions: 'Essayez de chercher',
      recent: 'Récemment',
      seeAll: 'Voir les {count} résultats',
      pageNoResults: 'Aucun document trouvé',
      documentsFound: 'Un document trouvé|{count} documents trouvés',
    })
  })

  it('keeps the English words where the locale gives none', () => {
    expect(main(en.file('404.html'))).toContain('<h1>Page Not Found</h1>')
    expect(main(en.file('404.html'))).toContain('Go back to the <a href="/">documentation home page</a>')
    expect(title(en.file('search/index.html'))).toBe('Search the documentation | Acme')
    const modal = dialog(en.file('docs/intro/index.html'))
    expect(modal).not.toContain('data-search-words')
    expect(modal).toContain('placeholder="Search" aria-label="Search"')
    expect(modal).toContain('>Close</button>')
  })
})
