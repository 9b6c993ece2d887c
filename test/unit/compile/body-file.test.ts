import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { BodyFile, serializeBody } from '../../../src/compile/body-file.js'
import { BodyStore, entryOf, readBodyRef, serializedBody } from '../../../src/compile/body-store.js'
import { CompileCache } from '../../../src/compile/cache.js'
import { BODIES_START } from '../../../src/compile/cache-files.js'
import { decodeIndex, encodeIndex, IndexCodec, type StoredIndex } from '../../../src/compile/index-format.js'
import type { CompiledPage, PageMeta } from '../../../src/model/page.js'

const sectionsOf = (source: string) => [{ id: '', depth: 0, heading: '', text: `text of ${source}` }]

function page(source: string, html: string): CompiledPage {
  return {
    source,
    id: source.replace(/\.md$/, ''),
    frontmatter: { extra: {} },
    title: source,
    description: '',
    html,
    headings: [{ depth: 2, id: 'part', text: 'Part', position: { line: 3, column: 1 } }],
    anchors: ['part'],
    links: [],
    dependencies: [],
    sections: [{ id: '', depth: 0, heading: '', text: `text of ${source}` }],
    diagnostics: [],
  }
}

describe('page bodies stored in a file', () => {
  it('reads each body back from the store, and copies it without decoding', () => {
    const file = BodyFile.temporary()
    const a = entryOf(page('a.md', '<p>A → “quoted”</p>'), file)
    const b = entryOf(page('b.md', '<p>B</p>'), file)
    const store = new BodyStore()
    store.set(a.meta.source, a.body)
    store.set(b.meta.source, b.body)
    expect(store.get('a.md')).toEqual({ html: '<p>A → “quoted”</p>', sections: sectionsOf('a.md') })
    expect(store.get('b.md')?.html).toBe('<p>B</p>')
    expect(store.get('c.md')).toBeUndefined()
    // The HTML and the search text are each read on their own.
    expect(store.html('a.md')).toBe('<p>A → “quoted”</p>')
    expect(store.searchText('a.md')).toEqual({ sections: sectionsOf('a.md') })
    expect(store.html('c.md')).toBeUndefined()
    expect({ ...a.meta, ...store.get('a.md') }).toEqual(page('a.md', '<p>A → “quoted”</p>'))
    expect(a.meta).not.toHaveProperty('html')
    expect(serializedBody(a.body)).toEqual(serializeBody({ html: '<p>A → “quoted”</p>', sections: sectionsOf('a.md') }))
    // Copied into another file, the body reads the same.
    const other = BodyFile.temporary()
    const range = other.append(serializedBody(b.body))
    expect(readBodyRef({ file: other, ...range }).html).toBe('<p>B</p>')
    file.close()
    other.close()
  })

  it('reads a Markdown form alone, or with the body (issue 27)', () => {
    const file = BodyFile.temporary()
    const markdown = '# A → “quoted”\n\n**Yarn**\n'
    const a = entryOf({ ...page('a.md', '<p>A</p>'), markdown }, file)
    const b = entryOf(page('b.md', '<p>B</p>'), file)
    const store = new BodyStore()
    store.set('a.md', a.body)
    store.set('b.md', b.body)
    expect(store.markdown('a.md')).toBe(markdown)
    expect(store.get('a.md')).toEqual({ html: '<p>A</p>', sections: sectionsOf('a.md'), markdown })
    expect(store.markdown('b.md')).toBeUndefined()
    expect(store.get('b.md')).not.toHaveProperty('markdown')
    const inMemory = new BodyStore()
    inMemory.set('a.md', entryOf({ ...page('a.md', '<p>A</p>'), markdown }).body)
    expect(inMemory.markdown('a.md')).toBe(markdown)
    file.close()
  })

  it('keeps a body in memory when no file is given', () => {
    const a = entryOf(page('a.md', '<p>A</p>'))
    expect(a.body).toEqual({ body: { html: '<p>A</p>', sections: sectionsOf('a.md') } })
    expect(readBodyRef(a.body).sections).toEqual(sectionsOf('a.md'))
    const store = new BodyStore()
    store.set('a.md', a.body)
    expect(store.html('a.md')).toBe('<p>A</p>')
    expect(store.searchText('a.md')).toEqual({ sections: sectionsOf('a.md') })
  })

  it('refuses ranges outside the file', () => {
    const file = BodyFile.temporary()
    file.append(Buffer.from('abc'))
    expect(() => file.read(1, 10)).toThrow(/out of bounds/)
    file.close()
  })
})

