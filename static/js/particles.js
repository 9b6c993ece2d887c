// The "particle" easter egg, loaded asynchronously through `scripts` in site.config.ts. Typing the
// Konami code fills the page with particles made from contributors' avatars, which then line up
// as the bricks of a small breakout game (arrow keys or the mouse move the paddle; Escape ends).
// It calls no service: the contributors are listed here and their avatars are drawn on a canvas.
;(() => {
  const CONTRIBUTORS = [
    'pwizla', 'derrickmehaffy', 'meganelacheny', 'lucasboilly', 'Mcastres', 'soupette',
    'alexandrebodin', 'petersg83', 'gu-stav', 'remidej', 'markkaylor', 'fdel-car',
    'christiancp100', 'Convly', 'HichamELBSI', 'lauriejim', 'aurelsicoko', 'cyril-lopez',
    'Bassel17', 'kasonde', 'nathan-pichon', 'jhoward1994', 'Marc-Roig', 'joshuaellis',
  ]
  const KONAMI = ['ArrowUp', 'ArrowUp', 'ArrowDown', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'ArrowLeft', 'ArrowRight', 'b', 'a']
  const RADIUS = 18
  let typed = 0
  let game = null

  function hue(name) {
    let h = 0
    for (const c of name) h = (h * 31 + c.charCodeAt(0)) % 360
    return h
  }

  /** An avatar: a coloured disc with the contributor's initials. */
  function drawAvatar(ctx, p) {
    ctx.beginPath()
    ctx.arc(p.x, p.y, RADIUS, 0, Math.PI * 2)
    ctx.fillStyle = `hsl(${hue(p.name)} 65% 50%)`
    ctx.fill()
    ctx.fillStyle = '#fff'
    ctx.font = `bold ${RADIUS * 0.8}px system-ui, sans-serif`
    ctx.textAlign = 'center'
    ctx.textBaseline = 'middle'
    ctx.fillText(p.name.replace(/[^A-Za-z]/g, '').slice(0, 2).toUpperCase(), p.x, p.y + 1)
  }

  function start() {
    const canvas = document.createElement('canvas')
    canvas.id = 'particle-easter-egg'
    canvas.setAttribute('role', 'img')
    canvas.setAttribute('aria-label', 'Contributor particles and a breakout game. Press Escape to close.')
    canvas.style.cssText = 'position:fixed;inset:0;z-index:1000;width:100vw;height:100vh;background:rgb(0 0 0/.6)'
    document.body.append(canvas)
    const ctx = canvas.getContext('2d')
    const w = (canvas.width = window.innerWidth)
    const h = (canvas.height = window.innerHeight)
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    const columns = Math.max(4, Math.min(12, Math.floor((w - 40) / (RADIUS * 2 + 12))))
    const particles = []
    for (let i = 0; i < columns * 4; i++) {
      const name = CONTRIBUTORS[i % CONTRIBUTORS.length]
      particles.push({
        name,
        x: Math.random() * w,
        y: Math.random() * h * 0.6,
        vx: (Math.random() - 0.5) * 8,
        vy: (Math.random() - 0.5) * 8,
        tx: 20 + RADIUS + (i % columns) * ((w - 40 - RADIUS * 2) / Math.max(1, columns - 1)),
        ty: 40 + RADIUS + Math.floor(i / columns) * (RADIUS * 2 + 10),
        alive: true,
      })
    }
    const paddle = { x: w / 2, width: 110 }
    const ball = { x: w / 2, y: h - 60, vx: 4, vy: -5 }
    let phase = reduced ? 'game' : 'particles'
    let frames = 0
    let frame = 0

    function step() {
      frames++
      ctx.clearRect(0, 0, w, h)
      if (phase === 'particles') {
        // Fly around for two seconds, then glide into the brick rows.
        const settle = frames > 120
        for (const p of particles) {
          if (settle) {
            p.x += (p.tx - p.x) * 0.08
            p.y += (p.ty - p.y) * 0.08
          } else {
            p.vy += 0.15
            p.x += p.vx
            p.y += p.vy
            if (p.x < RADIUS || p.x > w - RADIUS) p.vx *= -1
            if (p.y > h - RADIUS) p.vy *= -0.9
          }
        }
        if (frames > 200) phase = 'game'
      } else {
        for (const p of particles) {
          p.x = p.tx
          p.y = p.ty
        }
        ball.x += ball.vx
        ball.y += ball.vy
        if (ball.x < 8 || ball.x > w - 8) ball.vx *= -1
        if (ball.y < 8) ball.vy *= -1
        if (ball.y > h - 38 && ball.y < h - 26 && Math.abs(ball.x - paddle.x) < paddle.width / 2) {
          ball.vy = -Math.abs(ball.vy)
          ball.vx += (ball.x - paddle.x) / 20
        }
        if (ball.y > h) Object.assign(ball, { x: paddle.x, y: h - 60, vx: 4, vy: -5 })
        for (const p of particles) {
          if (p.alive && Math.hypot(p.x - ball.x, p.y - ball.y) < RADIUS + 8) {
            p.alive = false
            ball.vy *= -1
          }
        }
        ctx.fillStyle = '#fff'
        ctx.fillRect(paddle.x - paddle.width / 2, h - 30, paddle.width, 10)
        ctx.beginPath()
        ctx.arc(ball.x, ball.y, 8, 0, Math.PI * 2)
        ctx.fill()
        if (particles.every((p) => !p.alive)) {
          ctx.font = 'bold 32px system-ui, sans-serif'
          ctx.textAlign = 'center'
          ctx.fillText('Thank you, contributors!', w / 2, h / 2)
        }
      }
      for (const p of particles) if (p.alive) drawAvatar(ctx, p)
      frame = requestAnimationFrame(step)
    }

    const move = (x) => {
      paddle.x = Math.max(paddle.width / 2, Math.min(w - paddle.width / 2, x))
    }
    const onMouse = (event) => move(event.clientX)
    const onKey = (event) => {
      if (event.key === 'Escape') stop()
      else if (event.key === 'ArrowLeft') move(paddle.x - 30)
      else if (event.key === 'ArrowRight') move(paddle.x + 30)
      else return
      event.preventDefault()
    }
    function stop() {
      cancelAnimationFrame(frame)
      canvas.remove()
      window.removeEventListener('mousemove', onMouse)
      window.removeEventListener('keydown', onKey, true)
      game = null
    }
    window.addEventListener('mousemove', onMouse)
    window.addEventListener('keydown', onKey, true)
    frame = requestAnimationFrame(step)
    return { stop }
  }

  window.addEventListener('keydown', (event) => {
    if (game) return
    const target = event.target
    if (target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName)))
      return
    const key = event.key.length === 1 ? event.key.toLowerCase() : event.key
    typed = key === KONAMI[typed] ? typed + 1 : key === KONAMI[0] ? 1 : 0
    if (typed === KONAMI.length) {
      typed = 0
      game = start()
    }
  })
})()
