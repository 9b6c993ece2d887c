import { execFileSync } from 'node:child_process'
import { rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { buildFixture, type FixtureBuild, writeSite } from '../helpers/build-fixture.js'

// Issue 25: a Docusaurus site's blog (test/fixtures/sites/docusaurus-blog, Docusaurus 2): posts at
// the URLs Docusaurus gives them, the list pages with excerpts, tags, the archive and the feeds.

/** The part of a page's HTML between the navbar and the footer. */
function body(html: string): string {
  const start = html.indexOf('<div class="main-wrapper">')
  return html.slice(start, html.indexOf('<dialog', start))
}

const blogFiles = (build: FixtureBuild) =>
  [...build.writer.files.keys()].filter((file) => file.startsWith('blog/')).sort()

/** The post titles a list page shows, in order. */
const listed = (html: string) => [...html.matchAll(/<h2 class="blog-post-title"><a href="([^"]+)">/g)].map((m) => m[1])

describe('the blog of a Docusaurus site', async () => {
  const build = await buildFixture('docusaurus-blog')

  it('builds every post at its Docusaurus URL, and the list, tag and archive pages, without a warning', () => {
    expect(build.result.ok).toBe(true)
    expect(build.diagnostics.filter((d) => d.severity !== 'info')).toEqual([])
    // Its navbar has no docsVersionDropdown or localeDropdown item: no such menus, as in Docusaurus.
    expect(build.file('blog/index.html')).not.toMatch(/Docs version|aria-label="Language"/)
    expect(blogFiles(build)).toEqual([
      'blog/2019/05/28/first-blog-post/index.html',
      'blog/2019/05/29/long-blog-post/index.html',
      'blog/2021/08/01/mdx-blog-post/index.html',
      'blog/archive/index.html',
      'blog/atom.xml',
      'blog/index.html',
      'blog/page/2/index.html',
      'blog/rss.xml',
      'blog/tags/docusaurus/index.html',
      'blog/tags/hello/index.html',
      'blog/tags/hello/page/2/index.html',
      'blog/tags/index.html',
      'blog/tags/release-notes/index.html',
      'blog/tags/releases/index.html',
      // `slug: welcome` replaces the dated URL of the folder post.
      'blog/welcome/index.html',
    ])
  })

  it('lists the posts newest first, two a page (postsPerPage), each up to its truncate marker', () => {
    const first = build.file('blog/index.html')
    expect(listed(first)).toEqual(['/blog/welcome', '/blog/2021/08/01/mdx-blog-post'])
    expect(listed(build.file('blog/page/2/index.html'))).toEqual([
      // Its front matter date (May 30) is newer than the first post's file name date (May 28).
      '/blog/2019/05/29/long-blog-post',
      '/blog/2019/05/28/first-blog-post',
    ])
    const main = body(first)
    expect(main).toContain('The site now has a blog. This first paragraph is what the list pages show.')
    expect(main).not.toContain('What comes next')
    expect(main).not.toContain('Admonitions work in posts too.')
    expect(main).toContain(
      '<a class="blog-read-more" href="/blog/welcome" aria-label="Read more about Welcome">Read more</a>',
    )
    expect(main).toContain(
      '<a class="pager-link pager-next pagination-nav__link pagination-nav__link--next" href="/blog/page/2" rel="next">',
    )
    // A post without a marker is shown whole, without "Read more".
    const second = body(build.file('blog/page/2/index.html'))
    expect(second).toContain('With its own heading, for the table of contents.')
    expect(second.match(/blog-read-more/g)).toBeNull()
    expect(second).toContain(
      '<a class="pager-link pager-prev pagination-nav__link pagination-nav__link--prev" href="/blog" rel="prev">',
    )
  })

  it('shows a post with its date, reading time, authors (from authors.yml, written out, legacy keys) and tags', () => {
    const welcome = body(build.file('blog/welcome/index.html'))
    expect(welcome).toContain('<h1 class="page-title blog-post-title">Welcome</h1>')
    expect(welcome).toContain('<time dateTime="2021-08-26T00:00:00.000Z">August 26, 2021</time> · One min read')
    expect(welcome).toContain('<a class="blog-author-name" href="https://github.com/ada-park">Ada Park</a>')
    expect(welcome).toContain('<img class="blog-author-image" src="/img/ada.png" alt=""')
    expect(welcome).toContain(
      '<span class="blog-author-name">Ben Ortiz</span><span class="blog-author-title">Contributor</span>',
    )
    expect(welcome).toContain('<a class="blog-tag" href="/blog/tags/releases" rel="tag">releases</a>')
    expect(welcome).toContain('What comes next')
    expect(welcome).toContain('href="https://github.com/example/site/edit/main/blog/2021-08-26-welcome/index.md"')
    const mdx = body(build.file('blog/2021/08/01/mdx-blog-post/index.html'))
    expect(mdx).toContain('<a class="blog-author-name" href="https://example.com/chris">Chris Lee</a>')
    expect(mdx).toContain(
      'class="admonition admonition-tip theme-admonition theme-admonition-tip alert alert--success"',
    )
    const first = body(build.file('blog/2019/05/28/first-blog-post/index.html'))
    expect(first).toContain('<a class="blog-author-name" href="https://example.com/dana">Dana Wu</a>')
    expect(first).toContain('<span class="blog-author-title">Founder</span>')
  })

  it('links each post to the newer and the older one, and lists the latest in its sidebar', () => {
    const mdx = body(build.file('blog/2021/08/01/mdx-blog-post/index.html'))
    expect(mdx).toMatch(
      /<a class="pager-link pager-prev pagination-nav__link pagination-nav__link--prev" href="\/blog\/welcome" rel="prev"><span class="pager-sublabel pagination-nav__sublabel">Newer post<\/span> <span class="pager-label pagination-nav__label">Welcome<\/span>/,
    )
    expect(mdx).toContain('href="/blog/2019/05/29/long-blog-post" rel="next"')
    expect(mdx).toContain(
      '<nav class="sidebar-menu" aria-label="Latest posts"><p class="blog-sidebar-title">Latest posts</p>',
    )
    expect(mdx).toContain('<a href="/blog/2021/08/01/mdx-blog-post" aria-current="page">Writing posts in MDX</a>')
  })

  it('gives each tag a page of its posts (kebab-case URLs, paged) and lists every tag with its count', () => {
    const hello = build.file('blog/tags/hello/index.html')
    expect(hello).toContain('<h1 class="page-title">3 posts tagged with &quot;hello&quot;</h1>')
    expect(listed(hello)).toEqual(['/blog/welcome', '/blog/2019/05/29/long-blog-post'])
    expect(listed(build.file('blog/tags/hello/page/2/index.html'))).toEqual(['/blog/2019/05/28/first-blog-post'])
    expect(build.file('blog/tags/release-notes/index.html')).toContain('One post tagged with &quot;Release Notes&quot;')
    const tags = body(build.file('blog/tags/index.html'))
    expect(
      [...tags.matchAll(/<a class="blog-tag" href="([^"]+)">([^<]+) <span class="blog-tag-count">(\d+)/g)].map(
        (m) => `${m[2]} ${m[3]}`,
      ),
    ).toEqual(['docusaurus 1', 'hello 3', 'Release Notes 1', 'releases 1'])
  })

  it('publishes an image kept beside a post under a name of its content, shown on the post and in the lists', () => {
    const file = [...build.writer.files.keys()].find((f) => f.startsWith('assets/files/'))
    expect(file).toMatch(/^assets\/files\/banner-[0-9a-f]{8}\.png$/)
    const img = `<img src="/${file}" alt="A banner kept beside the post"`
    expect(build.file('blog/welcome/index.html')).toContain(img)
    expect(build.file('blog/index.html')).toContain(img)
    expect(build.file('blog/rss.xml')).toContain(`src="https://blog.example.com/${file}"`)
  })

  it('lists every post by year in the archive', () => {
    const archive = body(build.file('blog/archive/index.html'))
    expect([...archive.matchAll(/<h2 id="year-(\d+)">/g)].map((m) => m[1])).toEqual(['2021', '2019'])
    expect(archive.indexOf('Welcome')).toBeLessThan(archive.indexOf('Writing posts in MDX'))
  })

  it('publishes RSS and Atom feeds of the posts, announced on every page', () => {
    const rss = build.file('blog/rss.xml')
    expect([...rss.matchAll(/<link>([^<]+)<\/link>/g)].map((m) => m[1])).toEqual([
      'https://blog.example.com/blog',
      'https://blog.example.com/blog/welcome',
      'https://blog.example.com/blog/2021/08/01/mdx-blog-post',
      'https://blog.example.com/blog/2019/05/29/long-blog-post',
      'https://blog.example.com/blog/2019/05/28/first-blog-post',
    ])
    // Full content, site links made absolute.
    expect(rss).toContain('<a href="https://blog.example.com/docs/intro">the docs</a>')
    const atom = build.file('blog/atom.xml')
    expect(atom).toContain('<feed xmlns="http://www.w3.org/2005/Atom">')
    expect(atom).toContain('<title>Blog fixture Blog</title>')
    expect(atom).not.toContain('<rights>')
    expect(atom.match(/<entry>/g)).toHaveLength(4)
    // Atom requires a category's term.
    expect(atom).toContain('<category label="releases" term="releases"/>')
    for (const page of ['docs/intro/index.html', 'blog/welcome/index.html']) {
      expect(build.file(page)).toContain(
        '<link rel="alternate" type="application/rss+xml" href="/blog/rss.xml" title="Blog fixture RSS Feed"/>',
      )
    }
  })

  it('leaves out drafts and partials; searches and lists the posts', () => {
    const everything = [...build.writer.files.keys()].map((file) => `${file}\n${build.file(file)}`).join('\n')
    expect(everything).not.toContain('upcoming')
    expect(everything).not.toContain('Not published.')
    expect(everything).not.toContain('Notes for writers')
    const search = [...build.writer.files.keys()]
      .filter((file) => file.startsWith('assets/search/'))
      .map((file) => build.file(file))
      .join('\n')
    expect(search).toContain('Posts are MDX, so components work in them.')
    expect(build.file('sitemap.xml')).toContain('<loc>https://blog.example.com/blog/welcome</loc>')
  })
})

