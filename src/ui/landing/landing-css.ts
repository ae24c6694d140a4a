import { css } from '../styles/css.js'

/** Below this width the landing counts as mobile (spec section 9): no scrolling example columns. */
export const LANDING_MOBILE_THRESHOLD_PX = 1100

const DEMO_STEP_COUNT = 4
const demoFrameRules = Array.from({ length: DEMO_STEP_COUNT }, (_, index) => index + 1)
  .map((step) => `.demo:has(#demo-step-${step}:checked) .demo-frame-${step}`)
  .join(',')

export const LANDING_CSS = css`
  .eyebrow {
    margin: 0 0 0.75rem;
    color: var(--blue);
    font-size: 0.8rem;
    font-weight: 700;
    letter-spacing: 0.08em;
    text-transform: uppercase;
  }
  .accent-text {
    background: linear-gradient(100deg, #1d4ed8, #0e7490);
    -webkit-background-clip: text;
    background-clip: text;
    color: transparent;
  }
  .hero h1 .accent-text {
    display: inline-block;
  }
  .hero {
    position: relative;
    overflow: hidden;
    padding: 2.5rem 0 3.5rem;
    isolation: isolate;
  }
  .hero::before {
    content: '';
    position: absolute;
    inset: 0;
    z-index: -1;
    background:
      radial-gradient(40% 45% at 15% 20%, rgb(56 189 248 / 22%), transparent 70%),
      radial-gradient(35% 40% at 80% 15%, rgb(37 99 235 / 14%), transparent 70%),
      radial-gradient(35% 40% at 60% 65%, rgb(6 182 212 / 12%), transparent 70%);
  }
  .hero-grid {
    display: grid;
    gap: 2.5rem;
    align-items: center;
  }
  .hero-copy {
    display: flex;
    flex-direction: column;
    align-items: center;
    text-align: center;
  }
  .hero .eyebrow {
    padding: 0.35rem 0.8rem;
    border: 1px solid rgb(37 99 235 / 20%);
    border-radius: 999px;
    background: rgb(255 255 255 / 70%);
    letter-spacing: 0.04em;
    text-transform: none;
    font-size: 0.875rem;
  }
  .hero h1 {
    max-width: 14ch;
    margin: 0;
    font-size: clamp(2.5rem, 9vw, 4.1rem);
    font-weight: 800;
    letter-spacing: -0.035em;
    line-height: 1.02;
  }
  .lead {
    max-width: 34rem;
    margin: 1.25rem 0 1.75rem;
    color: var(--muted);
    font-size: clamp(1.05rem, 2.4vw, 1.2rem);
  }
  .claim {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    width: 100%;
    max-width: 30rem;
    padding: 0.4rem;
    border: 1px solid #cbd5e1;
    border-radius: 1.1rem;
    background: var(--paper);
    box-shadow: var(--shadow);
  }
  .claim:focus-within {
    border-color: var(--blue);
    box-shadow:
      0 0 0 4px rgb(37 99 235 / 15%),
      var(--shadow);
  }
  .claim-field {
    flex: 1 1 12rem;
    display: flex;
    align-items: center;
    min-width: 0;
    padding-left: 0.75rem;
  }
  .claim-prefix {
    color: var(--muted);
    font-weight: 600;
  }
  .claim input {
    flex: 1;
    min-width: 0;
    padding: 0.7rem 0.25rem;
    border: 0;
    background: transparent;
    color: var(--ink);
    font: inherit;
    font-weight: 600;
  }
  .claim input:focus {
    outline: none;
  }
  .claim input::placeholder {
    color: #64748b;
    font-weight: 500;
  }
  .claim-button {
    flex: 1 1 auto;
  }
  .arrow {
    width: 1.1rem;
    height: 1.1rem;
  }
  .button-large {
    min-height: 3.25rem;
    padding: 0.8rem 1.5rem;
    font-size: 1.05rem;
  }
  .hero-actions {
    margin: 0;
  }
  .hero-points {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: 0.5rem 1.25rem;
    margin: 1.25rem 0 0;
    padding: 0;
    color: var(--ink-soft);
    font-size: 0.9rem;
    list-style: none;
  }
  .hero-points li {
    display: flex;
    align-items: center;
    gap: 0.35rem;
  }
  .check {
    flex: none;
    width: 1.1rem;
    height: 1.1rem;
    color: #0e7490;
  }
  .hero-stage {
    display: flex;
    justify-content: center;
    align-items: center;
    gap: 1.5rem;
  }
  .phone-wrap {
    position: relative;
  }
  .carousel {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: 1rem;
  }
  .phone {
    position: relative;
    width: 15.5rem;
    padding: 0.6rem;
    border-radius: 2.6rem;
    background: #0f172a;
    box-shadow:
      0 0 0 1px #334155 inset,
      0 30px 60px -20px rgb(15 23 42 / 45%),
      0 18px 36px -18px rgb(37 99 235 / 35%);
  }
  .phone-notch {
    position: absolute;
    top: 1rem;
    left: 50%;
    z-index: 2;
    width: 4.5rem;
    height: 1.1rem;
    border-radius: 999px;
    background: #0f172a;
    transform: translateX(-50%);
  }
  .phone-screen {
    position: relative;
    overflow: hidden;
    aspect-ratio: 540 / 1169;
    border-radius: 2rem;
    background: #e2e8f0;
  }
  .slide {
    position: absolute;
    inset: 0;
    display: none;
    opacity: 0;
    visibility: hidden;
    transition:
      opacity 0.6s ease,
      visibility 0.6s;
  }
  .slide.is-active,
  .slide.is-next {
    display: block;
  }
  .slide.is-active {
    opacity: 1;
    visibility: visible;
  }
  .slide img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  .carousel-controls {
    display: flex;
    align-items: center;
    gap: 0.5rem;
  }
  .round-button {
    display: inline-grid;
    place-items: center;
    width: 2.75rem;
    height: 2.75rem;
    padding: 0;
    border: 1px solid #cbd5e1;
    border-radius: 999px;
    background: var(--paper);
    color: var(--ink);
    cursor: pointer;
  }
  .round-button:hover {
    border-color: var(--ink);
  }
  .round-button .icon {
    width: 1.25rem;
    height: 1.25rem;
  }
  .icon-play,
  .is-stopped .icon-pause {
    display: none;
  }
  .is-stopped .icon-play {
    display: block;
  }
  .dots {
    display: flex;
    gap: 0.35rem;
    padding: 0 0.35rem;
  }
  .dot {
    width: 0.45rem;
    height: 0.45rem;
    border-radius: 999px;
    background: #cbd5e1;
    transition:
      width 0.3s,
      background-color 0.3s;
  }
  .dot.is-active {
    width: 1.25rem;
    background: var(--blue);
  }
  .world {
    position: absolute;
    top: 3rem;
    left: -2.25rem;
    z-index: 3;
    display: grid;
    place-items: center;
    width: 4.5rem;
    height: 4.5rem;
    padding: 0;
    border: 1px solid var(--line);
    border-radius: 999px;
    background: var(--paper);
    box-shadow: var(--shadow);
    cursor: pointer;
    animation: world-float 5s ease-in-out infinite;
  }
  .world svg {
    width: 3.5rem;
    height: 3.5rem;
  }
  .world.is-spinning svg {
    animation: world-spin 1.1s cubic-bezier(0.45, 0, 0.25, 1);
  }
  .world.is-vanishing {
    animation: world-vanish 1.9s ease-in forwards;
    pointer-events: none;
  }
  @keyframes world-float {
    50% {
      transform: translateY(-0.4rem);
    }
  }
  @keyframes world-spin {
    30% {
      transform: scale(1.15) rotate(-25deg);
    }
    100% {
      transform: scale(1) rotate(360deg);
    }
  }
  @keyframes world-vanish {
    25% {
      transform: scale(1.2) rotate(-20deg);
    }
    100% {
      transform: scale(0) rotate(540deg);
      opacity: 0;
    }
  }
  .examples {
    display: none;
  }
  @media (min-width: ${LANDING_MOBILE_THRESHOLD_PX}px) {
    .hero {
      padding: 4rem 0 5rem;
    }
    .hero-grid {
      grid-template-columns: minmax(0, 1fr) auto;
      gap: 3rem;
    }
    .hero-copy {
      align-items: flex-start;
      text-align: left;
    }
    .hero h1 {
      max-width: none;
      font-size: clamp(3rem, 4.2vw, 3.5rem);
    }
    .headline-start {
      white-space: nowrap;
    }
    .hero-points {
      justify-content: flex-start;
    }
    .phone {
      width: 16.5rem;
    }
    .examples {
      display: flex;
      gap: 1rem;
      height: 36rem;
      overflow: hidden;
      -webkit-mask-image: linear-gradient(transparent, #000 14%, #000 86%, transparent);
      mask-image: linear-gradient(transparent, #000 14%, #000 86%, transparent);
    }
    .examples-column {
      width: 9.5rem;
    }
    .examples-column-2 {
      display: none;
    }
    .examples-track {
      animation: drift 36s linear infinite;
    }
    .examples-column-2 .examples-track {
      animation-direction: reverse;
      animation-duration: 42s;
    }
    .examples:hover .examples-track {
      animation-play-state: paused;
    }
    .examples img {
      width: 100%;
      margin-bottom: 1rem;
      border: 1px solid var(--line);
      border-radius: 0.9rem;
      box-shadow: var(--shadow);
    }
  }
  @media (min-width: 1280px) {
    .examples-column-2 {
      display: block;
    }
  }
  @keyframes drift {
    to {
      transform: translateY(-50%);
    }
  }
  .section {
    padding: 5rem 0;
    scroll-margin-top: 3rem;
  }
  .section-tinted {
    border-block: 1px solid var(--line);
    background: var(--paper);
  }
  .section-head {
    max-width: 40rem;
    margin: 0 auto 3rem;
    text-align: center;
  }
  .section-head h2 {
    margin: 0;
    font-size: clamp(1.9rem, 4.5vw, 2.75rem);
    font-weight: 800;
  }
  .section-lead {
    margin: 1rem 0 0;
    color: var(--muted);
    font-size: 1.1rem;
  }
  .card {
    border: 1px solid var(--line);
    border-radius: var(--radius);
    background: var(--paper);
    box-shadow: var(--shadow);
  }
  .feature-grid {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(15rem, 1fr));
    gap: 1.25rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .feature {
    padding: 1.75rem 1.5rem;
  }
  .feature h3 {
    margin: 1.25rem 0 0.5rem;
    font-size: 1.2rem;
  }
  .feature p {
    margin: 0;
    color: var(--muted);
  }
  .feature-icon {
    display: inline-grid;
    place-items: center;
    width: 3rem;
    height: 3rem;
    border-radius: 0.9rem;
  }
  .feature-icon .icon {
    width: 1.5rem;
    height: 1.5rem;
  }
  .tint-blue {
    background: #dbeafe;
    color: #1d4ed8;
  }
  .tint-violet {
    background: #ede9fe;
    color: #6d28d9;
  }
  .tint-pink {
    background: #fce7f3;
    color: #be185d;
  }
  .tint-cyan {
    background: #cffafe;
    color: #0e7490;
  }
  .demo {
    display: grid;
    gap: 2rem;
    align-items: center;
  }
  .browser {
    order: -1;
  }
  .demo-steps {
    display: grid;
    gap: 0.5rem;
    min-width: 0;
    margin: 0;
    padding: 0;
    border: 0;
  }
  .demo-step label {
    position: relative;
    display: flex;
    gap: 1rem;
    overflow: hidden;
    padding: 1rem 1.1rem;
    border: 1px solid transparent;
    border-radius: 1rem;
    cursor: pointer;
    transition:
      background-color 0.2s,
      border-color 0.2s;
  }
  .demo-step label:hover {
    background: var(--page);
  }
  .demo-step input:checked + label {
    border-color: var(--line);
    background: var(--paper);
    box-shadow: var(--shadow);
  }
  .demo-step input:focus-visible + label {
    outline: 3px solid var(--blue);
    outline-offset: 2px;
  }
  .demo-step-number {
    flex: none;
    display: grid;
    place-items: center;
    width: 2rem;
    height: 2rem;
    border-radius: 999px;
    background: #e2e8f0;
    color: var(--ink);
    font-weight: 700;
  }
  .demo-step input:checked + label .demo-step-number {
    background: var(--blue);
    color: #fff;
  }
  .demo-step-text {
    display: flex;
    flex-direction: column;
    gap: 0.15rem;
  }
  .demo-step-text span {
    color: var(--muted);
  }
  .demo-progress {
    position: absolute;
    left: 0;
    bottom: 0;
    height: 3px;
    width: 0;
    background: linear-gradient(90deg, var(--blue), var(--cyan));
  }
  .demo.is-rotating input:checked + label .demo-progress {
    animation: progress 4s linear;
  }
  @keyframes progress {
    to {
      width: 100%;
    }
  }
  .demo-pause {
    justify-self: start;
    display: inline-flex;
    align-items: center;
    gap: 0.4rem;
    min-height: 2.75rem;
    margin-top: 0.5rem;
    padding: 0.4rem 0.9rem;
    border: 1px solid #cbd5e1;
    border-radius: 999px;
    background: var(--paper);
    color: var(--ink);
    font: inherit;
    font-size: 0.9rem;
    font-weight: 600;
    cursor: pointer;
  }
  .demo-pause .icon {
    width: 1rem;
    height: 1rem;
  }
  .browser {
    overflow: hidden;
    border: 1px solid var(--line);
    border-radius: 1rem;
    background: var(--paper);
    box-shadow:
      0 30px 60px -30px rgb(15 23 42 / 35%),
      var(--shadow);
  }
  .browser-bar {
    display: flex;
    gap: 0.4rem;
    padding: 0.75rem 1rem;
    border-bottom: 1px solid var(--line);
    background: var(--page);
  }
  .browser-bar span {
    width: 0.7rem;
    height: 0.7rem;
    border-radius: 999px;
    background: #cbd5e1;
  }
  .browser-screen {
    position: relative;
    aspect-ratio: 16 / 10;
    background: var(--page);
  }
  .demo-frame {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: cover;
    opacity: 0;
    visibility: hidden;
    transition:
      opacity 0.5s ease,
      visibility 0.5s;
  }
  .demo-frame-1,
  ${demoFrameRules} {
    opacity: 1;
    visibility: visible;
  }
  .demo:has(input:not(#demo-step-1):checked) .demo-frame-1 {
    opacity: 0;
    visibility: hidden;
  }
  @media (min-width: 960px) {
    .demo {
      grid-template-columns: 22rem minmax(0, 1fr);
      gap: 3rem;
    }
    .browser {
      order: 0;
    }
  }
  .plans {
    display: grid;
    gap: 1.25rem;
    max-width: 54rem;
    margin: 0 auto;
  }
  .plan {
    display: flex;
    flex-direction: column;
    padding: 2rem;
  }
  .plan h3 {
    display: flex;
    align-items: center;
    gap: 0.75rem;
    margin: 0;
    font-size: 1.35rem;
  }
  .plan-blurb {
    min-height: 3em;
    margin: 0.5rem 0 0;
    color: var(--muted);
  }
  .price {
    display: flex;
    align-items: baseline;
    gap: 0.5rem;
    margin: 1.5rem 0;
  }
  .price-amount {
    font-size: 3rem;
    font-weight: 800;
    letter-spacing: -0.03em;
    line-height: 1;
  }
  .price-period {
    color: var(--muted);
  }
  .plan-features {
    display: grid;
    gap: 0.75rem;
    margin: 0 0 2rem;
    padding: 1.5rem 0 0;
    border-top: 1px solid var(--line);
    list-style: none;
  }
  .plan-features li {
    display: flex;
    gap: 0.6rem;
  }
  .plan-features .check {
    margin-top: 0.2rem;
  }
  .plan-action {
    margin-top: auto;
  }
  .plan-pro {
    border-color: #0f172a;
    background: #0f172a;
    color: #f8fafc;
  }
  .plan-pro .plan-blurb,
  .plan-pro .price-period {
    color: #cbd5e1;
  }
  .plan-pro .plan-features {
    border-color: #334155;
  }
  .plan-pro .check {
    color: var(--sky);
  }
  .badge {
    padding: 0.2rem 0.6rem;
    border-radius: 999px;
    background: #e0f2fe;
    color: #075985;
    font-size: 0.75rem;
    font-weight: 700;
    letter-spacing: 0;
  }
  .plans-note {
    margin: 1.5rem 0 0;
    color: var(--muted);
    font-size: 0.9rem;
    text-align: center;
  }
  @media (min-width: 720px) {
    .plans {
      grid-template-columns: 1fr 1fr;
    }
  }
  .faq-layout {
    display: grid;
    gap: 1rem;
  }
  .section-head-left {
    margin: 0 0 1rem;
  }
  .faq {
    display: grid;
    gap: 0.75rem;
  }
  .faq-item {
    border: 1px solid var(--line);
    border-radius: 1rem;
    background: var(--paper);
  }
  .faq-item[open] {
    box-shadow: var(--shadow);
  }
  .faq-item summary {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 1rem;
    padding: 1.1rem 1.25rem;
    border-radius: 1rem;
    font-size: 1.05rem;
    font-weight: 650;
    list-style: none;
    cursor: pointer;
  }
  .faq-item summary::-webkit-details-marker {
    display: none;
  }
  .plus {
    flex: none;
    width: 1.25rem;
    height: 1.25rem;
    color: var(--blue);
    transition: transform 0.2s;
  }
  .faq-item[open] .plus {
    transform: rotate(45deg);
  }
  .faq-answer {
    padding: 0 1.25rem 1.1rem;
    color: var(--ink-soft);
  }
  .faq-answer p {
    margin: 0;
  }
  .faq-answer a {
    color: var(--blue-dark);
    font-weight: 600;
  }
  @media (min-width: 960px) {
    .faq-layout {
      grid-template-columns: 1fr 2fr;
      gap: 3rem;
      align-items: start;
    }
    .section-head-left {
      text-align: left;
    }
  }
  .cta {
    padding: 0 0 1rem;
  }
  .cta-card {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: 1.5rem;
    padding: 3rem 1.5rem;
    border-radius: 1.75rem;
    background:
      radial-gradient(60% 90% at 85% 10%, rgb(56 189 248 / 30%), transparent 70%),
      radial-gradient(50% 80% at 10% 100%, rgb(37 99 235 / 45%), transparent 70%), #0f172a;
    color: #f8fafc;
    text-align: center;
  }
  .cta-card h2 {
    max-width: 20ch;
    margin: 0;
    font-size: clamp(1.8rem, 4.5vw, 2.6rem);
    font-weight: 800;
  }
  .cta-card p {
    max-width: 34rem;
    margin: 0;
    color: #cbd5e1;
  }
  .cta-card .claim {
    border-color: transparent;
  }
  @media (prefers-reduced-motion: reduce) {
    html {
      scroll-behavior: auto;
    }
    .world,
    .examples-track,
    .demo-progress {
      animation: none !important;
    }
    .world.is-spinning svg {
      animation: world-pulse 1.1s ease-in-out;
    }
    .world.is-vanishing {
      animation: world-fade 1.9s ease-in forwards !important;
    }
    .slide,
    .demo-frame {
      transition: none;
    }
  }
  @keyframes world-pulse {
    50% {
      opacity: 0.5;
    }
  }
  @keyframes world-fade {
    to {
      opacity: 0;
    }
  }
`
