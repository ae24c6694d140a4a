// The showcase pages that `npm run screenshots` adds beside the demo: their tiles, themes and the
// pictures of their image tiles (drawn as SVG by the script, so nothing binary is committed).

import type { StoredTile } from '@domain/grid.js'

/**
 * Pictures for the showcase pages' image tiles, served to the browser by the script itself at
 * upload-shaped paths (tiles show nothing but this site's uploads).
 */
export const ART_PREFIX = '/uploads/tile_images/showcase/'
export const ART: Record<string, string> = {
  mountains: svgArt(
    ['#fdba74', '#f472b6'],
    `<circle cx="560" cy="300" r="110" fill="#fff7ed" opacity=".9"/>
     <path d="M0 560 L180 360 L320 500 L470 300 L800 620 V800 H0Z" fill="#7c3aed" opacity=".75"/>
     <path d="M0 680 L240 470 L420 640 L600 480 L800 700 V800 H0Z" fill="#4c1d95"/>`,
  ),
  neon: svgArt(
    ['#1e1b4b', '#be185d'],
    `<circle cx="400" cy="380" r="170" fill="#fb923c"/>
     <g fill="#1e1b4b"><rect y="330" width="800" height="14"/><rect y="380" width="800" height="18"/><rect y="435" width="800" height="22"/></g>
     <path d="M0 560 H800 V800 H0Z" fill="#312e81"/>
     <g stroke="#f472b6" stroke-width="3" opacity=".8"><path d="M0 600 H800M0 650 H800M0 715 H800M400 560 L100 800M400 560 L700 800M400 560 V800M400 560 L-200 800M400 560 L1000 800"/></g>`,
  ),
  bloom: svgArt(
    ['#fef3c7', '#fbcfe8'],
    `<circle cx="250" cy="300" r="160" fill="#f9a8d4"/><circle cx="520" cy="240" r="120" fill="#fde68a"/>
     <circle cx="500" cy="540" r="190" fill="#c4b5fd" opacity=".85"/><circle cx="240" cy="600" r="90" fill="#99f6e4"/>`,
  ),
  ocean: svgArt(
    ['#bae6fd', '#0369a1'],
    `<circle cx="600" cy="200" r="80" fill="#fefce8"/>
     <path d="M0 470 Q100 430 200 470 T400 470 T600 470 T800 470 V800 H0Z" fill="#0ea5e9"/>
     <path d="M0 560 Q100 520 200 560 T400 560 T600 560 T800 560 V800 H0Z" fill="#0284c7"/>
     <path d="M0 660 Q100 620 200 660 T400 660 T600 660 T800 660 V800 H0Z" fill="#075985"/>`,
  ),
  code: svgArt(
    ['#0f172a', '#1e293b'],
    `<g fill="none" stroke-width="22" stroke-linecap="round">
       <path d="M120 200 H330" stroke="#f472b6"/><path d="M370 200 H520" stroke="#a78bfa"/>
       <path d="M180 280 H420" stroke="#38bdf8"/><path d="M460 280 H640" stroke="#4ade80"/>
       <path d="M180 360 H300" stroke="#facc15"/><path d="M340 360 H560" stroke="#38bdf8"/>
       <path d="M240 440 H520" stroke="#a78bfa"/><path d="M180 520 H380" stroke="#4ade80"/>
       <path d="M120 600 H260" stroke="#f472b6"/></g>`,
  ),
  pastry: svgArt(
    ['#fde68a', '#f59e0b'],
    `<ellipse cx="400" cy="560" rx="300" ry="70" fill="#78350f" opacity=".25"/>
     <path d="M150 520 Q400 160 650 520Z" fill="#b45309"/>
     <path d="M200 500 Q400 230 600 500" fill="none" stroke="#fef3c7" stroke-width="18" stroke-linecap="round"/>
     <path d="M270 505 Q400 320 530 505" fill="none" stroke="#fef3c7" stroke-width="14" stroke-linecap="round"/>`,
  ),
}