describe('blog settings and mistakes', async () => {
  const site = (files: Record<string, string>) =>
    buildFixture({
      'site.config.ts': `export default { title: 'Own blog', url: 'https://own.example.com', llms: true, blog: { dir: 'news', routeBasePath: '/news', postsPerPage: 'ALL', sidebarCount: 0, feeds: ['atom'] } }\n`,
      'content/index.md': '# Home\n\nSee [the news](/news).\n',
      ...files,
    })
  const build = await site({
    'news/2024-02-01-b.md': '---\ntitle: B\nauthors: [nobody]\n---\n\nSecond.\n',
    'news/2024-01-01-a.md': '---\ntitle: A\ntags: [one, secret]\nunlisted: true\n---\n\nFirst.\n',
    'news/2024-01-15-d.md':
      '---\ntitle: D\ndate: 2024-01-15 23:30\ntags: [one, { label: Big News, permalink: big }]\n---\n\n[C](./2024-03-01-c.mdx) is newer.\n',
    'news/2024-03-01-c.mdx': '---\ntitle: C\n---\n\nAbove.\n\n{/* truncate */}\n\nBelow.\n',
  })

  it('serves the blog where the config says, one list page, an Atom feed only, no sidebar', () => {
    expect(build.result.ok).toBe(true)
    const files = [...build.writer.files.keys()].filter((f) => f.startsWith('news/') && !f.endsWith('.md')).sort()
    expect(files).toEqual([
      'news/2024/01/01/a/index.html',
      'news/2024/01/15/d/index.html',
      'news/2024/02/01/b/index.html',
      'news/2024/03/01/c/index.html',
      'news/archive/index.html',
      'news/atom.xml',
      'news/index.html',
      'news/tags/big/index.html',
      'news/tags/index.html',
      'news/tags/one/index.html',
      'news/tags/secret/index.html',
    ])
    expect(build.file('news/index.html')).not.toContain('blog-sidebar')
  })

  it('keeps an unlisted post out of the lists, tags and feeds, and cuts at {/* truncate */}', () => {
    const list = build.file('news/index.html')
    expect(listed(list)).toEqual(['/news/2024/03/01/c', '/news/2024/02/01/b', '/news/2024/01/15/d'])
    expect(list).toContain('Above.')
    expect(list).not.toContain('Below.')
    expect(build.file('news/atom.xml')).not.toContain('/news/2024/01/01/a')
    expect(build.file('news/2024/03/01/c/index.html')).toContain('Below.')
    // The marker is for the lists: a post's page and the feeds leave it out.
    expect(build.file('news/2024/03/01/c/index.html')).not.toContain('<!--truncate-->')
    expect(build.file('news/atom.xml')).not.toContain('<!--truncate-->')
    // The unlisted post is built, asks not to be indexed, and is not in the sitemap.
    expect(build.file('news/2024/01/01/a/index.html')).toContain('<meta name="robots" content="noindex')
    expect(build.file('sitemap.xml')).not.toContain('/news/2024/01/01/a')
    expect(build.file('sitemap.xml')).toContain('/news/2024/02/01/b')
    // Its tag of its own has a page (its link works), unlisted too; a shared tag lists the listed posts.
    expect(build.file('news/tags/secret/index.html')).toContain('<meta name="robots" content="noindex')
    expect(listed(build.file('news/tags/secret/index.html'))).toEqual(['/news/2024/01/01/a'])
    expect(listed(build.file('news/tags/one/index.html'))).toEqual(['/news/2024/01/15/d'])
    expect(build.file('news/tags/index.html')).not.toContain('secret')
    expect(build.file('sitemap.xml')).not.toContain('/news/tags/secret')
  })

  it('takes tags written { label, permalink }, dates with a time as UTC, and .md links between posts', () => {
    const d = build.file('news/2024/01/15/d/index.html')
    expect(d).toContain('<a class="blog-tag" href="/news/tags/big" rel="tag">Big News</a>')
    expect(d).toContain('<time dateTime="2024-01-15T23:30:00.000Z">January 15, 2024</time>')
    expect(d).toContain('<a href="/news/2024/03/01/c">C</a> is newer.')
  })

  it('lists the posts in /llms.txt, newest first, the unlisted one with the optional pages', () => {
    const llms = build.file('llms.txt')
    expect(llms).toContain(
      '## Blog\n\n- [C](/news/2024/03/01/c.md): Above.\n- [B](/news/2024/02/01/b.md): Second.\n- [D](/news/2024/01/15/d.md): C is newer.\n',
    )
    expect(llms.slice(llms.indexOf('## Optional'))).toContain('/news/2024/01/01/a.md')
  })

  it('warns about an author the authors file does not have, naming the post', () => {
    expect(build.diagnostics.filter((d) => d.severity === 'warning')).toEqual([
      expect.objectContaining({ code: 'blog/unknown-author', file: 'news/2024-02-01-b.md' }),
    ])
  })

  it('stops the build on an authors file that does not parse, with its line', async () => {
    await expect(
      site({ 'news/authors.yml': 'jo:\n  name: Jo\n  name: Again\n', 'news/2024-01-01-a.md': '# A\n' }),
    ).rejects.toMatchObject({
      diagnostics: [
        expect.objectContaining({
          file: 'news/authors.yml',
          message: 'news/authors.yml is not valid YAML: Map keys must be unique',
          position: { line: 3, column: 3 },
        }),
      ],
    })
  })
})

