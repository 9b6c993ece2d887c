/** `GET /posts/{id}` -> `get-posts-id`: lower case, anything but letters and digits becomes a dash. */
export function slugify(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
  return slug === '' ? 'section' : slug
}

/** Hands out unique ids for one page: a repeated slug gets `-1`, `-2`, ... */
export function createIdAllocator(): (text: string) => string {
  const used = new Set<string>()
  return (text) => {
    const base = slugify(text)
    let id = base
    for (let n = 1; used.has(id); n++) id = `${base}-${n}`
    used.add(id)
    return id
  }
}