describe('the cache index format', () => {
  it('round-trips page metadata exactly, values JSON cannot hold included', () => {
    const { html: _html, sections: _sections, ...meta } = page('a.md', '')
    const odd = {
      ...meta,
      contentTitle: undefined,
      frontmatter: {
        extra: {
          inf: Number.POSITIVE_INFINITY,
          nan: Number.NaN,
          negZero: -0,
          when: new Date(0),
          nested: [[1, 'x'], { a: null }],
        },
      },
    }
    Object.defineProperty(odd.frontmatter.extra, '__proto__', { value: { polluted: true }, enumerable: true })
    const index: StoredIndex = {
      key: 'k',
      bodies: 'b',
      entries: [
        ['e1', odd as unknown as PageMeta, 0, 10, '1:2:3:4'],
        ['e2', meta, 10, 20, undefined],
      ],
      texts: [['dev/_category_.json', '5:6:7:8', '{ "label": "Dev → ops" }']],
    }
    const decoded = decodeIndex(encodeIndex(index))
    expect(decoded).toEqual(index)
    const extra = decoded.entries[0]?.[1].frontmatter.extra as Record<string, unknown>
    expect(Object.is(extra.negZero, -0)).toBe(true)
    expect(extra.when).toBeInstanceOf(Date)
    expect(Object.getPrototypeOf(extra)).toBe(Object.prototype)
    expect(Object.keys(extra)).toContain('__proto__')
    expect('contentTitle' in (decoded.entries[0]?.[1] ?? {})).toBe(true)
  })

  it('keeps the order of keys, and leaves the headings out on request', () => {
    const { html: _html, sections: _sections, ...meta } = page('a.md', '')
    const withHeadings: PageMeta = {
      ...meta,
      headings: [{ depth: 2, id: 'setup', text: 'Setup', position: { line: 3, column: 1 } }],
    }
    const index: StoredIndex = { key: 'k', bodies: 'b', entries: [['e1', withHeadings, 0, 1, undefined]], texts: [] }
    const full = decodeIndex(encodeIndex(index)).entries[0]?.[1]
    expect(full).toEqual(withHeadings)
    expect(Object.keys(full ?? {})).toEqual(Object.keys(withHeadings))
    const lean = decodeIndex(encodeIndex(index), { headings: false }).entries[0]?.[1]
    expect(lean).toEqual({ ...withHeadings, headings: [] })
    expect(Object.keys(lean ?? {})).toEqual(Object.keys(withHeadings))
  })

  it('rejects bytes that are not an index', () => {
    expect(() => decodeIndex(Buffer.from('{"key":"k"}'))).toThrow()
    expect(() => decodeIndex(Buffer.from('{"key":"k","bodies":"b","shapes":[]}\n[]'))).toThrow()
    expect(() => decodeIndex(Buffer.from('{"key":"k","bodies":"b","shapes":[]}\n["e",0,1,null]\t[7]\t[0]'))).toThrow()
    expect(decodeIndex(Buffer.from('{"key":"k","bodies":"b","shapes":[]}')).entries).toEqual([])
  })

  it('writes again the line of a page it read, and encodes a page it did not', () => {
    const { html: _html, sections: _sections, ...meta } = page('a.md', '')
    const other: PageMeta = { ...meta, source: 'b.md', title: 'B' }
    const bytes = encodeIndex({ key: 'k', bodies: 'b', entries: [['e1', meta, 0, 10, 's1']], texts: [] })
    const codec = new IndexCodec()
    const loaded = codec.decode(bytes)
    const kept = loaded.entries[0]?.[1]
    if (!kept)
      throw new Error('no entry')
      // A page read is written as it was read (even were its object changed, which no stage does).
    ;(kept as { title: string }).title = 'changed after decoding'
    const saved = codec.encode({
      key: 'k',
      bodies: 'b2',
      entries: [
        ['e1', kept, 5, 15, 's1'],
        ['e2', other, 15, 20, undefined],
      ],
      texts: [],
    })
    const again = decodeIndex(saved).entries
    expect(again.map(([key, , start, end, stamp]) => [key, start, end, stamp])).toEqual([
      ['e1', 5, 15, 's1'],
      ['e2', 15, 20, undefined],
    ])
    expect(again[0]?.[1]).toEqual(meta)
    expect(again[1]?.[1]).toEqual(other)
    expect(Object.keys(again[1]?.[1] ?? {})).toEqual(Object.keys(other))
    // The line of the page read is the line that was read.
    const lineOf = (buffer: Buffer, key: string) =>
      buffer
        .toString()
        .split('\n')
        .find((l) => l.startsWith(`["${key}"`))
        ?.split('\t')
        .slice(1)
    expect(lineOf(saved, 'e1')).toEqual(lineOf(bytes, 'e1'))
  })
})