describe('a blog at the site’s root (blog-only mode)', async () => {
  const build = await buildFixture({
    'site.config.ts': `export default { title: 'Only a blog', url: 'https://only.example.com', docs: { routeBasePath: '/docs' }, blog: { routeBasePath: '/' } }\n`,
    'content/intro.md': '# Intro\n',
    'blog/notes/idea.md': 'An undated post, dated by its file.\n',
  })

  it('lists the posts at /, titled with the site’s title, its feeds at /rss.xml', () => {
    expect(build.result.ok).toBe(true)
    expect(build.file('index.html')).toContain('<title>Only a blog</title>')
    expect(listed(build.file('index.html'))).toEqual(['/notes/idea'])
    expect(build.file('index.html')).toContain('<link rel="alternate" type="application/rss+xml" href="/rss.xml"')
    expect(build.file('rss.xml')).toContain('<link>https://only.example.com/notes/idea</link>')
  })

  it('titles a post without a title or a date in its name by its path, as Docusaurus does', () => {
    expect(build.file('notes/idea/index.html')).toContain('<h1 class="page-title blog-post-title">notes/idea</h1>')
  })
})

describe('a truncate marker inside a paragraph', async () => {
  // Docusaurus cuts a post's text at the marker wherever it is: the list shows the paragraph up
  // to it; the post's page shows the paragraph whole.
  const build = await buildFixture({
    'site.config.ts': `export default { title: 'Cut', docs: { routeBasePath: '/docs' }, blog: {} }\n`,
    'content/intro.md': '# Intro\n',
    'blog/2024-05-01-cut.md':
      '---\ntitle: Cut\n---\n\nThe *first* part <!-- truncate --> and the rest.\n\nMore below.\n',
  })

  it('shows the paragraph up to the marker on the list, closed, and whole on the post’s page', () => {
    expect(build.result.ok).toBe(true)
    const list = body(build.file('blog/index.html'))
    expect(list).toContain('<p>The <em>first</em> part </p>')
    expect(list).not.toContain('the rest')
    expect(list).toContain('Read more')
    const post = build.file('blog/2024/05/01/cut/index.html')
    expect(post).toContain('<p>The <em>first</em> part  and the rest.</p>')
    expect(post).toContain('More below.')
    expect(post).not.toContain('<!--truncate-->')
  })
})

