/**
 * The landing page's only script: the phone carousel, the walk-through's autoplay and the 'world'
 * animation. The page works without it. It is sent as a same-origin file (the CSP allows no inline
 * script), bundled at build time (src/server/public-pages/browser-scripts.ts).
 */
function enhanceLanding(): void {
  const WORLD_SPIN_MS = 1100
  const WORLD_VANISH_MS = 1900
  const WORLD_MAX_SPINS = 2
  const CLAIM_CHECK_DELAY_MS = 300
  const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)')

  /**
   * Auto-advance that pauses while hovered or focused, stops for good on the user's say-so and never
   * starts for people who prefer reduced motion. `onChange` tells the owner whether it is rotating.
   * The pause button's label is the page's (in its language), its other one in `data-label-start`.
   */
  function autoplay(
    root: HTMLElement,
    interval: number,
    advance: () => void,
    pauseButton: HTMLButtonElement | null,
    onChange: (rotating: boolean) => void,
  ) {
    const labels = { stop: pauseButton?.getAttribute('aria-label') ?? '', start: pauseButton?.dataset.labelStart ?? '' }
    let stopped = reducedMotion.matches
    let hovered = false
    let focused = false
    let timer: number | undefined

    function update() {
      window.clearTimeout(timer)
      const rotating = !stopped && !hovered && !focused
      root.classList.toggle('is-rotating', rotating)
      if (pauseButton) {
        pauseButton.setAttribute('aria-label', stopped ? labels.start : labels.stop)
        pauseButton.classList.toggle('is-stopped', stopped)
      }
      onChange(rotating)
      if (rotating) {
        timer = window.setTimeout(() => {
          advance()
          update()
        }, interval)
      }
    }

    root.addEventListener('mouseenter', () => {
      hovered = true
      update()
    })
    root.addEventListener('mouseleave', () => {
      hovered = false
      update()
    })
    root.addEventListener('focusin', () => {
      focused = true
      update()
    })
    root.addEventListener('focusout', (event) => {
      if (!root.contains(event.relatedTarget as Node | null)) {
        focused = false
        update()
      }
    })
    pauseButton?.addEventListener('click', () => {
      stopped = !stopped
      update()
    })
    reducedMotion.addEventListener('change', () => {
      stopped = reducedMotion.matches
      update()
    })
    if (pauseButton) pauseButton.hidden = false
    update()
    return {
      stop() {
        stopped = true
        update()
      },
    }
  }

  function setUpCarousel(root: HTMLElement) {
    const slides = Array.from(root.querySelectorAll<HTMLElement>('[data-slide]'))
    const dots = Array.from(root.querySelectorAll<HTMLElement>('[data-dot]'))
    const screen = root.querySelector<HTMLElement>('[data-slides]')
    const controls = root.querySelector<HTMLElement>('[data-controls]')
    if (slides.length < 2 || !screen || !controls) return
    let current = 0

    function show(index: number) {
      current = (index + slides.length) % slides.length
      // The next slide is laid out (invisibly) one step ahead, so its image is loaded when its turn comes.
      const next = (current + 1) % slides.length
      slides.forEach((slide, position) => {
        slide.classList.toggle('is-active', position === current)
        slide.classList.toggle('is-next', position === next && position !== current)
        if (position === current) slide.removeAttribute('aria-hidden')
        else slide.setAttribute('aria-hidden', 'true')
      })
      dots.forEach((dot, position) => dot.classList.toggle('is-active', position === current))
      root.dataset.current = String(current)
    }

    const rotation = autoplay(
      root,
      Number(root.dataset.interval) || 3000,
      () => show(current + 1),
      root.querySelector<HTMLButtonElement>('[data-pause]'),
      // Announcing every automatic change would drown a screen reader: polite only when stopped.
      (rotating) => screen.setAttribute('aria-live', rotating ? 'off' : 'polite'),
    )
    root.querySelector('[data-prev]')?.addEventListener('click', () => {
      rotation.stop()
      show(current - 1)
    })
    root.querySelector('[data-next]')?.addEventListener('click', () => {
      rotation.stop()
      show(current + 1)
    })
    controls.hidden = false
    show(0)
  }

  function setUpDemo(root: HTMLElement) {
    const radios = Array.from(root.querySelectorAll<HTMLInputElement>('input[type="radio"]'))
    if (radios.length < 2) return
    const pauseButton = root.querySelector<HTMLButtonElement>('[data-pause]')
    const pauseLabel = root.querySelector<HTMLElement>('.demo-pause-label')
    autoplay(
      root,
      Number(root.dataset.interval) || 4000,
      () => {
        const checked = radios.findIndex((radio) => radio.checked)
        radios[(checked + 1) % radios.length]!.checked = true
      },
      pauseButton,
      () => {
        const texts = pauseButton?.dataset
        if (pauseLabel && texts) {
          pauseLabel.textContent =
            (pauseButton.classList.contains('is-stopped') ? texts.textPlay : texts.textPause) ?? ''
        }
      },
    )
  }

  function setUpWorld(world: HTMLButtonElement) {
    let spins = 0
    let busy = false
    world.hidden = false
    world.addEventListener('click', () => {
      if (busy) return
      busy = true
      if (spins < WORLD_MAX_SPINS) {
        spins += 1
        world.dataset.spins = String(spins)
        world.classList.add('is-spinning')
        window.setTimeout(() => {
          world.classList.remove('is-spinning')
          busy = false
        }, WORLD_SPIN_MS)
      } else {
        world.classList.add('is-vanishing')
        window.setTimeout(() => {
          world.hidden = true
          world.dataset.vanished = 'true'
        }, WORLD_VANISH_MS)
      }
    })
  }

  /**
   * The claim box's live check: the server answers with sign-up's username rule and availability
   * (`as=username`, with sign-up's words when the name cannot be had), so the box and sign-up agree; a short pause first, and only the
   * latest answer shows.
   */
  function setUpClaim(input: HTMLInputElement) {
    const form = input.form
    const status = form?.querySelector<HTMLElement>('[data-claim-status]')
    if (!form || !status) return
    // The page's words for the check's answers: the server's English problems translated, if not English.
    const problems = JSON.parse(form.dataset.problems ?? '{}') as Record<string, string>
    const available = form.dataset.available ?? ''
    let timer: number | undefined
    let asked = 0
    const show = (text: string, state: 'free' | 'taken' | '') => {
      status.textContent = text
      status.dataset.state = state
    }
    input.addEventListener('input', () => {
      window.clearTimeout(timer)
      const name = input.value.trim().toLowerCase()
      const ask = ++asked
      if (!name) return show('', '')
      timer = window.setTimeout(async () => {
        try {
          const res = await fetch(`/api/names/${encodeURIComponent(name)}/availability?as=username`)
          const answer = (await res.json()) as { available?: boolean; problem?: string }
          if (ask !== asked) return
          if (answer.problem) show(problems[answer.problem] ?? answer.problem, 'taken')
          else if (answer.available) show(available.replace('{name}', name), 'free')
        } catch {
          if (ask === asked) show('', '')
        }
      }, CLAIM_CHECK_DELAY_MS)
    })
  }

  document.querySelectorAll<HTMLInputElement>('[data-claim-input]').forEach(setUpClaim)
  document.querySelectorAll<HTMLElement>('[data-carousel]').forEach(setUpCarousel)
  document.querySelectorAll<HTMLElement>('[data-demo]').forEach(setUpDemo)
  document.querySelectorAll<HTMLButtonElement>('[data-world]').forEach(setUpWorld)
}

enhanceLanding()