describe('CompileCache stamps', () => {
  it('maps a source and stamp to its entry for the next build, and forgets entries no build used', async () => {
    const cache = new CompileCache({ key: 'k' })
    cache.set('e1', entryOf(page('a.md', '<p>A</p>')))
    cache.setStamp('a.md', 'e1', '10:1:2:3')
    expect(cache.entryKeyByStamp('a.md', '10:1:2:3')).toBe('e1')
    expect(cache.entryKeyByStamp('a.md', '10:1:2:4')).toBeUndefined()
    expect(cache.entryKeyByStamp('b.md', '10:1:2:3')).toBeUndefined()
    await cache.save()
    expect(cache.entryKeyByStamp('a.md', '10:1:2:3')).toBe('e1')
    // The next build does not use a.md: its entry and stamp are dropped.
    cache.set('e2', entryOf(page('b.md', '<p>B</p>')))
    await cache.save()
    expect(cache.entryKeyByStamp('a.md', '10:1:2:3')).toBeUndefined()
  })
})

describe('CompileCache bodies file', () => {
  const tmpNames = (dir: string) => readdirSync(dir).filter((name) => name.endsWith('.tmp'))

  it('makes the file a cold build wrote its bodies into the bodies file, by renaming it', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'docsgen-cache-test-'))
    const cold = new CompileCache({ dir, key: 'k', bodies: 'file' })
    const file = cold.newBodyFile()
    expect(file).toBeDefined()
    if (!file) return
    expect(cold.newBodyFile()).toBe(file)
    const [name] = tmpNames(dir)
    const written = statSync(path.join(dir, name ?? '')).ino
    cold.set('e1', entryOf(page('a.md', '<p>A → “quoted”</p>'), file))
    cold.set('e2', entryOf(page('b.md', '<p>B</p>'), file))
    await cold.save()
    // Renamed, not copied: the same file, and nothing left behind.
    expect(statSync(path.join(dir, 'bodies.bin')).ino).toBe(written)
    expect(tmpNames(dir)).toEqual([])
    const warm = new CompileCache({ dir, key: 'k', bodies: 'file' })
    await warm.load()
    expect(warm.status).toBe('loaded')
    const bodyOf = (cache: CompileCache, key: string) => {
      const entry = cache.get(key)
      return entry && readBodyRef(entry.body)
    }
    expect(bodyOf(warm, 'e1')?.html).toBe('<p>A → “quoted”</p>')
    expect(bodyOf(warm, 'e2')?.sections).toEqual(sectionsOf('b.md'))

    // A warm build that compiles one page: its body is appended to the bodies file, its own removed.
    const before = statSync(path.join(dir, 'bodies.bin')).size
    const fresh = warm.newBodyFile()
    if (!fresh) throw new Error('no body file')
    warm.set('e3', entryOf(page('c.md', '<p>C</p>'), fresh))
    await warm.save()
    expect(statSync(path.join(dir, 'bodies.bin')).ino).toBe(written)
    expect(statSync(path.join(dir, 'bodies.bin')).size).toBe(before + fresh.size - BODIES_START)
    expect(tmpNames(dir)).toEqual([])
    const next = new CompileCache({ dir, key: 'k', bodies: 'memory' })
    await next.load()
    expect(next.status).toBe('loaded')
    expect([bodyOf(next, 'e1')?.html, bodyOf(next, 'e2')?.html, bodyOf(next, 'e3')?.html]).toEqual([
      '<p>A → “quoted”</p>',
      '<p>B</p>',
      '<p>C</p>',
    ])
    rmSync(dir, { recursive: true })
  })

  it('removes the body files of killed builds, and makes none without a folder or in memory', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'docsgen-cache-test-'))
    // No process has this id (Linux allows at most 2^22).
    writeFileSync(path.join(dir, 'bodies.4194305.x1.tmp'), 'left by a killed build')
    writeFileSync(path.join(dir, `bodies.${process.pid}.mine.tmp`), 'this process')
    const cache = new CompileCache({ dir, key: 'k', bodies: 'file' })
    cache.newBodyFile()
    expect(tmpNames(dir)).toContain(`bodies.${process.pid}.mine.tmp`)
    expect(tmpNames(dir)).not.toContain('bodies.4194305.x1.tmp')
    expect(new CompileCache({ key: 'k', bodies: 'file' }).newBodyFile()).toBeUndefined()
    expect(new CompileCache({ dir, key: 'k', bodies: 'memory' }).newBodyFile()).toBeUndefined()
    rmSync(dir, { recursive: true })
  })
})