describe('posts without a date in their front matter or file name', async () => {
  // Dated as Docusaurus dates them (`git log --max-count=1 --follow --diff-filter=A`): by the
  // latest commit that added the file, through renames; one never committed by its mtime.
  const rootDir = await writeSite({
    'site.config.ts': `export default { title: 'Dated by git', docs: { routeBasePath: '/docs' }, blog: {} }\n`,
    'content/intro.md': '# Intro\n',
    'blog/old.md': '# Old\n',
    'blog/team/newer.md': '# Newer\n',
    'blog/before-rename.md': '# Renamed\n',
    'blog/say "hi".md': '# Quoted\n',
  })
  const git = (args: string[], date?: string) =>
    execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], {
      cwd: rootDir,
      stdio: 'ignore',
      env: { ...process.env, ...(date ? { GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date } : {}) },
    })
  git(['init', '-q'])
  git(['add', 'site.config.ts', 'content', 'blog/old.md', 'blog/before-rename.md'])
  git(['commit', '-q', '-m', 'first'], '2020-01-02T12:00:00Z')
  git(['add', 'blog/team/newer.md', 'blog/say "hi".md'])
  git(['commit', '-q', '-m', 'newer'], '2022-06-01T12:00:00Z')
  git(['mv', 'blog/before-rename.md', 'blog/renamed.md'])
  git(['commit', '-q', '-m', 'rename'], '2023-03-03T12:00:00Z')
  // Removed and added again: dated by the latest addition.
  git(['rm', '-q', 'blog/old.md'])
  git(['commit', '-q', '-m', 'gone'], '2023-06-01T12:00:00Z')
  await writeFile(path.join(rootDir, 'blog/old.md'), '# Old\n')
  git(['add', 'blog/old.md'])
  git(['commit', '-q', '-m', 'back'], '2024-01-01T12:00:00Z')
  // Never committed: dated by its modification time (now), so the newest.
  await writeFile(path.join(rootDir, 'blog/draft-ish.md'), '# Not committed\n')
  const build = await buildFixture(rootDir)
  const dateOf = (route: string) => /<time dateTime="([^"]+)"/.exec(build.file(`${route}/index.html`))?.[1]

  it('dates each by the commit that added it, through renames, an uncommitted one by its file', async () => {
    expect(build.result.ok).toBe(true)
    expect(dateOf('blog/old')).toBe('2024-01-01T12:00:00.000Z')
    expect(dateOf('blog/team/newer')).toBe('2022-06-01T12:00:00.000Z')
    // A name git quotes in its output unless asked not to.
    expect(dateOf('blog/say "hi"')).toBe('2022-06-01T12:00:00.000Z')
    // Renamed in 2023: dated by the commit that added it under its first name.
    expect(dateOf('blog/renamed')).toBe('2020-01-02T12:00:00.000Z')
    expect(listed(build.file('blog/index.html')).slice(0, 2)).toEqual(['/blog/draft-ish', '/blog/old'])
    await rm(rootDir, { recursive: true, force: true })
  })
})