function svgArt(stops: [string, string], shapes: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 800" width="800" height="800">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${stops[0]}"/><stop offset="1" stop-color="${stops[1]}"/></linearGradient></defs>
    <rect width="800" height="800" fill="url(#g)"/>${shapes}</svg>`
}

const art = (name: keyof typeof ART) => `${ART_PREFIX}${name}.webp`

export type Geometry = [x: number, y: number, width: number, height: number]
export interface ShowcaseTile {
  id: string
  type: StoredTile['type']
  color: string
  data: Record<string, unknown>
  desktop: Geometry
  /** Omitted: the tile is not on the mobile layout. */
  mobile?: Geometry
}

export interface Showcase {
  name: string
  theme: string
  themeLabel: string
  fontId: number
  /** What the page shows, for the images' alt text. */
  summary: string
  tiles: ShowcaseTile[]
}

const links = (...icons: string[]) =>
  icons.map((icon) => ({ url: `https://${icon.toLowerCase().replace(/\W/g, '')}.com`, icon }))

/** Pages in several themes, each laid out for the desktop (6 x 4) and the mobile (3 x 5) grid. */
export const SHOWCASES: Showcase[] = [
  {
    name: 'leo',
    theme: 'synthwave',
    themeLabel: 'Synthwave',
    fontId: 9,
    summary: 'a musician’s page with a photo, music links and a song-request message box',
    tiles: [
      {
        id: 'intro',
        type: 'introduction',
        color: 'tile-gradient-indigo',
        data: { firstName: 'Leo', lastName: 'Park', description: 'Synth-pop from Kraków. New single out Friday.' },
        desktop: [0, 0, 2, 2],
        mobile: [0, 0, 3, 2],
      },
      {
        id: 'photo',
        type: 'image',
        color: 'tile-solid-black',
        data: { image: art('neon') },
        desktop: [2, 0, 2, 2],
        mobile: [0, 2, 1, 1],
      },
      {
        id: 'music',
        type: 'links-grid',
        color: 'tile-gradient-pink',
        data: { links: links('Spotify', 'YouTube', 'Instagram', 'TikTok') },
        desktop: [4, 0, 2, 2],
        mobile: [1, 2, 2, 2],
      },
      {
        id: 'tour',
        type: 'text',
        color: 'tile-gradient-violet',
        data: { header: 'Tour 2024', text: 'Warsaw, Berlin, Prague and Vienna this autumn.' },
        desktop: [0, 2, 2, 2],
      },
      {
        id: 'twitch',
        type: 'link',
        color: 'tile-solid-black',
        data: { links: links('Twitch') },
        desktop: [2, 2, 1, 2],
        mobile: [0, 3, 1, 1],
      },
      {
        id: 'ask',
        type: 'message.me',
        color: 'tile-gradient-indigo',
        data: { header: 'Request a song', allowAnonymous: true },
        desktop: [3, 2, 3, 2],
        mobile: [0, 4, 3, 1],
      },
    ],
  },
  {
    name: 'ava',
    theme: 'cupcake',
    themeLabel: 'Cupcake',
    fontId: 11,
    summary: 'an illustrator’s page with artwork, a shop link and social links',
    tiles: [
      {
        id: 'art',
        type: 'image',
        color: 'tile-solid-white',
        data: { image: art('bloom') },
        desktop: [0, 0, 2, 2],
        mobile: [0, 0, 3, 2],
      },
      {
        id: 'intro',
        type: 'introduction',
        color: 'tile-gradient-peach',
        data: {
          firstName: 'Ava',
          lastName: 'Nowak',
          description: 'Illustrator. Soft colours, loud ideas. Commissions open.',
          email: 'ava@example.com',
        },
        desktop: [2, 0, 2, 2],
        mobile: [0, 2, 3, 1],
      },
      {
        id: 'shop',
        type: 'link',
        color: 'tile-gradient-sunset',
        data: { links: links('Shopify') },
        desktop: [4, 0, 1, 1],
      },
      { id: 'pins', type: 'link', color: 'tile-solid-red', data: { links: links('Pinterest') }, desktop: [5, 0, 1, 1] },
      {
        id: 'insta',
        type: 'link',
        color: 'tile-gradient-pink',
        data: { links: links('Instagram') },
        desktop: [4, 1, 2, 1],
        mobile: [0, 3, 3, 1],
      },
      {
        id: 'note',
        type: 'text',
        color: 'tile-solid-white',
        data: { header: 'Now drawing', text: 'A picture book about a very brave snail.' },
        desktop: [0, 2, 2, 2],
      },
      {
        id: 'ask',
        type: 'message.me',
        color: 'tile-gradient-violet',
        data: { header: 'Commission me', allowAnonymous: false },
        desktop: [2, 2, 4, 2],
        mobile: [0, 4, 3, 1],
      },
    ],
  },
  {
    name: 'kai',
    theme: 'dracula',
    themeLabel: 'Dracula',
    fontId: 1,
    summary: 'a developer’s page with projects, code links and an anonymous question box',
    tiles: [
      {
        id: 'intro',
        type: 'introduction',
        color: 'tile-solid-slate',
        data: {
          firstName: 'Kai',
          lastName: 'Lindqvist',
          description: 'I build tiny fast web apps. Open source on weekends.',
        },
        desktop: [0, 0, 3, 2],
        mobile: [0, 0, 3, 2],
      },
      {
        id: 'code',
        type: 'image',
        color: 'tile-solid-black',
        data: { image: art('code') },
        desktop: [3, 0, 1, 2],
        mobile: [0, 2, 1, 2],
      },
      {
        id: 'links',
        type: 'links-grid',
        color: 'tile-gradient-indigo',
        data: { links: links('GitHub', 'LinkedIn', 'YouTube', 'Discord') },
        desktop: [4, 0, 2, 2],
        mobile: [1, 2, 2, 2],
      },
      {
        id: 'now',
        type: 'text',
        color: 'tile-gradient-green',
        data: { header: 'Shipping', text: 'A 4 KB router and a talk about caching.' },
        desktop: [0, 2, 2, 2],
      },
      {
        id: 'ask',
        type: 'message.me',
        color: 'tile-gradient-violet',
        data: { header: 'Ask me anything, anonymously', allowAnonymous: true },
        desktop: [2, 2, 4, 2],
        mobile: [0, 4, 3, 1],
      },
    ],
  },
  {
    name: 'noor',
    theme: 'retro',
    themeLabel: 'Retro',
    fontId: 10,
    summary: 'a bakery’s page with a photo, opening hours, delivery links and contact details',
    tiles: [
      {
        id: 'intro',
        type: 'introduction',
        color: 'tile-gradient-orange',
        data: {
          firstName: 'Noor’s',
          lastName: 'Bakery',
          description: 'Sourdough, cardamom buns and coffee in Lublin since 2019.',
          phone: '+48 81 000 00 00',
        },
        desktop: [0, 0, 2, 2],
        mobile: [0, 0, 3, 2],
      },
      {
        id: 'bread',
        type: 'image',
        color: 'tile-solid-white',
        data: { image: art('pastry') },
        desktop: [2, 0, 2, 2],
        mobile: [0, 2, 2, 2],
      },
      {
        id: 'hours',
        type: 'text',
        color: 'tile-solid-yellow',
        data: { header: 'Open daily', text: '7:00 to 15:00, Sundays until 13:00.' },
        desktop: [4, 0, 2, 1],
        mobile: [2, 2, 1, 2],
      },
      {
        id: 'map',
        type: 'link',
        color: 'tile-gradient-green',
        data: { links: links('Google') },
        desktop: [4, 1, 1, 1],
      },
      {
        id: 'fb',
        type: 'link',
        color: 'tile-gradient-blue',
        data: { links: links('Facebook') },
        desktop: [5, 1, 1, 1],
      },
      {
        id: 'order',
        type: 'links-grid',
        color: 'tile-gradient-sunset',
        data: { links: links('Instagram', 'Facebook', 'TikTok', 'WhatsApp') },
        desktop: [0, 2, 2, 2],
      },
      {
        id: 'ask',
        type: 'message.me',
        color: 'tile-gradient-orange',
        data: { header: 'Order a cake', allowAnonymous: false },
        desktop: [2, 2, 4, 2],
        mobile: [0, 4, 3, 1],
      },
    ],
  },
  {
    name: 'mia',
    theme: 'aqua',
    themeLabel: 'Aqua',
    fontId: 2,
    summary: 'a travel creator’s page with a photo, video links and a message box',
    tiles: [
      {
        id: 'sea',
        type: 'image',
        color: 'tile-solid-white',
        data: { image: art('ocean') },
        desktop: [0, 0, 3, 2],
        mobile: [0, 0, 3, 2],
      },
      {
        id: 'intro',
        type: 'introduction',
        color: 'tile-gradient-blue',
        data: { firstName: 'Mia', lastName: 'Santos', description: 'Slow travel, by train and by boat. 41 countries.' },
        desktop: [3, 0, 3, 2],
        mobile: [0, 2, 3, 1],
      },
      {
        id: 'watch',
        type: 'links-grid',
        color: 'tile-gradient-indigo',
        data: { links: links('YouTube', 'Instagram', 'TikTok', 'Airbnb') },
        desktop: [0, 2, 2, 2],
        mobile: [0, 3, 3, 1],
      },
      {
        id: 'next',
        type: 'text',
        color: 'tile-gradient-green',
        data: { header: 'Next stop', text: 'Lofoten by night train and ferry.' },
        desktop: [2, 2, 1, 2],
      },
      {
        id: 'ask',
        type: 'message.me',
        color: 'tile-gradient-blue',
        data: { header: 'Where should I go next?', allowAnonymous: true },
        desktop: [3, 2, 3, 2],
        mobile: [0, 4, 3, 1],
      },
    ],
  },
]

/** The demo page in a second theme, for the walk-through's "pick a theme" step. */
export const DEMO_THEMED = { name: 'dana-night', theme: 'night', fontId: 4 }
export const DEMO_PHOTO = art('mountains')
