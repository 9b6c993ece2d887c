import { beforeAll, describe, expect, it } from 'vitest'
import { blogPostRoute } from '../../../src/graph/blog.js'
import { excerptOf } from '../../../src/model/index.js'
import { createMarkdownCompiler, type MarkdownCompiler } from '../../../src/transform/index.js'

// Issue 25: blog posts' URLs and dates as Docusaurus's blog plugin gives them, and what the
// compiler keeps of a post: where its excerpt ends, and its reading time.

describe('a post’s URL, date and fallback title, from its path in the blog folder', () => {
  const route = (rel: string, slug?: string, base = '/blog') =>
    blogPostRoute(rel, slug ? { slug, extra: {} } : { extra: {} }, base)

  it('takes a date from the file or folder name, into the URL', () => {
    expect(route('2021-08-26-welcome.md')).toEqual({
      path: '/blog/2021/08/26/welcome',
      named: { date: new Date('2021-08-26T00:00:00Z'), name: 'welcome' },
    })
    expect(route('2021-08-26-welcome/index.mdx').path).toBe('/blog/2021/08/26/welcome')
    expect(route('2021/08/26/welcome.md').path).toBe('/blog/2021/08/26/welcome')
    expect(route('2021-8-6-short.md').named.date).toEqual(new Date('2021-08-06T00:00:00Z'))
    // A folder before the date stays in the URL, after the date.
    expect(route('releases/2022-01-31-v2.md').path).toBe('/blog/2022/01/31/releases/v2')
    // The last date wins, the folder before it kept whole (Docusaurus's greedy folder group).
    expect(route('2021-01-01-series/2021-02-02-part.md')).toEqual({
      path: '/blog/2021/02/02/2021-01-01-series/part',
      named: { date: new Date('2021-02-02T00:00:00Z'), name: 'part' },
    })
    // Only a date: the name falls back to the whole path (Docusaurus's title would be empty).
    expect(route('2021-03-04.md').named).toEqual({ date: new Date('2021-03-04T00:00:00Z'), name: '2021-03-04' })
  })

  it('uses the path alone without a date, and the front matter slug (under the blog) over both', () => {
    expect(route('plain-post.md')).toEqual({ path: '/blog/plain-post', named: { name: 'plain-post' } })
    expect(route('team/plain/index.md').path).toBe('/blog/team/plain')
    expect(route('2021-08-26-welcome.md', 'hello').path).toBe('/blog/hello')
    expect(route('2021-08-26-welcome.md', '/hello/again').path).toBe('/blog/hello/again')
    expect(route('2021-08-26-welcome.md', undefined, '/').path).toBe('/2021/08/26/welcome')
  })
})

describe('what the compiler keeps of a post', () => {
  let compiler: MarkdownCompiler
  beforeAll(async () => {
    compiler = await createMarkdownCompiler({
      contentDir: 'docs',
      toc: { minHeadingLevel: 2, maxHeadingLevel: 3 },
      codeThemes: { light: 'css-variables', dark: 'css-variables' },
      sanitize: false,
      blogPrefix: '../blog/',
    })
  })
  const compile = (text: string, source = '../blog/2024-01-01-post.md') => compiler.compileSync({ source, text })

  it('keeps the first truncate marker (HTML comment, or MDX comment) as the excerpt’s end', () => {
    expect(compile('Intro.\n\n<!-- truncate -->\n\nMore.\n').html).toBe('<p>Intro.</p>\n<!--truncate-->\n<p>More.</p>')
    expect(compile('Intro.\n\n{/* truncate */}\n\nMore.\n').html).toBe('<p>Intro.</p>\n<!--truncate-->\n<p>More.</p>')
    // Inside a paragraph or a list too (Docusaurus cuts the text wherever it is); only the first;
    // other comments go.
    expect(compile('Intro <!-- truncate --> and more.\n').html).toBe('<p>Intro <!--truncate--> and more.</p>')
    expect(compile('- item\n\n  <!-- truncate -->\n\n<!-- a note -->\n\nText.\n<!-- truncate -->\n').html).toBe(
      '<ul>\n<li>\n<p>item</p>\n<!--truncate-->\n</li>\n</ul>\n<p>Text.</p>',
    )
    // A page with raw HTML goes through the raw-HTML pass: the marker survives it.
    expect(compile('<div>raw</div>\n\n<!--truncate-->\n\nMore.\n').html).toContain('<!--truncate-->')
    // A page that is not a post publishes no marker.
    expect(compile('Intro.\n\n<!-- truncate -->\n\nMore.\n', 'intro.md').html).toBe('<p>Intro.</p>\n<p>More.</p>')
    expect(compile('Intro.\n\n{/* truncate */}\n\nMore.\n', 'intro.md').html).toBe('<p>Intro.</p>\n<p>More.</p>')
  })

  it('gives posts their reading time (words at 200 a minute), and no other page', () => {
    expect(compile(`---\ntitle: T\n---\n\n${'word '.repeat(400)}\n`).readingMinutes).toBe(2)
    expect(compile('Short.\n', 'intro.md').readingMinutes).toBeUndefined()
  })
})

describe('a post’s excerpt', () => {
  it('is its body up to the marker, the elements left open closed', () => {
    expect(excerptOf('<p>Intro.</p>\n<!--truncate-->\n<p>More.</p>')).toEqual({
      html: '<p>Intro.</p>\n',
      truncated: true,
    })
    expect(excerptOf('<p>Intro <em>now</em> <!--truncate--> and more.</p>')).toEqual({
      html: '<p>Intro <em>now</em> </p>',
      truncated: true,
    })
    expect(excerptOf('<ul>\n<li>\n<p>A<br>b <img src="x.png" alt="x"></p>\n<!--truncate-->\n</li>\n</ul>').html).toBe(
      '<ul>\n<li>\n<p>A<br>b <img src="x.png" alt="x"></p>\n</li></ul>',
    )
    expect(excerptOf('<p>No marker.</p>')).toEqual({ html: '<p>No marker.</p>', truncated: false })
    // A `>` in an attribute value, tags inside a script's text: neither opens anything.
    expect(excerptOf('<p title="a > b">One <a href="/x">two</a> <!--truncate--> three</p>').html).toBe(
      '<p title="a > b">One <a href="/x">two</a> </p>',
    )
    expect(excerptOf("<div><script>el.innerHTML = '<div class=x>'</script><p>Hi <!--truncate--></p></div>").html).toBe(
      "<div><script>el.innerHTML = '<div class=x>'</script><p>Hi </p></div>",
    )
  })
})
