import { DocContent } from './DocContent.js'
import { DocLayout } from './DocLayout.js'
import { PageActions } from './PageActions.js'
import { Pager } from './Pager.js'
import { Toc } from './Toc.js'
import type {
  BlogArchivePageProps,
  BlogListPageProps,
  BlogPostMeta,
  BlogPostPageProps,
  BlogSidebarProps,
  BlogTagsPageProps,
} from './types.js'

type Body<T> = Omit<T, 'kind' | 'head' | 'chrome'>

/** The blog's latest posts, beside its pages (hidden on narrow screens, like the docs sidebar). */
function BlogSidebar({ title, items }: BlogSidebarProps) {
  return (
    <div className="sidebar blog-sidebar">
      <nav className="sidebar-menu" aria-label={title}>
        <p className="blog-sidebar-title">{title}</p>
        <ul>
          {items.map((item) => (
            <li key={item.href}>
              <a href={item.href} aria-current={item.current ? 'page' : undefined}>
                {item.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  )
}

function blogSidebar(sidebar: BlogSidebarProps | undefined) {
  return sidebar ? <BlogSidebar {...sidebar} /> : undefined
}

/** Date, reading time and authors of a post. */
function PostHeader({ post, heading }: { post: BlogPostMeta; heading: 'h1' | 'h2' }) {
  const Title = heading
  return (
    <header className="blog-post-header">
      <Title className={heading === 'h1' ? 'page-title blog-post-title' : 'blog-post-title'}>
        {heading === 'h1' ? post.title : <a href={post.href}>{post.title}</a>}
      </Title>
      <p className="blog-post-meta">
        <time dateTime={post.dateTime}>{post.dateLabel}</time>
        {post.readingTime ? <> · {post.readingTime}</> : null}
      </p>
      {post.authors.length > 0 ? (
        <ul className="blog-authors">
          {post.authors.map((author, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static list, rendered once on the server
            <li key={i} className="blog-author">
              {author.imageUrl ? (
                <img className="blog-author-image" src={author.imageUrl} alt="" width={40} height={40} loading="lazy" />
              ) : null}
              <span className="blog-author-text">
                {author.url ? (
                  <a className="blog-author-name" href={author.url}>
                    {author.name ?? author.url}
                  </a>
                ) : (
                  <span className="blog-author-name">{author.name}</span>
                )}
                {author.title ? <span className="blog-author-title">{author.title}</span> : null}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </header>
  )
}

function PostTags({ tags }: { tags: BlogPostMeta['tags'] }) {
  if (tags.length === 0) return null
  return (
    <p className="blog-tags">
      <b>Tags:</b>
      {tags.map((tag) => (
        <a key={tag.href} className="blog-tag" href={tag.href} rel="tag">
          {tag.label}
        </a>
      ))}
    </p>
  )
}

/** A post's own page: header, body, tags and edit link, the newer and older posts. */
export function BlogPostPage(props: Body<BlogPostPageProps>) {
  const { post, html, blogSidebar: sidebar, toc, pager, editUrl, markdownHref } = props
  const hasToc = toc !== undefined && toc.length > 0
  return (
    <DocLayout
      className="blog-layout"
      sidebar={blogSidebar(sidebar)}
      aside={hasToc ? <Toc items={toc} variant="aside" /> : undefined}
    >
      <article className="doc-article blog-post">
        <PostHeader post={post} heading="h1" />
        {hasToc ? <Toc items={toc} variant="collapsible" /> : null}
        <DocContent html={html} />
        <footer className="blog-post-footer">
          <PostTags tags={post.tags} />
          {editUrl || markdownHref ? (
            <div className="doc-footer">
              <PageActions editUrl={editUrl} markdownHref={markdownHref} />
            </div>
          ) : null}
        </footer>
      </article>
      <Pager
        prev={pager.newer}
        next={pager.older}
        wording={{ name: 'Blog posts', prevSublabel: 'Newer post', nextSublabel: 'Older post' }}
      />
    </DocLayout>
  )
}

/** A page of posts, each up to its truncate marker with a "Read more" link, then newer and older pages. */
export function BlogListPage(props: Body<BlogListPageProps>) {
  const { title, showTitle, posts, blogSidebar: sidebar, pager, allTagsHref } = props
  return (
    <DocLayout className="blog-layout" sidebar={blogSidebar(sidebar)}>
      <h1 className={showTitle ? 'page-title' : 'sr-only'}>{title}</h1>
      {allTagsHref ? (
        <p className="blog-all-tags">
          <a href={allTagsHref}>View all tags</a>
        </p>
      ) : null}
      {posts.map((post) => (
        <article key={post.href} className="doc-article blog-post blog-post-excerpt">
          <PostHeader post={post} heading="h2" />
          <DocContent html={post.html} />
          <footer className="blog-post-footer">
            <PostTags tags={post.tags} />
            {post.truncated ? (
              <a className="blog-read-more" href={post.href} aria-label={`Read more about ${post.title}`}>
                Read more
              </a>
            ) : null}
          </footer>
        </article>
      ))}
      <Pager
        prev={pager.newer ? { label: 'Newer entries', href: pager.newer } : undefined}
        next={pager.older ? { label: 'Older entries', href: pager.older } : undefined}
        wording={{ name: 'Blog list pages', prevSublabel: null, nextSublabel: null }}
      />
    </DocLayout>
  )
}

/** Every tag, by first letter, with its number of posts. */
export function BlogTagsPage(props: Body<BlogTagsPageProps>) {
  const { title, tags, blogSidebar: sidebar } = props
  const letters = new Map<string, BlogTagsPageProps['tags'][number][]>()
  for (const tag of tags) {
    const letter = tag.label.charAt(0).toUpperCase()
    letters.set(letter, [...(letters.get(letter) ?? []), tag])
  }
  return (
    <DocLayout className="blog-layout" sidebar={blogSidebar(sidebar)}>
      <h1 className="page-title">{title}</h1>
      {[...letters].map(([letter, group]) => (
        <section key={letter} className="blog-tag-group" aria-labelledby={`tags-${letter}`}>
          <h2 id={`tags-${letter}`}>{letter}</h2>
          <ul className="blog-tag-list">
            {group.map((tag) => (
              <li key={tag.href}>
                <a className="blog-tag" href={tag.href}>
                  {tag.label} <span className="blog-tag-count">{tag.count}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </DocLayout>
  )
}

/** Every post by year, newest first. */
export function BlogArchivePage(props: Body<BlogArchivePageProps>) {
  const { title, years } = props
  return (
    <DocLayout className="blog-layout">
      <h1 className="page-title">{title}</h1>
      {years.map(({ year, posts }) => (
        <section key={year} className="blog-archive-year" aria-labelledby={`year-${year}`}>
          <h2 id={`year-${year}`}>{year}</h2>
          <ul>
            {posts.map((post) => (
              <li key={post.href}>
                <time dateTime={post.dateTime}>{post.dateLabel}</time> – <a href={post.href}>{post.title}</a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </DocLayout>
  )
}
