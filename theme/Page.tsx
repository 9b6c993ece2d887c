import { ApiReferencePage } from './ApiReferencePage.js'
import { BlogArchivePage, BlogListPage, BlogPostPage, BlogTagsPage } from './Blog.js'
import { CategoryIndex } from './CategoryIndex.js'
import { DocPage } from './DocPage.js'
import { InfimaClassesProvider } from './infima-classes.js'
import { Layout } from './Layout.js'
import { NotFound } from './NotFound.js'
import { SearchPage } from './SearchPage.js'
import { StandalonePage } from './StandalonePage.js'
import { StatusPage } from './StatusPage.js'
import type { PageProps } from './types.js'

function PageBody({ page }: { page: PageProps }) {
  switch (page.kind) {
    case 'doc':
    case 'home':
    case 'snippet':
      return <DocPage {...page} />
    case 'category-index': {
      const { description, cards, head: _head, chrome: _chrome, kind: _kind, ...doc } = page
      return (
        <DocPage {...doc} html="" showTitle>
          <CategoryIndex cards={cards} {...(description ? { description } : {})} />
        </DocPage>
      )
    }
    case 'search':
      return <SearchPage action={page.searchAction} query={page.query} wording={page.chrome.searchWording} />
    case 'status':
      return <StatusPage title={page.title} showTitle={page.showTitle} html={page.html} status={page.status} />
    case 'openapi':
      return <ApiReferencePage {...page} />
    case 'page':
      return <StandalonePage {...page} />
    case 'blog-post':
      return <BlogPostPage {...page} />
    case 'blog-list':
      return <BlogListPage {...page} />
    case 'blog-tags':
      return <BlogTagsPage {...page} />
    case 'blog-archive':
      return <BlogArchivePage {...page} />
    case 'not-found':
      return (
        <NotFound
          homeHref={page.homeHref}
          {...(page.searchAction ? { searchAction: page.searchAction } : {})}
          wording={page.wording}
          searchWording={page.chrome.searchWording}
        />
      )
  }
}

/** A whole page: the layout around the body chosen by route kind. */
export function Page({ page }: { page: PageProps }) {
  return (
    <InfimaClassesProvider on={page.chrome.infimaClasses === true}>
      <Layout head={page.head} chrome={page.chrome}>
        <PageBody page={page} />
      </Layout>
    </InfimaClassesProvider>
  )
}
